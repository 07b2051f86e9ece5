// "Your plan has ended" on the Stripe path: Stripe ends a plan (after failed renewal payments,
// or at the period end it was canceled for), its events are replayed or race the tier rollover
// of the user's requests, or its renewal is still awaited when the period ends.
import { describe, expect, it } from 'vitest';
import { buildTestApp, jsonCall } from '../helpers/test-app.ts';
import { signUpVerified } from '../helpers/verification.ts';
import { startFakeStripe, stripeEnv } from './fake-stripe.ts';
import { deliver, mailsTo, payOnStripe, timeTravel, verify } from './helpers.ts';

const fake = await startFakeStripe();
const { app, database } = await buildTestApp(stripeEnv(fake));
const db = database.db;
const { travelTo } = timeTravel(db);

/** A Monthly plan bought on Stripe, applied by the success page's verify. */
async function subscribed() {
  const account = await signUpVerified(app, database);
  const sessionId = await payOnStripe(app, fake, account.cookie, 'Monthly');
  await verify(app, account.cookie, sessionId);
  const subscriptionId = fake.sessions.get(sessionId)!.subscription as string;
  return { ...account, subscriptionId };
}

const tierNow = async (cookie: string) =>
  (await jsonCall(app, 'GET', '/api/auth/verify', undefined, cookie)).json().user.subscriptionTier;
const planEnd = async (cookie: string) =>
  (await jsonCall(app, 'GET', '/api/payments/current-subscription', undefined, cookie)).json().data
    .currentPeriodEnd as string;
const ended = (email: string) => mailsTo(db, email, 'plan-ended');
const deleted = (subscriptionId: string) =>
  fake.event('customer.subscription.deleted', fake.deleteSubscription(subscriptionId));

describe('Stripe ends the plan', () => {
  it('after failed renewal payments: one mail, not again on a replay or a later event', async () => {
    const { cookie, email, subscriptionId } = await subscribed();
    const renewal = fake.renewSubscription(subscriptionId);
    renewal.status = 'past_due';
    const failed = {
      id: 'in_failed_renewal',
      object: 'invoice',
      billing_reason: 'subscription_cycle',
      parent: {
        type: 'subscription_details',
        subscription_details: { subscription: subscriptionId },
      },
      amount_due: 1049,
      attempt_count: 1,
    };
    await deliver(app, fake, fake.event('invoice.payment_failed', failed));
    expect(await tierNow(cookie)).toBe('Monthly'); // access continues while Stripe retries

    // The retries failed: Stripe cancels the subscription.
    const event = deleted(subscriptionId);
    expect((await deliver(app, fake, event)).json().outcome).toBe('applied');
    expect((await deliver(app, fake, event)).json().outcome).toBe('duplicate');
    const sub = fake.subscriptions.get(subscriptionId)!;
    await deliver(app, fake, fake.event('customer.subscription.updated', sub));
    await deliver(app, fake, fake.event('invoice.payment_failed', { ...failed, attempt_count: 4 }));
    expect(await tierNow(cookie)).toBe('Guest');

    const mails = await mailsTo(db, email);
    expect(mails.map((m) => m.kind)).toEqual([
      'plan-purchase',
      'plan-payment-failed',
      'plan-ended',
    ]);
    expect(mails[2]!.subject).toBe('Your Monthly plan has ended');
    expect(mails[2]!.textBody).toContain('Plan: Monthly\nAccess ended: ');
  });

  it('canceled at period end: the rollover at its end mails, Stripe’s deletion after it not', async () => {
    const { cookie, email, user, subscriptionId } = await subscribed();
    await jsonCall(app, 'POST', '/api/payments/cancel-subscription', {}, cookie);
    await travelTo(user._id, await planEnd(cookie), -60_000);
    expect(await tierNow(cookie)).toBe('Guest');
    expect(await ended(email)).toHaveLength(1);
    await deliver(app, fake, deleted(subscriptionId));
    expect(await ended(email)).toHaveLength(1);
  });

  it('its deletion and the user’s requests at the moment of ending: one mail', async () => {
    const { cookie, email, user, subscriptionId } = await subscribed();
    await jsonCall(app, 'POST', '/api/payments/cancel-subscription', {}, cookie);
    await travelTo(user._id, await planEnd(cookie), -60_000);
    const event = deleted(subscriptionId);
    await Promise.all([
      deliver(app, fake, event),
      tierNow(cookie),
      deliver(app, fake, event),
      tierNow(cookie),
      planEnd(cookie),
    ]);
    expect(await tierNow(cookie)).toBe('Guest');
    expect(await ended(email)).toHaveLength(1);
  });
});

describe('a renewal awaited from Stripe at the period end', () => {
  it('says nothing: the plan may yet renew, and does', async () => {
    const { cookie, email, user, subscriptionId } = await subscribed();
    await travelTo(user._id, await planEnd(cookie), -60_000);
    // Guest until Stripe's word arrives (decision 008, rule 10), with no mail.
    expect(await tierNow(cookie)).toBe('Guest');
    const renewed = fake.renewSubscription(subscriptionId);
    await deliver(app, fake, fake.event('customer.subscription.updated', renewed));
    expect(await tierNow(cookie)).toBe('Monthly');
    expect(await ended(email)).toEqual([]);
  });

  it('the renewal never comes and Stripe deletes the plan: one mail then', async () => {
    const { cookie, email, user, subscriptionId } = await subscribed();
    await travelTo(user._id, await planEnd(cookie), -60_000);
    expect(await tierNow(cookie)).toBe('Guest');
    expect(await ended(email)).toEqual([]);
    const event = deleted(subscriptionId);
    await deliver(app, fake, event);
    await deliver(app, fake, event);
    await tierNow(cookie);
    expect((await ended(email)).map((m) => m.subject)).toEqual(['Your Monthly plan has ended']);
  });
});
