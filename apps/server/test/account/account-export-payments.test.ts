// The export's payments (decision 052) hold what the billing history shows (decisions 057,
// 059): every payment the account made, a child's plan, a plan change and tutor sessions
// included, and those another account made for it, naming that account by first name only.
import type { BillingHistoryItem } from '@academy/shared/plan-changes';
import { planById } from '@academy/shared/plans';
import { describe, expect, it } from 'vitest';
import { childPlanCall, linkedFamily, paidByParent } from '../family/helpers.ts';
import { buildTestApp, jsonCall, VALID_PASSWORD } from '../helpers/test-app.ts';
import { signUpVerified } from '../helpers/verification.ts';
import { billingHistory, changePlan, payLocally, postForm } from '../payments/helpers.ts';
import { cancelMine, myBookings } from '../scheduling/booking-payment-helpers.ts';
import { freshSlot, setAvailability } from '../scheduling/slot-helpers.ts';

const { app, database } = await buildTestApp({ PUBLIC_FORM_RATE_LIMIT_MAX: '1000' });
await setAvailability(database.db);

type Line = Omit<BillingHistoryItem, 'id' | 'receiptUrl' | 'paidFor'> & {
  paidFor?: string | null;
  paidBy?: string;
};

const paymentsOf = async (cookie: string) => {
  const res = await jsonCall(app, 'GET', '/api/account/export', undefined, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().payments as {
    plans: unknown[];
    checkouts: unknown[];
    charges: Line[];
    paidByOthers: Line[];
  };
};

/** The billing history's lines as the export writes them: oldest first, no id or receipt link. */
const historyAsExported = async (cookie: string) =>
  ((await billingHistory(app, cookie)) as BillingHistoryItem[])
    .map(({ id: _, receiptUrl: __, ...line }) => line)
    .reverse();

const changeToYearly = (parent: Awaited<ReturnType<typeof paidByParent>>) =>
  childPlanCall(app, parent.parent, parent.childId, 'change', {
    subscriptionTier: 'Yearly',
    confirm: true,
  });

describe('the payments in GET /api/account/export', () => {
  it("a parent's holds the child's plan and its change they paid, as their billing history", async () => {
    const family = await paidByParent(app, database);
    expect((await changeToYearly(family)).statusCode).toBe(200);

    const payments = await paymentsOf(family.parent.cookie);
    expect(payments.charges).toEqual([
      expect.objectContaining({
        kind: 'plan',
        description: 'Monthly plan',
        amountCents: planById('Monthly')!.priceCents,
        status: 'paid',
        paidFor: 'Sam',
      }),
      expect.objectContaining({
        kind: 'plan',
        description: 'Yearly plan (changed from Monthly)',
        status: 'paid',
        paidFor: 'Sam',
      }),
    ]);
    expect(payments.charges).toEqual(await historyAsExported(family.parent.cookie));
    // The plan and its checkout stay the child's rows; none paid for the parent.
    expect(payments).toMatchObject({ plans: [], checkouts: [], paidByOthers: [] });
  });

  it("a child's says who paid their plan, by first name, and nothing else of the payer's", async () => {
    const family = await paidByParent(app, database);
    expect((await changeToYearly(family)).statusCode).toBe(200);
    const paidFor = (await paymentsOf(family.parent.cookie)).charges;

    const payments = await paymentsOf(family.student.cookie);
    expect(payments.charges).toEqual([]);
    expect(payments.paidByOthers).toEqual(
      paidFor.map(({ paidFor: _, ...line }) => ({ ...line, paidBy: 'Pat' })),
    );
    expect(payments.plans).toEqual([expect.objectContaining({ tier: 'Yearly' })]);
    const text = JSON.stringify(payments);
    for (const secret of [
      family.parent.email,
      family.parent.user._id,
      'receipt',
      'sub_local',
      'cs_',
      'cus_',
    ]) {
      expect(text).not.toContain(secret);
    }
  });

  it("a student's own plan change is there, its charge as the billing history's", async () => {
    const student = await signUpVerified(app, database);
    await payLocally(app, student.cookie, 'Monthly');
    expect((await changePlan(app, student.cookie, 'Yearly', true)).statusCode).toBe(200);

    const payments = await paymentsOf(student.cookie);
    const [bought, changed, ...rest] = payments.charges;
    expect(rest).toEqual([]);
    expect(bought).toMatchObject({ description: 'Monthly plan', paidFor: null });
    expect(changed).toMatchObject({
      kind: 'plan',
      description: 'Yearly plan (changed from Monthly)',
      status: 'paid',
      currency: 'USD',
      paidFor: null,
    });
    // The unused month is credited: about the difference of the two prices.
    const difference = planById('Yearly')!.priceCents - planById('Monthly')!.priceCents;
    expect(Math.abs(changed!.amountCents - difference)).toBeLessThanOrEqual(2);
    expect(payments.charges).toEqual(await historyAsExported(student.cookie));
    expect(payments.checkouts).toHaveLength(1);
  });

  it('a shorter plan chosen to follow the current one is in the plan', async () => {
    const student = await signUpVerified(app, database);
    await payLocally(app, student.cookie, 'Yearly');
    expect((await changePlan(app, student.cookie, 'Monthly', true)).statusCode).toBe(200);

    const [plan] = (await paymentsOf(student.cookie)).plans;
    expect(plan).toMatchObject({ tier: 'Yearly', scheduledTier: 'Monthly' });
  });

  it("tutor sessions a parent paid for a child, with a refund, on both sides' copies", async () => {
    const { parent, student } = await linkedFamily(app, database);
    const booked = await jsonCall(
      app,
      'POST',
      '/api/payments/scheduling',
      {
        contactInfo: parent.email,
        sessionType: 'online',
        sessionCount: 2,
        slots: [freshSlot(7), freshSlot(7)],
        studentId: student.user._id,
      },
      parent.cookie,
    );
    expect(booked.statusCode, booked.body).toBe(200);
    await postForm(app, `${new URL(booked.json().data.sessionUrl).pathname}/pay`);
    const [booking] = await myBookings(app, parent.cookie);
    expect((await cancelMine(app, parent.cookie, booking!, 0)).statusCode).toBe(200);

    const theirs = await paymentsOf(parent.cookie);
    expect(theirs.charges.map((l) => [l.kind, l.amountCents, l.status, l.paidFor])).toEqual([
      ['booking', 12000, 'partially_refunded', 'Sam'],
      ['refund', -6000, 'refunded', 'Sam'],
    ]);
    expect(theirs.charges[0]).toMatchObject({
      description: '2 online tutor sessions',
      bookingReference: booking!.internalReference,
    });
    expect(theirs.charges).toEqual(await historyAsExported(parent.cookie));

    const mine = await paymentsOf(student.cookie);
    expect(mine.charges).toEqual([]);
    expect(mine.paidByOthers).toEqual(
      theirs.charges.map(({ paidFor: _, ...line }) => ({ ...line, paidBy: 'Pat' })),
    );
  });

  it("a payment for a child whose account was deleted stays in the parent's, for a deleted account", async () => {
    const family = await paidByParent(app, database);
    const deleted = await jsonCall(
      app,
      'DELETE',
      '/api/account',
      { password: VALID_PASSWORD },
      family.student.cookie,
    );
    expect(deleted.statusCode, deleted.body).toBe(200);
    const { charges } = await paymentsOf(family.parent.cookie);
    expect(charges).toEqual([
      expect.objectContaining({ description: 'Monthly plan', paidFor: 'a deleted account' }),
    ]);
    expect(charges).toEqual(await historyAsExported(family.parent.cookie));
  });
});
