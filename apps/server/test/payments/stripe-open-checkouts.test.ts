import { paymentErrors } from '@academy/shared/payments';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/test-app.ts';
import { signUpVerified } from '../helpers/verification.ts';
import { startFakeStripe, stripeEnv } from './fake-stripe.ts';
import { current, requestCheckout, startCheckout, verify } from './helpers.ts';

const fake = await startFakeStripe();
const { app, database } = await buildTestApp(stripeEnv(fake));

// One plan checkout open at a time (decision 008): two tabs or an old checkout cannot charge twice.
describe('open plan checkouts (stripe)', () => {
  it('a newer checkout expires the older one at Stripe', async () => {
    const { cookie } = await signUpVerified(app, database);
    const older = fake.sessionIdFromUrl(await startCheckout(app, cookie, 'OneTimeYear'));
    const newer = fake.sessionIdFromUrl(await startCheckout(app, cookie, 'Yearly'));
    const expired = fake.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/expire'));
    expect(expired.map((r) => r.path)).toContain(`/v1/checkout/sessions/${older}/expire`);
    expect(expired.map((r) => r.path)).not.toContain(`/v1/checkout/sessions/${newer}/expire`);
    expect((await verify(app, cookie, older)).json().data).toMatchObject({ paid: false });
  });

  it('a checkout paid but not yet reported is applied, and the next one refused', async () => {
    const { cookie } = await signUpVerified(app, database);
    const paid = fake.sessionIdFromUrl(await startCheckout(app, cookie, 'Monthly'));
    fake.completeSession(paid); // no redirect back, no webhook yet
    const res = await requestCheckout(app, cookie, 'Yearly');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(paymentErrors.alreadySubscribed);
    expect(await current(app, cookie)).toMatchObject({ subscriptionTier: 'Monthly' });
  });

  it('two tabs choosing at the same moment leave one checkout open', async () => {
    const { cookie } = await signUpVerified(app, database);
    const before = new Set(fake.sessions.keys());
    const responses = await Promise.all([
      requestCheckout(app, cookie, 'Monthly'),
      requestCheckout(app, cookie, 'OneTimeYear'),
    ]);
    const created = [...fake.sessions.values()].filter((s) => !before.has(s.id as string));
    expect(created).toHaveLength(2);
    expect(created.filter((s) => s.status === 'open')).toHaveLength(1);
    for (const res of responses.filter((r) => r.statusCode !== 200)) {
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(paymentErrors.checkoutSuperseded);
    }
    expect(responses.some((r) => r.statusCode === 200)).toBe(true);
  });
});
