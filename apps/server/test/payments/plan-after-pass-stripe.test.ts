import { describe, expect, it } from 'vitest';
import { buildTestApp, jsonCall } from '../helpers/test-app.ts';
import { formatDateTime } from '../../src/features/mail/format.ts';
import { signUpVerified } from '../helpers/verification.ts';
import { startFakeStripe, stripeEnv } from './fake-stripe.ts';
import { current, deliver, mailsTo, payOnStripe, verify } from './helpers.ts';

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

describe('a pass bought to follow a canceled plan, through Stripe', () => {
  /** Monthly, canceled, then a One-Time Month queued to start when it ends. */
  async function planThenPass() {
    const { cookie, email } = await signUpVerified(app, database);
    const sessionId = await payOnStripe(app, fake, cookie, 'Monthly');
    await verify(app, cookie, sessionId);
    const sub = () => fake.subscriptions.get(fake.sessions.get(sessionId)!.subscription as string)!;
    await jsonCall(app, 'POST', '/api/payments/cancel-subscription', {}, cookie);
    await verify(app, cookie, await payOnStripe(app, fake, cookie, 'OneTimeMonth'));
    const [pass] = (await current(app, cookie)).upcomingPasses;
    return { cookie, email, sub, pass };
  }

  it("renewed from Stripe's Customer Portal, the plan is set to end again, and the family is told why", async () => {
    const { cookie, email, sub, pass } = await planThenPass();
    const planEnd = (await current(app, cookie)).currentPeriodEnd as string;
    expect(pass.startsAt).toBe(planEnd);
    // The portal's renew button: Stripe clears the cancellation, then tells us.
    fake.billing.updateSubscription(sub(), { cancel_at_period_end: 'false' });
    const renewed = fake.event('customer.subscription.updated', sub());
    expect((await deliver(app, fake, renewed)).statusCode).toBe(200);

    // Renewing too would charge for the days the pass already paid for: Stripe is told to end
    // the plan with its period again, and the pass keeps its days.
    expect(sub().cancel_at_period_end).toBe(true);
    expect(await current(app, cookie)).toMatchObject({
      subscriptionTier: 'Monthly',
      cancelAtPeriodEnd: true,
      currentPeriodEnd: planEnd,
      upcomingPasses: [pass],
    });
    const [told, ...more] = await mailsTo(database.db, email, 'plan-renewal-refused');
    expect(more).toHaveLength(0);
    expect(told!.subject).toBe('Your Monthly plan will still not renew');
    const day = (iso: string) => formatDateTime(new Date(iso), 'America/Chicago');
    expect(told!.textBody).toContain(
      `One-Time Month pass, already paid for, runs from ${day(pass.startsAt)} to ${day(pass.endsAt)}`,
    );
    expect(await mailsTo(database.db, email, 'plan-resumed')).toHaveLength(0);
    expect(await mailsTo(database.db, email, 'plan-canceled')).toHaveLength(1);

    // Replayed, or followed by the event of our own cancel: nothing more is done or mailed.
    const updates = () =>
      fake.requests.filter((r) => r.method === 'POST' && r.path === `/v1/subscriptions/${sub().id}`)
        .length;
    const asked = updates();
    await deliver(app, fake, renewed);
    await deliver(app, fake, fake.event('customer.subscription.updated', sub()));
    expect(updates()).toBe(asked);
    expect(await mailsTo(database.db, email, 'plan-renewal-refused')).toHaveLength(1);
    expect(await current(app, cookie)).toMatchObject({ cancelAtPeriodEnd: true });
  });
});
