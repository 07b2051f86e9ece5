import { formatUsd, planById } from '@academy/shared/plans';
import { describe, expect, it } from 'vitest';
import { buildTestApp, jsonCall } from '../helpers/test-app.ts';
import { signUpVerified } from '../helpers/verification.ts';
import { startFakeStripe, stripeEnv } from './fake-stripe.ts';
import {
  billingHistory,
  changePlan,
  current,
  DAY_MS,
  deliver,
  mailsTo,
  payOnStripe,
  profileTier,
  verify,
} from './helpers.ts';

const fake = await startFakeStripe();
const { app, database } = await buildTestApp({ ...stripeEnv(fake), PAST_DUE_GRACE_DAYS: '3' });
const price = (tier: string) => planById(tier)!.priceCents;
const requestsTo = (path: string) => fake.requests.filter((r) => r.path.startsWith(path));

/** A Stripe subscriber, applied through the success redirect's verification. */
async function subscriber(tier: string) {
  const account = await signUpVerified(app, database);
  const sessionId = await payOnStripe(app, fake, account.cookie, tier);
  await verify(app, account.cookie, sessionId);
  const subscriptionId = fake.sessions.get(sessionId)!.subscription as string;
  return { ...account, subscriptionId, sub: () => fake.subscriptions.get(subscriptionId)! };
}

describe('change plan through Stripe Billing', () => {
  it('previews an upgrade with Stripe, then updates the subscription and restarts the period', async () => {
    const { cookie, email, sub } = await subscriber('Monthly');
    const preview = (await changePlan(app, cookie, 'Yearly')).json().data;
    const previewCall = requestsTo('/v1/invoices/create_preview').at(-1)!.body;
    expect(previewCall.subscription_details).toMatchObject({
      proration_behavior: 'always_invoice',
      billing_cycle_anchor: { type: 'now' },
    });
    expect(preview.preview.amountDueTodayCents).toBeGreaterThanOrEqual(
      price('Yearly') - price('Monthly'),
    );
    expect(preview.applied).toBe(false);

    const done = (await changePlan(app, cookie, 'Yearly', true)).json().data;
    expect(done.applied).toBe(true);
    expect(sub().metadata).toMatchObject({ tier: 'Yearly' });
    expect(await current(app, cookie)).toMatchObject({ subscriptionTier: 'Yearly' });
    expect((await profileTier(app, cookie)).subscriptionTier).toBe('Yearly');
    // The proration invoice comes from Stripe, with its hosted page as the receipt.
    const [latest, first] = await billingHistory(app, cookie);
    expect(latest).toMatchObject({ status: 'paid', description: 'Plan change' });
    expect(latest.receiptUrl).toMatch(/^https:\/\/invoice\.stripe\.test\/i\/in_/);
    expect(first).toMatchObject({ amountCents: price('Monthly'), status: 'paid' });
    // The mail says what the proration invoice charged, as Stripe's answer to the change had it.
    const [told] = await mailsTo(database.db, email, 'plan-changed');
    expect(told!.textBody).toContain(
      `the difference, ${formatUsd(latest.amountCents)}, charged to your card;`,
    );
  });

  it("a change Stripe reports first (its webhook before the app's own answer) is mailed with its amount", async () => {
    const { email, sub } = await subscriber('Monthly');
    const yearly = fake.billing.makePrice({
      unit_amount: String(price('Yearly')),
      recurring: { interval: 'year', interval_count: '1' },
    });
    const { status } = fake.billing.updateSubscription(sub(), {
      items: [{ price: yearly.id as string }],
      metadata: { tier: 'Yearly' },
    });
    expect(status).toBe(200);
    const invoice = fake.billing.invoices.find((i) => i.id === sub().latest_invoice)!;
    const delivered = await deliver(app, fake, fake.event('customer.subscription.updated', sub()));
    expect(delivered.statusCode).toBe(200);
    const [told] = await mailsTo(database.db, email, 'plan-changed');
    expect(told!.subject).toBe('Your plan is now Yearly');
    expect(told!.textBody).toContain(
      `the difference, ${formatUsd(invoice.amount_paid as number)}, charged to your card;`,
    );
  });

  it('a declined card leaves the plan as it was, with a 402 the customer can read', async () => {
    const { cookie } = await subscriber('Monthly');
    fake.billing.declineNextCharge();
    const res = await changePlan(app, cookie, 'Quarterly', true);
    expect(res.statusCode).toBe(402);
    expect(res.json().message).toBe('Your card was declined.');
    expect((await current(app, cookie)).subscriptionTier).toBe('Monthly');
  });

  it('schedules a downgrade with a subscription schedule; the renewal event applies it once', async () => {
    const { cookie, sub, subscriptionId } = await subscriber('Yearly');
    const end = (await current(app, cookie)).currentPeriodEnd;
    const res = (await changePlan(app, cookie, 'Monthly', true)).json().data;
    expect(res.preview).toMatchObject({ direction: 'downgrade', amountDueTodayCents: 0 });
    expect(res.preview.nextPaymentOn).toBe(end);
    const update = requestsTo('/v1/subscription_schedules/').at(-1)!.body;
    expect(update).toMatchObject({ end_behavior: 'release', proration_behavior: 'none' });
    expect(await current(app, cookie)).toMatchObject({
      subscriptionTier: 'Yearly',
      scheduledTier: 'Monthly',
    });

    fake.renewSubscription(subscriptionId);
    const event = fake.event('customer.subscription.updated', sub());
    const older = fake.event('customer.subscription.updated', { ...sub(), metadata: {} });
    expect((await deliver(app, fake, event)).statusCode).toBe(200);
    // Replayed, and an older copy arriving late: objects are fetched again, applied once.
    expect((await deliver(app, fake, event)).statusCode).toBe(200);
    expect((await deliver(app, fake, older)).statusCode).toBe(200);
    expect(await current(app, cookie)).toMatchObject({
      subscriptionTier: 'Monthly',
      scheduledTier: null,
    });
  });

  it('calls a scheduled downgrade off: the schedule is released, and the renewal keeps the plan', async () => {
    const { cookie, sub, subscriptionId } = await subscriber('Yearly');
    expect((await changePlan(app, cookie, 'Monthly', true)).statusCode).toBe(200);
    const schedule = sub().schedule as string;
    const kept = (await changePlan(app, cookie, 'Yearly', true)).json().data;
    expect(kept.preview).toMatchObject({ direction: 'keep', amountDueTodayCents: 0 });
    expect(requestsTo(`/v1/subscription_schedules/${schedule}/release`)).toHaveLength(1);
    expect(sub().schedule).toBeNull();
    expect(await current(app, cookie)).toMatchObject({
      subscriptionTier: 'Yearly',
      scheduledTier: null,
    });
    fake.renewSubscription(subscriptionId);
    expect(
      (await deliver(app, fake, fake.event('customer.subscription.updated', sub()))).statusCode,
    ).toBe(200);
    expect(await current(app, cookie)).toMatchObject({
      subscriptionTier: 'Yearly',
      scheduledTier: null,
    });
  });

  it('cancels a plan with a downgrade scheduled (the schedule released first, as Stripe requires); resumed, the downgrade is scheduled again', async () => {
    const { cookie, sub, subscriptionId } = await subscriber('Yearly');
    expect((await changePlan(app, cookie, 'Monthly', true)).statusCode).toBe(200);
    const schedule = sub().schedule as string;
    const canceled = await jsonCall(app, 'POST', '/api/payments/cancel-subscription', {}, cookie);
    expect(canceled.statusCode, canceled.body).toBe(200);
    expect(canceled.json().data).toMatchObject({ cancelAtPeriodEnd: true, scheduledTier: null });
    expect(requestsTo(`/v1/subscription_schedules/${schedule}/release`)).toHaveLength(1);
    expect(sub().cancel_at_period_end).toBe(true);

    const resumed = await jsonCall(app, 'POST', '/api/payments/resume-subscription', {}, cookie);
    expect(resumed.statusCode, resumed.body).toBe(200);
    expect(resumed.json().data).toMatchObject({
      cancelAtPeriodEnd: false,
      subscriptionTier: 'Yearly',
      scheduledTier: 'Monthly',
    });
    expect(sub().cancel_at_period_end).toBe(false);
    fake.renewSubscription(subscriptionId);
    await deliver(app, fake, fake.event('customer.subscription.updated', sub()));
    expect(await current(app, cookie)).toMatchObject({ subscriptionTier: 'Monthly' });
  });

  it('resumes a subscription set to cancel', async () => {
    const { cookie, sub } = await subscriber('Quarterly');
    await jsonCall(app, 'POST', '/api/payments/cancel-subscription', {}, cookie);
    expect(sub().cancel_at_period_end).toBe(true);
    const res = await jsonCall(app, 'POST', '/api/payments/resume-subscription', {}, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.cancelAtPeriodEnd).toBe(false);
    expect(sub().cancel_at_period_end).toBe(false);
  });

  it('opens the Customer Portal, configured once, returning to /subscription', async () => {
    const { cookie } = await subscriber('Monthly');
    const first = await jsonCall(app, 'POST', '/api/payments/portal', {}, cookie);
    expect(first.json().data.url).toMatch(/^https:\/\/billing\.stripe\.test\/p\//);
    await jsonCall(app, 'POST', '/api/payments/portal', {}, cookie);
    expect(fake.billing.portalConfigurations).toHaveLength(1);
    expect(fake.billing.portalConfigurations[0]).toMatchObject({
      features: {
        payment_method_update: { enabled: 'true' },
        invoice_history: { enabled: 'true' },
        subscription_cancel: { enabled: 'true', mode: 'at_period_end' },
      },
    });
    const session = requestsTo('/v1/billing_portal/sessions').at(-1)!.body;
    expect(session.return_url).toBe('http://localhost:3000/subscription');
    const guest = await signUpVerified(app, database);
    expect((await jsonCall(app, 'POST', '/api/payments/portal', {}, guest.cookie)).statusCode).toBe(
      409,
    );
  });

  it('a pass checkout asks Stripe for an invoice, so the history lists it with the plans', async () => {
    const { cookie } = await signUpVerified(app, database);
    await payOnStripe(app, fake, cookie, 'OneTimeMonth');
    expect(fake.lastSessionRequest()).toMatchObject({ invoice_creation: { enabled: 'true' } });
    expect(fake.lastSessionRequest()?.automatic_tax).toBeUndefined();
    const [item] = await billingHistory(app, cookie);
    expect(item).toMatchObject({ amountCents: price('OneTimeMonth'), status: 'paid' });
  });

  it('a refund made at Stripe (a credit note after payment) shows in the history as such', async () => {
    const { cookie } = await signUpVerified(app, database);
    await payOnStripe(app, fake, cookie, 'OneTimeMonth');
    const invoice = fake.billing.invoices.at(-1)!;
    invoice.post_payment_credit_notes_amount = 500;
    expect((await billingHistory(app, cookie))[0]).toMatchObject({
      status: 'partially_refunded',
      refundedCents: 500,
    });
    invoice.post_payment_credit_notes_amount = price('OneTimeMonth');
    expect((await billingHistory(app, cookie))[0]).toMatchObject({
      status: 'refunded',
      refundedCents: price('OneTimeMonth'),
    });
  });

  it('a failed renewal is past_due with a grace (PAST_DUE_GRACE_DAYS), kept from the first failure', async () => {
    const { cookie, subscriptionId } = await subscriber('Monthly');
    const invoice = fake.failRenewal(subscriptionId);
    const failed = fake.event('invoice.payment_failed', invoice);
    await deliver(app, fake, failed);
    const first = await current(app, cookie);
    expect(first).toMatchObject({ subscriptionTier: 'Monthly', subscriptionStatus: 'past_due' });
    const grace = (new Date(first.graceEndsAt).getTime() - Date.now()) / DAY_MS;
    expect(grace).toBeGreaterThan(2.9);
    expect(grace).toBeLessThanOrEqual(3);
    // A retry's event later does not move the grace.
    await deliver(
      app,
      fake,
      fake.event('invoice.payment_failed', { ...invoice, attempt_count: 2 }),
    );
    expect((await current(app, cookie)).graceEndsAt).toBe(first.graceEndsAt);
    expect((await billingHistory(app, cookie))[0]).toMatchObject({ status: 'failed' });
  });
});
