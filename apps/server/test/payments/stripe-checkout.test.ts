import { paymentErrors, subscriptionMessages } from '@academy/shared/payments';
import { describe, expect, it } from 'vitest';
import { buildTestApp, jsonCall } from '../helpers/test-app.ts';
import { signUpVerified } from '../helpers/verification.ts';
import { startFakeStripe, stripeEnv } from './fake-stripe.ts';
import {
  DAY_MS,
  MONTH_MS,
  current,
  payOnStripe,
  profileTier,
  requestCheckout,
  startCheckout,
  verify,
} from './helpers.ts';

const fake = await startFakeStripe();
const { app, database } = await buildTestApp(stripeEnv(fake));

describe('POST /api/payments/create-customer (stripe)', () => {
  it('creates one Stripe customer per user and reuses it', async () => {
    const { cookie, email } = await signUpVerified(app, database);
    const first = await jsonCall(app, 'POST', '/api/payments/create-customer', {}, cookie);
    expect(first.statusCode).toBe(200);
    const { customerId } = first.json().data;
    expect(customerId).toMatch(/^cus_/);
    const again = await jsonCall(app, 'POST', '/api/payments/create-customer', {}, cookie);
    expect(again.json().data.customerId).toBe(customerId);
    const created = fake.requests.filter(
      (r) => r.path === '/v1/customers' && r.body.email === email,
    );
    expect(created).toHaveLength(1);
    expect(created[0]!.body.metadata).toMatchObject({ userId: expect.any(String) });
  });

  it('requires a session', async () => {
    expect((await jsonCall(app, 'POST', '/api/payments/create-customer', {})).statusCode).toBe(401);
  });
});

describe('POST /api/payments/subscription (stripe)', () => {
  it.each(['Free', 'Guest', 'Platinum', '', 42, null])('refuses %o with 400', async (tier) => {
    const { cookie } = await signUpVerified(app, database);
    const res = await requestCheckout(app, cookie, tier);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { param: 'subscriptionTier', msg: paymentErrors.tierNotPurchasable },
    ]);
  });

  it('requires a session', async () => {
    const res = await jsonCall(app, 'POST', '/api/payments/subscription', {
      subscriptionTier: 'Monthly',
    });
    expect(res.statusCode).toBe(401);
  });

  it.each([
    ['Monthly', 1049, 'month', '1'],
    ['Quarterly', 2849, 'month', '3'],
    ['Yearly', 10349, 'year', '1'],
  ])(
    'opens a subscription-mode session for %s at %i cents every %s × %s',
    async (tier, cents, interval, count) => {
      const { cookie } = await signUpVerified(app, database);
      const url = await startCheckout(app, cookie, tier);
      expect(url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/);
      const sent = fake.lastSessionRequest()!;
      expect(sent).toMatchObject({
        mode: 'subscription',
        customer: expect.stringMatching(/^cus_/),
        metadata: { purpose: 'plan', tier, userId: expect.any(String) },
        subscription_data: { metadata: { tier, userId: expect.any(String) } },
        success_url:
          'http://localhost:3000/subscription/success?session_id={CHECKOUT_SESSION_ID}&auto_verify=true',
        cancel_url: 'http://localhost:3000/subscription/cancel',
        line_items: [
          {
            quantity: '1',
            price_data: {
              currency: 'usd',
              unit_amount: String(cents),
              recurring: { interval, interval_count: count },
            },
          },
        ],
      });
    },
  );

  it.each([
    ['OneTimeMonth', 1499],
    ['OneTimeQuarter', 3749],
    ['OneTimeYear', 13149],
  ])('opens a payment-mode session for %s at %i cents, never recurring', async (tier, cents) => {
    const { cookie } = await signUpVerified(app, database);
    await startCheckout(app, cookie, tier);
    const sent = fake.lastSessionRequest()!;
    expect(sent.mode).toBe('payment');
    expect(sent.payment_intent_data).toMatchObject({ metadata: { tier } });
    const lineItem = (sent.line_items as Record<string, Record<string, unknown>>[])[0]!;
    expect(lineItem.price_data).toMatchObject({ unit_amount: String(cents) });
    expect(lineItem.price_data!.recurring).toBeUndefined();
  });

  it('ignores prices sent by the client', async () => {
    const { cookie } = await signUpVerified(app, database);
    const res = await jsonCall(
      app,
      'POST',
      '/api/payments/subscription',
      { subscriptionTier: 'Yearly', price: 1, amount: 1, priceCents: 1, unit_amount: 1 },
      cookie,
    );
    expect(res.statusCode).toBe(200);
    const lineItem = (
      fake.lastSessionRequest()!.line_items as Record<string, Record<string, string>>[]
    )[0]!;
    expect(lineItem.price_data!.unit_amount).toBe('10349');
  });

  it('refuses a second recurring plan while one renews (409), and a pass likewise', async () => {
    const { cookie } = await signUpVerified(app, database);
    const sessionId = await payOnStripe(app, fake, cookie, 'Monthly');
    await verify(app, cookie, sessionId);
    for (const tier of ['Yearly', 'OneTimeMonth']) {
      const res = await requestCheckout(app, cookie, tier);
      expect(res.statusCode).toBe(409);
    }
  });
});

describe('GET /api/payments/verify-checkout-session (stripe)', () => {
  it('activates a paid recurring plan: tier, status and period end', async () => {
    const { cookie } = await signUpVerified(app, database);
    const sessionId = await payOnStripe(app, fake, cookie, 'Quarterly');
    const res = await verify(app, cookie, sessionId);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({
      subscriptionTier: 'Quarterly',
      subscriptionStatus: 'active',
      paid: true,
    });
    const end = new Date(data.currentPeriodEnd).getTime();
    expect(end).toBeGreaterThan(Date.now() + 80 * DAY_MS);
    const profile = await profileTier(app, cookie);
    expect(profile).toMatchObject({ subscriptionTier: 'Quarterly', subscriptionStatus: 'active' });
    expect(new Date(profile.subscriptionEndDate).getTime()).toBe(end);
  });

  it('accepts the session_id spelling too, and verifying again changes nothing', async () => {
    const { cookie } = await signUpVerified(app, database);
    const sessionId = await payOnStripe(app, fake, cookie, 'Monthly');
    const a = await jsonCall(
      app,
      'GET',
      `/api/payments/verify-checkout-session?session_id=${sessionId}`,
      undefined,
      cookie,
    );
    const b = await verify(app, cookie, sessionId);
    expect(a.statusCode).toBe(200);
    expect(b.json()).toEqual(a.json());
  });

  it('an unpaid session verifies as not paid and changes no tier', async () => {
    const { cookie } = await signUpVerified(app, database);
    const url = await startCheckout(app, cookie, 'Monthly');
    const res = await verify(app, cookie, fake.sessionIdFromUrl(url));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      subscriptionTier: 'Monthly',
      subscriptionStatus: 'incomplete',
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
      startsOn: null,
      paid: false,
    });
    expect((await profileTier(app, cookie)).subscriptionTier).toBe('Guest');
  });

  it("refuses another user's session with 404 and leaves both users unchanged", async () => {
    const owner = await signUpVerified(app, database);
    const other = await signUpVerified(app, database);
    const sessionId = await payOnStripe(app, fake, owner.cookie, 'Monthly');
    const res = await verify(app, other.cookie, sessionId);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(paymentErrors.sessionNotFound);
    expect((await profileTier(app, other.cookie)).subscriptionTier).toBe('Guest');
  });

  it('answers 404 for an unknown session, 400 without one, 401 signed out', async () => {
    const { cookie } = await signUpVerified(app, database);
    expect((await verify(app, cookie, 'cs_test_unknown')).statusCode).toBe(404);
    const none = await jsonCall(
      app,
      'GET',
      '/api/payments/verify-checkout-session',
      undefined,
      cookie,
    );
    expect(none.statusCode).toBe(400);
    expect(none.json().errors).toEqual([
      { param: 'sessionId', msg: paymentErrors.sessionIdRequired },
    ]);
    // One given that no session can have is not "required": it is not valid.
    const garbled = await verify(app, cookie, 'x'.repeat(3000));
    expect(garbled.statusCode).toBe(400);
    expect(garbled.json().errors).toEqual([
      { param: 'sessionId', msg: paymentErrors.sessionIdInvalid },
    ]);
    expect((await verify(app, undefined, 'cs_test_x')).statusCode).toBe(401);
  });

  it('a pass bought while another runs starts when the first ends', async () => {
    const { cookie } = await signUpVerified(app, database);
    const first = await payOnStripe(app, fake, cookie, 'OneTimeMonth');
    const firstEnd = new Date((await verify(app, cookie, first)).json().data.currentPeriodEnd);
    const second = await payOnStripe(app, fake, cookie, 'OneTimeQuarter');
    const secondEnd = new Date((await verify(app, cookie, second)).json().data.currentPeriodEnd);
    const expected = new Date(firstEnd);
    expected.setUTCMonth(expected.getUTCMonth() + 3);
    expect(Math.abs(secondEnd.getTime() - expected.getTime())).toBeLessThan(4 * DAY_MS);
    expect(secondEnd.getTime()).toBeGreaterThan(firstEnd.getTime() + 2 * MONTH_MS);
    // The month is the pass in use; access runs to the end of the quarter after it.
    const now = await current(app, cookie);
    expect(now).toMatchObject({
      subscriptionTier: 'OneTimeMonth',
      kind: 'oneTime',
      cancelAtPeriodEnd: false,
    });
    expect(now.currentPeriodEnd).toBe(secondEnd.toISOString());
    expect(now.upcomingPasses).toEqual([
      { tier: 'OneTimeQuarter', startsAt: firstEnd.toISOString(), endsAt: secondEnd.toISOString() },
    ]);
  });
});

describe('current-subscription and cancel-subscription (stripe)', () => {
  it('Guest: none; cancel is a 400', async () => {
    const { cookie } = await signUpVerified(app, database);
    expect(await current(app, cookie)).toEqual({
      subscriptionTier: 'Guest',
      subscriptionStatus: 'none',
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
      kind: 'none',
      upcomingPasses: [],
    });
    const res = await jsonCall(app, 'POST', '/api/payments/cancel-subscription', {}, cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(paymentErrors.notRecurring);
  });

  it('a one-time pass cannot be canceled', async () => {
    const { cookie } = await signUpVerified(app, database);
    await verify(app, cookie, await payOnStripe(app, fake, cookie, 'OneTimeMonth'));
    const res = await jsonCall(app, 'POST', '/api/payments/cancel-subscription', {}, cookie);
    expect(res.statusCode).toBe(400);
  });

  it('a recurring plan is canceled at period end, at Stripe too, and keeps its tier', async () => {
    const { cookie } = await signUpVerified(app, database);
    const sessionId = await payOnStripe(app, fake, cookie, 'Monthly');
    await verify(app, cookie, sessionId);
    expect(await current(app, cookie)).toMatchObject({
      subscriptionTier: 'Monthly',
      subscriptionStatus: 'active',
      cancelAtPeriodEnd: false,
      kind: 'recurring',
    });
    const res = await jsonCall(app, 'POST', '/api/payments/cancel-subscription', {}, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      message: subscriptionMessages.cancelScheduled,
      subscriptionTier: 'Monthly',
      cancelAtPeriodEnd: true,
    });
    const subId = fake.sessions.get(sessionId)!.subscription as string;
    expect(fake.subscriptions.get(subId)!.cancel_at_period_end).toBe(true);
    expect(await current(app, cookie)).toMatchObject({
      subscriptionTier: 'Monthly',
      cancelAtPeriodEnd: true,
    });
    // Canceling again is harmless.
    expect(
      (await jsonCall(app, 'POST', '/api/payments/cancel-subscription', {}, cookie)).statusCode,
    ).toBe(200);
  });
});
