// A plan or pass refunded in full in the Stripe Dashboard (a credit note on its invoice, or a
// refund of the payment itself) ends, as /refunds says; a refund in part, or of a period already
// over, changes no access.
import { describe, expect, it } from 'vitest';
import { buildTestApp, jsonCall } from '../helpers/test-app.ts';
import { signUpVerified } from '../helpers/verification.ts';
import { startFakeStripe, stripeEnv } from './fake-stripe.ts';
import { billingHistory, deliver, mailsTo, payOnStripe, verify } from './helpers.ts';

const fake = await startFakeStripe();
const { app, database } = await buildTestApp(stripeEnv(fake));

/** A plan or pass bought on Stripe, applied by the success page's verify. */
async function bought(tier: string) {
  const account = await signUpVerified(app, database);
  const sessionId = await payOnStripe(app, fake, account.cookie, tier);
  await verify(app, account.cookie, sessionId);
  const session = fake.sessions.get(sessionId)!;
  const subscriptionId = session.subscription as string | null;
  const invoiceId = subscriptionId
    ? (fake.subscriptions.get(subscriptionId)!.latest_invoice as string)
    : (session.invoice as string);
  return { ...account, subscriptionId, invoiceId };
}

const tierNow = async (cookie: string) =>
  (await jsonCall(app, 'GET', '/api/auth/verify', undefined, cookie)).json().user.subscriptionTier;

const refund = async (invoiceId: string, amount?: number) => {
  const event = fake.event('credit_note.created', fake.creditNote(invoiceId, amount));
  return { event, outcome: (await deliver(app, fake, event)).json().outcome };
};

const refundPayment = async (invoiceId: string, amount?: number) => {
  const event = fake.event('charge.refunded', fake.refundPayment(invoiceId, amount));
  return (await deliver(app, fake, event)).json().outcome;
};

describe('a refund in the Stripe Dashboard', () => {
  it('in full ends the plan at Stripe and here, once, with the plan-ended mail', async () => {
    const { cookie, email, subscriptionId, invoiceId } = await bought('Monthly');
    const { event, outcome } = await refund(invoiceId);
    expect(outcome).toBe('applied');
    expect(fake.subscriptions.get(subscriptionId!)!.status).toBe('canceled');
    expect(await tierNow(cookie)).toBe('Guest');
    expect((await deliver(app, fake, event)).json().outcome).toBe('duplicate');

    // Stripe's own event of the deletion follows: nothing more is said.
    const sub = fake.subscriptions.get(subscriptionId!)!;
    await deliver(app, fake, fake.event('customer.subscription.deleted', sub));
    const mails = await mailsTo(database.db, email, 'plan-ended');
    expect(mails.map((m) => m.subject)).toEqual(['Your Monthly plan has ended']);
    expect(await tierNow(cookie)).toBe('Guest');
  });

  it('in part keeps the plan; the rest given back later ends it', async () => {
    const { cookie, subscriptionId, invoiceId } = await bought('Quarterly');
    expect((await refund(invoiceId, 1000)).outcome).toBe('ignored');
    expect(await tierNow(cookie)).toBe('Quarterly');
    expect(fake.subscriptions.get(subscriptionId!)!.status).toBe('active');

    const invoice = fake.billing.invoices.find((i) => i.id === invoiceId)!;
    expect((await refund(invoiceId, (invoice.amount_paid as number) - 1000)).outcome).toBe(
      'applied',
    );
    expect(await tierNow(cookie)).toBe('Guest');
  });

  it("of an earlier period's payment keeps the period paid for now", async () => {
    const { cookie, subscriptionId, invoiceId } = await bought('Monthly');
    fake.subscriptions.get(subscriptionId!)!.latest_invoice = 'in_next_period';
    expect((await refund(invoiceId)).outcome).toBe('ignored');
    expect(await tierNow(cookie)).toBe('Monthly');
    expect(fake.subscriptions.get(subscriptionId!)!.status).toBe('active');
  });

  it('of a pass ends the pass', async () => {
    const { cookie, email, subscriptionId, invoiceId } = await bought('OneTimeMonth');
    expect(subscriptionId).toBeNull();
    expect(await tierNow(cookie)).toBe('OneTimeMonth');
    expect((await refund(invoiceId)).outcome).toBe('applied');
    expect(await tierNow(cookie)).toBe('Guest');
    const [ended] = await mailsTo(database.db, email, 'plan-ended');
    expect(ended?.subject).toMatch(/has ended$/);
  });
});

describe('a payment refunded in the Stripe Dashboard without a credit note', () => {
  it('in full ends the plan at Stripe and here, with one plan-ended mail', async () => {
    const { cookie, email, subscriptionId, invoiceId } = await bought('Monthly');
    expect(await refundPayment(invoiceId)).toBe('applied');
    expect(fake.subscriptions.get(subscriptionId!)!.status).toBe('canceled');
    expect(await tierNow(cookie)).toBe('Guest');

    // A credit note that also refunds sends both events: the second changes nothing.
    expect((await refund(invoiceId)).outcome).toBe('ignored');
    const mails = await mailsTo(database.db, email, 'plan-ended');
    expect(mails.map((m) => m.subject)).toEqual(['Your Monthly plan has ended']);
  });

  it('in part keeps the plan; the rest given back later ends it', async () => {
    const { cookie, invoiceId } = await bought('Yearly');
    const statusNow = async () => {
      const [payment] = await billingHistory(app, cookie);
      return { status: payment.status, refundedCents: payment.refundedCents };
    };
    expect(await refundPayment(invoiceId, 500)).toBe('ignored');
    expect(await tierNow(cookie)).toBe('Yearly');
    // The billing history says what was given back, though no credit note was made.
    expect(await statusNow()).toEqual({ status: 'partially_refunded', refundedCents: 500 });

    expect(await refundPayment(invoiceId)).toBe('applied');
    expect(await tierNow(cookie)).toBe('Guest');
    const paid = fake.billing.invoices.find((i) => i.id === invoiceId)!.amount_paid;
    expect(await statusNow()).toEqual({ status: 'refunded', refundedCents: paid });
  });

  it("of an earlier period's payment keeps the period paid for now", async () => {
    const { cookie, subscriptionId, invoiceId } = await bought('Quarterly');
    fake.subscriptions.get(subscriptionId!)!.latest_invoice = 'in_next_period';
    expect(await refundPayment(invoiceId)).toBe('ignored');
    expect(await tierNow(cookie)).toBe('Quarterly');
  });

  it('of a pass ends the pass; a credit note after it changes nothing', async () => {
    const { cookie, email, invoiceId } = await bought('OneTimeQuarter');
    expect(await refundPayment(invoiceId)).toBe('applied');
    expect(await tierNow(cookie)).toBe('Guest');
    expect((await refund(invoiceId)).outcome).toBe('ignored');
    expect(await mailsTo(database.db, email, 'plan-ended')).toHaveLength(1);
    // Given back once, though both the payment and the credit note say so.
    const [payment] = await billingHistory(app, cookie);
    expect(payment.refundedCents).toBe(payment.amountCents);
  });
});
