// The export's payments with Stripe (decision 052): every plan payment is one of Stripe's
// invoices, read from Stripe as the billing history reads them (renewals, failed renewals and
// changes with the purchase), so a parent who paid a child's plan finds each payment in their
// copy and the child finds who paid it. When Stripe cannot be asked, the checkouts our records
// hold stand in, and the export says what is missing.
import { planById } from '@academy/shared/plans';
import { describe, expect, it } from 'vitest';
import { paidOnStripe } from '../family/helpers.ts';
import { buildTestApp, jsonCall } from '../helpers/test-app.ts';
import { startFakeStripe, stripeEnv } from '../payments/fake-stripe.ts';
import { billingHistory } from '../payments/helpers.ts';
import { PROVIDER_UNREACHED } from '../../src/features/account/charges-export-repository.ts';

const fake = await startFakeStripe();
const { app, database } = await buildTestApp(stripeEnv(fake));

const paymentsOf = async (cookie: string) => {
  const res = await jsonCall(app, 'GET', '/api/account/export', undefined, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().payments;
};

describe('the payments in GET /api/account/export, with Stripe', () => {
  it("lists the child's plan the parent paid in the parent's copy, and its payer in the child's", async () => {
    const { parent, student, sessionId, verified } = await paidOnStripe(app, database, fake);
    expect(verified.statusCode).toBe(200);

    const line = {
      kind: 'plan',
      date: expect.any(String),
      description: expect.stringContaining('Monthly'),
      amountCents: planById('Monthly')!.priceCents,
      refundedCents: 0,
      currency: 'USD',
      status: 'paid',
    };
    const theirs = await paymentsOf(parent.cookie);
    expect(theirs.charges).toEqual([{ ...line, paidFor: 'Sam' }]);
    expect(theirs.paidByOthers).toEqual([]);

    const mine = await paymentsOf(student.cookie);
    expect(mine.charges).toEqual([]);
    expect(mine.paidByOthers).toEqual([{ ...line, paidBy: 'Pat' }]);
    const text = JSON.stringify(mine);
    for (const secret of [parent.email, parent.user._id, sessionId, 'cus_', 'sub_', 'in_']) {
      expect(text).not.toContain(secret);
    }
  });

  it("lists the plan's renewals, paid and failed, in both copies, and the checkouts while Stripe is down", async () => {
    const { parent, student, sessionId } = await paidOnStripe(app, database, fake);
    const subscriptionId = fake.sessions.get(sessionId)!.subscription as string;
    const customer = fake.subscriptions.get(subscriptionId)!.customer;
    const monthly = planById('Monthly')!.priceCents;
    fake.renewSubscription(subscriptionId);
    fake.billing.addInvoice(customer, {
      amount_due: monthly,
      amount_paid: monthly,
      billing_reason: 'subscription_cycle',
      subscription: subscriptionId,
      description: 'Renewal of Monthly',
    });
    fake.failRenewal(subscriptionId);

    // In any order: the fake's invoices are all dated this second.
    const statuses = (lines: { status: string; amountCents: number }[]) =>
      lines.map(({ status, amountCents }) => [status, amountCents]).sort();
    const threeLines = [
      ['failed', monthly],
      ['paid', monthly],
      ['paid', monthly],
    ];
    const theirs = await paymentsOf(parent.cookie);
    expect(statuses(theirs.charges)).toEqual(threeLines);
    expect(theirs.charges.map((c: { paidFor: string }) => c.paidFor)).toEqual([
      'Sam',
      'Sam',
      'Sam',
    ]);
    expect(theirs.incomplete).toBeUndefined();
    const mine = await paymentsOf(student.cookie);
    expect(statuses(mine.paidByOthers)).toEqual(threeLines);
    expect(mine.charges).toEqual([]);

    fake.setDown(true);
    try {
      const unreached = await paymentsOf(parent.cookie);
      expect(statuses(unreached.charges)).toEqual([['paid', monthly]]);
      expect(unreached.incomplete).toBe(PROVIDER_UNREACHED);
    } finally {
      fake.setDown(false);
    }
  });

  it("names the child whose pass the parent paid, in the parent's history and the child's copy", async () => {
    const { parent, student, verified } = await paidOnStripe(app, database, fake, 'OneTimeMonth');
    expect(verified.statusCode).toBe(200);

    expect(await billingHistory(app, parent.cookie)).toMatchObject([
      { kind: 'plan', paidFor: 'Sam' },
    ]);
    const price = planById('OneTimeMonth')!.priceCents;
    expect((await paymentsOf(parent.cookie)).charges).toMatchObject([
      { amountCents: price, paidFor: 'Sam' },
    ]);
    expect((await paymentsOf(student.cookie)).paidByOthers).toMatchObject([
      { amountCents: price, paidBy: 'Pat' },
    ]);
  });
});
