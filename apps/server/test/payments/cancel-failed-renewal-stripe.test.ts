import { describe, expect, it } from 'vitest';
import { buildTestApp, jsonCall } from '../helpers/test-app.ts';
import { signUpVerified } from '../helpers/verification.ts';
import { startFakeStripe, stripeEnv } from './fake-stripe.ts';
import {
  billingHistory,
  current,
  deliver,
  expectCanceledMailEnding,
  payOnStripe,
  verify,
} from './helpers.ts';

const fake = await startFakeStripe();
const { app, database } = await buildTestApp({ ...stripeEnv(fake), PAST_DUE_GRACE_DAYS: '3' });

describe('canceling a plan whose renewal failed (Stripe)', () => {
  it('voids the open renewal invoice, so no retry or card saved later pays it, and ends with the grace', async () => {
    const { cookie } = await signUpVerified(app, database);
    const sessionId = await payOnStripe(app, fake, cookie, 'Monthly');
    await verify(app, cookie, sessionId);
    const subscriptionId = fake.sessions.get(sessionId)!.subscription as string;
    const invoice = fake.failRenewal(subscriptionId);
    await deliver(app, fake, fake.event('invoice.payment_failed', invoice));
    const failed = await current(app, cookie);
    expect(failed.subscriptionStatus).toBe('past_due');

    const canceled = await jsonCall(app, 'POST', '/api/payments/cancel-subscription', {}, cookie);
    expect(canceled.statusCode).toBe(200);
    expect(invoice.status).toBe('void');
    const sub = fake.subscriptions.get(subscriptionId)!;
    expect(sub.cancel_at_period_end).toBe(true);
    expect(canceled.json().data).toMatchObject({
      cancelAtPeriodEnd: true,
      currentPeriodEnd: failed.graceEndsAt,
    });
    // A void invoice was never a payment: the history keeps only the first month.
    expect((await billingHistory(app, cookie)).map((l: { status: string }) => l.status)).toEqual([
      'paid',
    ]);

    // Whatever status Stripe gives the subscription once its unpaid invoice is void, the plan
    // still ends with the grace: the month after it was never paid for.
    sub.status = 'active';
    await deliver(app, fake, fake.event('customer.subscription.updated', sub));
    expect(await current(app, cookie)).toMatchObject({
      cancelAtPeriodEnd: true,
      currentPeriodEnd: failed.graceEndsAt,
    });
    const resumed = await jsonCall(app, 'POST', '/api/payments/resume-subscription', {}, cookie);
    expect(resumed.statusCode).toBe(409);
    expect(sub.cancel_at_period_end).toBe(true);
  });

  it("mails the grace's end as the last day, even when Stripe calls the plan active once voided", async () => {
    const { cookie, email } = await signUpVerified(app, database);
    const sessionId = await payOnStripe(app, fake, cookie, 'Monthly');
    await verify(app, cookie, sessionId);
    const paid = await current(app, cookie);
    const subscriptionId = fake.sessions.get(sessionId)!.subscription as string;
    const invoice = fake.failRenewal(subscriptionId);
    await deliver(app, fake, fake.event('invoice.payment_failed', invoice));
    const failed = await current(app, cookie);
    // What Stripe answers the cancel with, its only unpaid invoice about to be voided.
    fake.subscriptions.get(subscriptionId)!.status = 'active';

    const canceled = await jsonCall(app, 'POST', '/api/payments/cancel-subscription', {}, cookie);
    expect(canceled.json().data.currentPeriodEnd).toBe(failed.graceEndsAt);
    expect(await current(app, cookie)).toMatchObject({
      cancelAtPeriodEnd: true,
      currentPeriodEnd: failed.graceEndsAt,
    });

    await expectCanceledMailEnding(database.db, email, failed.graceEndsAt, paid.currentPeriodEnd);
  });
});
