import { describe, expect, it } from 'vitest';
import { buildTestApp, jsonCall } from '../helpers/test-app.ts';
import { signUpVerified } from '../helpers/verification.ts';
import { startFakeStripe, stripeEnv } from './fake-stripe.ts';
import { current, deliver, payOnStripe, verify } from './helpers.ts';

// Decision 045 through Stripe: a subscription bought during a pass is a trial that ends when the
// pass ends, so nothing is charged before.
const fake = await startFakeStripe();
const { app, database } = await buildTestApp(stripeEnv(fake));

async function passHolderWithPlan() {
  const { cookie } = await signUpVerified(app, database);
  await verify(app, cookie, await payOnStripe(app, fake, cookie, 'OneTimeQuarter'));
  const passEnd = (await current(app, cookie)).currentPeriodEnd as string;
  const sessionId = await payOnStripe(app, fake, cookie, 'Monthly');
  const subscriptionId = fake.sessions.get(sessionId)!.subscription as string;
  const verified = (await verify(app, cookie, sessionId)).json().data;
  return { cookie, passEnd, verified, subscriptionId };
}

describe('a subscription bought during a pass, through Stripe', () => {
  it('is a trial until the pass ends, then a plan Stripe renews', async () => {
    const { cookie, passEnd, verified, subscriptionId } = await passHolderWithPlan();
    const sent = fake.lastSessionRequest()!;
    expect(sent.mode).toBe('subscription');
    // Stripe counts in whole seconds: the plan starts in the pass's last second, never after.
    const start = Math.floor(new Date(passEnd).getTime() / 1000) * 1000;
    const startsAt = new Date(start).toISOString();
    expect(Number((sent.subscription_data as { trial_end: string }).trial_end) * 1000).toBe(start);

    expect(verified).toMatchObject({
      subscriptionTier: 'Monthly',
      subscriptionStatus: 'scheduled',
      startsOn: startsAt,
      paid: true,
    });
    expect(await current(app, cookie)).toMatchObject({
      subscriptionTier: 'OneTimeQuarter',
      kind: 'oneTime',
      currentPeriodEnd: passEnd,
      upcomingPlan: { tier: 'Monthly', startsAt },
    });

    // The trial ends: Stripe charges the first month and says the plan is active. Replayed, the
    // event changes nothing more.
    const renewed = fake.renewSubscription(subscriptionId);
    const event = fake.event('customer.subscription.updated', renewed);
    await deliver(app, fake, event);
    await deliver(app, fake, event);
    const rows = await database.db.query.subscriptions.findMany({
      where: (s, { eq }) => eq(s.providerSubscriptionId, subscriptionId),
    });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'active', tier: 'Monthly' });
    expect(rows[0]!.currentPeriodStart.toISOString()).toBe(startsAt);
  });

  it('canceled before the pass ends, never starts and is never charged', async () => {
    const { cookie, subscriptionId } = await passHolderWithPlan();
    const res = await jsonCall(app, 'POST', '/api/payments/cancel-subscription', {}, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ kind: 'oneTime', upcomingPlan: null });
    expect(fake.subscriptions.get(subscriptionId)!.cancel_at_period_end).toBe(true);
    expect(await current(app, cookie)).toMatchObject({
      subscriptionTier: 'OneTimeQuarter',
      upcomingPlan: null,
    });
  });
});
