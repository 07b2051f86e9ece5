// The customer's plan mails on the Stripe path: signed webhook events, the success page's verify,
// replays, and the events of a renewal (paid or failed) and of a cancellation.
import { DEFAULT_ACADEMY_CONTACT } from '@academy/shared/academy';
import { findBritishSpelling } from '@academy/shared/us-spelling';
import { describe, expect, it } from 'vitest';
import { buildTestApp, jsonCall } from '../helpers/test-app.ts';
import { formatDateTime } from '../../src/features/mail/format.ts';
import { signUpVerified } from '../helpers/verification.ts';
import { startFakeStripe, stripeEnv } from './fake-stripe.ts';
import { deliver, mailsTo, payOnStripe, verify } from './helpers.ts';

const fake = await startFakeStripe();
const { app, database } = await buildTestApp(stripeEnv(fake));
const db = database.db;

/** Dallas time, as the mails write it when the buyer sent no zone. */
const dallas = (unixSeconds: number) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/Chicago',
    dateStyle: 'long',
    timeStyle: 'short',
  }).format(new Date(unixSeconds * 1000));

/** A recurring plan (Monthly unless told) bought on Stripe, applied by the success page's verify. */
async function subscribed(tier = 'Monthly') {
  const account = await signUpVerified(app, database);
  const sessionId = await payOnStripe(app, fake, account.cookie, tier);
  await verify(app, account.cookie, sessionId);
  const subscriptionId = fake.sessions.get(sessionId)!.subscription as string;
  return { ...account, sessionId, subscriptionId };
}

/** A renewal invoice of the subscription, as Stripe sends it in invoice events. */
const invoice = (subscriptionId: string, fields: Record<string, unknown>) => ({
  id: `in_${Math.random().toString(36).slice(2)}`,
  object: 'invoice',
  billing_reason: 'subscription_cycle',
  parent: { type: 'subscription_details', subscription_details: { subscription: subscriptionId } },
  ...fields,
});

const periodEnd = (subscriptionId: string) =>
  (fake.subscriptions.get(subscriptionId)!.items as { data: { current_period_end: number }[] })
    .data[0]!.current_period_end;

describe('purchase confirmation (Stripe)', () => {
  it('webhook, then verify, then the same event replayed: one mail', async () => {
    const { cookie, email } = await signUpVerified(app, database);
    const sessionId = await payOnStripe(app, fake, cookie, 'OneTimeYear');
    const event = fake.event('checkout.session.completed', { id: sessionId });
    expect((await deliver(app, fake, event)).json().outcome).toBe('applied');
    await verify(app, cookie, sessionId);
    expect((await deliver(app, fake, event)).json().outcome).toBe('duplicate');
    // Another delivery of the completion under a new event id is applied, and says nothing.
    await deliver(app, fake, fake.event('checkout.session.completed', { id: sessionId }));

    const mails = await mailsTo(db, email);
    expect(mails.map((m) => m.kind)).toEqual(['plan-purchase']);
    expect(mails[0]!.subject).toBe('Payment received: your One-Time Year plan is active');
    expect(mails[0]!.textBody).toContain('Plan: One-Time Year\nAmount charged: $131.49\n');
  });

  it('verify first, then the webhook: one mail, with the renewal date Stripe set', async () => {
    const { email, sessionId, subscriptionId } = await subscribed('Quarterly');
    await deliver(app, fake, fake.event('checkout.session.completed', { id: sessionId }));
    const mails = await mailsTo(db, email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.textBody).toContain('Plan: Quarterly\nAmount charged: $28.49\n');
    expect(mails[0]!.textBody).toContain(`Renews on: ${dallas(periodEnd(subscriptionId))} C`);
  });
  it('the webhook and the success page at the same moment: one mail', async () => {
    const { cookie, email } = await signUpVerified(app, database);
    const sessionId = await payOnStripe(app, fake, cookie, 'OneTimeMonth');
    const event = fake.event('checkout.session.completed', { id: sessionId });
    await Promise.all([
      deliver(app, fake, event),
      verify(app, cookie, sessionId),
      deliver(app, fake, event),
      verify(app, cookie, sessionId),
    ]);
    expect(await mailsTo(db, email)).toHaveLength(1);
  });
});

describe('renewal receipt (invoice.paid)', () => {
  it('a renewal paid: one receipt with the next renewal date, also when replayed', async () => {
    const { email, subscriptionId } = await subscribed();
    fake.renewSubscription(subscriptionId);
    const paidAt = Math.floor(Date.now() / 1000);
    const event = fake.event(
      'invoice.paid',
      invoice(subscriptionId, { amount_paid: 1049, status_transitions: { paid_at: paidAt } }),
    );
    expect((await deliver(app, fake, event)).json().outcome).toBe('applied');
    expect((await deliver(app, fake, event)).json().outcome).toBe('duplicate');

    const receipts = await mailsTo(db, email, 'plan-renewal');
    expect(receipts).toHaveLength(1);
    const [mail] = receipts;
    expect(mail!.subject).toBe('Your Monthly plan has renewed');
    expect(mail!.replyTo).toBe(DEFAULT_ACADEMY_CONTACT.email);
    expect(mail!.textBody).toContain(
      `Plan: Monthly\nAmount charged: $10.49\nPaid on: ${dallas(paidAt)} C`,
    );
    expect(mail!.textBody).toContain(`Next renewal: ${dallas(periodEnd(subscriptionId))} C`);
    expect(mail!.htmlBody).toContain('<th align="left">Next renewal</th>');
    expect(findBritishSpelling(mail!.textBody)).toBeUndefined();
  });

  it("the plan's first invoice is no renewal: the purchase confirmation covers it", async () => {
    const { email, subscriptionId } = await subscribed();
    const first = invoice(subscriptionId, {
      billing_reason: 'subscription_create',
      amount_paid: 1049,
    });
    await deliver(app, fake, fake.event('invoice.paid', first));
    expect((await mailsTo(db, email)).map((m) => m.kind)).toEqual(['plan-purchase']);
  });
});

describe('renewal payment failed (invoice.payment_failed)', () => {
  it('the first failed attempt: one mail, access continues, a page to pay with another card', async () => {
    const { email, cookie, subscriptionId } = await subscribed('Yearly');
    const sub = fake.renewSubscription(subscriptionId);
    sub.status = 'past_due';
    // Stripe's subscription.updated may come first; the mail waits for the invoice's event.
    await deliver(app, fake, fake.event('customer.subscription.updated', sub));
    const failed = invoice(subscriptionId, {
      amount_due: 10349,
      attempt_count: 1,
      hosted_invoice_url: 'https://invoice.stripe.test/i/acct_1/test_abc?s=ap&x=<1>',
    });
    const event = fake.event('invoice.payment_failed', failed);
    expect((await deliver(app, fake, event)).json().outcome).toBe('applied');
    await deliver(app, fake, event);
    // The retries that fail again say nothing new.
    await deliver(app, fake, fake.event('invoice.payment_failed', { ...failed, attempt_count: 2 }));

    const mails = await mailsTo(db, email, 'plan-payment-failed');
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.subject).toBe("Your Yearly plan's renewal payment did not go through");
    const plan = await jsonCall(
      app,
      'GET',
      '/api/payments/current-subscription',
      undefined,
      cookie,
    );
    expect(plan.json().data).toMatchObject({
      subscriptionTier: 'Yearly',
      subscriptionStatus: 'past_due',
    });
    // The plan page's banner and the mail give the same last day.
    const until = formatDateTime(new Date(plan.json().data.graceEndsAt), 'America/Chicago');
    expect(mail!.textBody).toContain(
      'We could not charge your card $103.49 to renew your Yearly plan. Your access continues ' +
        `until ${until} while the payment is retried. If it has not gone through by then, ` +
        'access pauses until it does; if the retries all fail, the plan ends.',
    );
    expect(mail!.textBody).toContain(`Access continues until: ${until}`);
    expect(mail!.textBody).toContain(
      'To pay this renewal with another card, use this secure page: ' +
        'https://invoice.stripe.test/i/acct_1/test_abc?s=ap&x=<1>\n',
    );
    expect(mail!.htmlBody).toContain(
      '<a href="https://invoice.stripe.test/i/acct_1/test_abc?s=ap&amp;x=&lt;1&gt;">',
    );
    expect(mail!.textBody).toContain('Your plan page: http://localhost:3000/subscription');
    expect(findBritishSpelling(mail!.textBody)).toBeUndefined();
  });

  it('no mail when the payment went through meanwhile (the subscription is active again)', async () => {
    const { email, subscriptionId } = await subscribed();
    fake.renewSubscription(subscriptionId);
    const late = invoice(subscriptionId, { amount_due: 1049, attempt_count: 1 });
    await deliver(app, fake, fake.event('invoice.payment_failed', late));
    expect(await mailsTo(db, email, 'plan-payment-failed')).toEqual([]);
  });
});

describe('cancellation at period end (Stripe)', () => {
  it('the plan page cancels, then Stripe reports it: one mail', async () => {
    const { cookie, email, subscriptionId } = await subscribed();
    expect(
      (await jsonCall(app, 'POST', '/api/payments/cancel-subscription', {}, cookie)).statusCode,
    ).toBe(200);
    const sub = fake.subscriptions.get(subscriptionId)!;
    await deliver(app, fake, fake.event('customer.subscription.updated', sub));
    const mails = await mailsTo(db, email, 'plan-canceled');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.textBody).toContain(`Access ends: ${dallas(periodEnd(subscriptionId))} C`);
  });

  it('a cancellation made at Stripe (its dashboard) is confirmed too, once', async () => {
    const { email, subscriptionId } = await subscribed();
    const sub = fake.subscriptions.get(subscriptionId)!;
    sub.cancel_at_period_end = true;
    const event = fake.event('customer.subscription.updated', sub);
    await deliver(app, fake, event);
    await deliver(app, fake, fake.event('customer.subscription.updated', sub));
    expect(await mailsTo(db, email, 'plan-canceled')).toHaveLength(1);
  });
});
