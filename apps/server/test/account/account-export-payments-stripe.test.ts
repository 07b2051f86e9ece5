// The export's payments with Stripe (decision 052): our records hold each plan's paid checkout
// with its payer, so a parent who paid a child's plan finds that payment in their copy and the
// child finds who paid it. (Renewals and changes are Stripe's invoices, read by the billing
// history from Stripe, not from our records.)
import { planById } from '@academy/shared/plans';
import { describe, expect, it } from 'vitest';
import { paidOnStripe } from '../family/helpers.ts';
import { buildTestApp, jsonCall } from '../helpers/test-app.ts';
import { startFakeStripe, stripeEnv } from '../payments/fake-stripe.ts';

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
    for (const secret of [parent.email, parent.user._id, sessionId, 'cus_', 'sub_']) {
      expect(text).not.toContain(secret);
    }
  });
});
