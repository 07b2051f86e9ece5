// The billing history lists every movement on the payer's card (decision 059): beside the plan
// payments, each tutor-session booking the account paid, a parent's for a child naming the
// child, and each canceled session's refund as a line of its own; the local test checkout here,
// Stripe in booking-payments-stripe.test.ts.
import type { BillingHistoryItem } from '@academy/shared/plan-changes';
import { planById } from '@academy/shared/plans';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessionRefunds } from '../../src/db/schema/index.ts';
import { buildTestApp, jsonCall, signUp } from '../helpers/test-app.ts';
import { signUpVerified } from '../helpers/verification.ts';
import { linkedFamily } from '../family/helpers.ts';
import { billingHistory, payLocally, postForm } from '../payments/helpers.ts';
import { cancelMine, myBookings } from './booking-payment-helpers.ts';
import { bookAndPay, bookSlots, freshSlot, setAvailability } from './slot-helpers.ts';

const { app, database } = await buildTestApp({ PUBLIC_FORM_RATE_LIMIT_MAX: '1000' });
await setAvailability(database.db);

const history = async (cookie: string) =>
  (await billingHistory(app, cookie)) as BillingHistoryItem[];

/** A parent books `slots` of one type for a linked child, and pays at the test checkout. */
async function payForChild(
  cookie: string,
  studentId: string,
  sessionType: 'online' | 'in-person',
  slots: string[],
) {
  const res = await jsonCall(
    app,
    'POST',
    '/api/payments/scheduling',
    { contactInfo: 'pat@example.com', sessionType, sessionCount: slots.length, slots, studentId },
    cookie,
  );
  expect(res.statusCode, res.body).toBe(200);
  await postForm(app, `${new URL(res.json().data.sessionUrl).pathname}/pay`);
}

describe('tutor sessions in the billing history (local test checkout)', () => {
  it('lists a booking with its reference and receipt, and a canceled session’s refund, beside a plan', async () => {
    const student = await signUpVerified(app, database);
    const [first, second] = [freshSlot(5), freshSlot(5)];
    const checkout = await bookAndPay(app, student.email, [first, second], student.cookie);
    const [booking] = await myBookings(app, student.cookie);
    expect((await cancelMine(app, student.cookie, booking!, 0)).statusCode).toBe(200);
    await payLocally(app, student.cookie, 'Monthly');

    const [plan, refund, paid, ...rest] = await history(student.cookie);
    expect(rest).toEqual([]);
    expect(plan).toMatchObject({ kind: 'plan', description: 'Monthly plan', paidFor: null });
    expect(plan!.amountCents).toBe(planById('Monthly')!.priceCents);
    expect(plan).not.toHaveProperty('bookingReference');
    const receiptUrl = `http://localhost:3000/scheduling/success?session_id=${checkout.split('/').pop()}&view=receipt`;
    expect(paid).toEqual({
      id: booking!.id,
      kind: 'booking',
      date: expect.any(String),
      description: '2 online tutor sessions',
      bookingReference: booking!.internalReference,
      amountCents: 12000,
      refundedCents: 6000,
      currency: 'USD',
      status: 'partially_refunded',
      receiptUrl,
      paidFor: null,
    });
    expect(refund).toEqual({
      id: expect.any(String),
      kind: 'refund',
      date: expect.any(String),
      description: 'Refund: canceled online tutor session',
      bookingReference: booking!.internalReference,
      amountCents: -6000,
      refundedCents: 0,
      currency: 'USD',
      status: 'refunded',
      receiptUrl,
      paidFor: null,
    });
    // Newest first: the plan bought last, the refund after the payment it gives back.
    expect(Date.parse(plan!.date)).toBeGreaterThanOrEqual(Date.parse(refund!.date));
    expect(Date.parse(refund!.date)).toBeGreaterThan(Date.parse(paid!.date));

    // The receipt is the booking's paid page, which says what was canceled and refunded since.
    const sessionId = new URL(receiptUrl).searchParams.get('session_id')!;
    const page = await jsonCall(
      app,
      'GET',
      `/api/payments/verify-scheduling-session?sessionId=${encodeURIComponent(sessionId)}`,
    );
    expect(page.json().data).toMatchObject({
      internalReference: booking!.internalReference,
      paid: true,
      paidAt: paid!.date,
      totalCents: 12000,
      cancelledCount: 1,
      refundCents: 6000,
      // The receipt numbers the sessions as booked: the first stays the first, canceled.
      sessionStarts: [second],
      cancelledStarts: [first],
    });
  });

  it("lists the parent's bookings for a child, naming the child, and none of them to the child", async () => {
    const { parent, student } = await linkedFamily(app, database);
    const childId = student.user._id as string;
    await payForChild(parent.cookie, childId, 'in-person', [freshSlot(6)]);
    await payForChild(parent.cookie, childId, 'online', [freshSlot(6), freshSlot(6)]);
    const bookings = await myBookings(app, parent.cookie);
    const inPerson = bookings.find((b) => b.sessionType === 'in-person');
    const online = bookings.find((b) => b.sessionType === 'online');
    await cancelMine(app, parent.cookie, inPerson!, 0);
    await cancelMine(app, parent.cookie, online!, 1);

    const lines = await history(parent.cookie);
    // $240 paid for two bookings, $180 back: every line of it on the parent's card, for Sam.
    expect(lines.map((l) => [l.kind, l.bookingReference, l.amountCents, l.status])).toEqual([
      ['refund', online!.internalReference, -6000, 'refunded'],
      ['refund', inPerson!.internalReference, -12000, 'refunded'],
      ['booking', online!.internalReference, 12000, 'partially_refunded'],
      ['booking', inPerson!.internalReference, 12000, 'refunded'],
    ]);
    expect(lines.map((l) => l.paidFor)).toEqual(['Sam', 'Sam', 'Sam', 'Sam']);
    expect(lines[3]!.description).toBe('1 in-person tutor session');
    expect(lines[1]!.description).toBe('Refund: canceled in-person tutor session');
    expect(await history(student.cookie)).toEqual([]);
  });

  it('leaves out a booking not paid, one paid by someone else, and says a refund on its way is pending', async () => {
    const student = await signUp(app);
    const unpaid = await bookSlots(app, student.email, [freshSlot(7)], student.cookie);
    expect(unpaid.statusCode).toBe(200);
    // Another account's booking, and a visitor's made with this student's address.
    const other = await signUp(app);
    await bookAndPay(app, student.email, [freshSlot(7)], other.cookie);
    await bookAndPay(app, student.email, [freshSlot(7)]);
    expect(await history(student.cookie)).toEqual([]);

    await bookAndPay(app, student.email, [freshSlot(7), freshSlot(7)], student.cookie);
    const [booking] = await myBookings(app, student.cookie);
    await cancelMine(app, student.cookie, booking!, 0);
    // As a refund the provider has not made yet stands (decision 044): owed, not yet back.
    const [owed] = await database.db
      .update(sessionRefunds)
      .set({ status: 'pending', refundedAt: null })
      .where(eq(sessionRefunds.bookingId, booking!.id))
      .returning();
    const [refund, paid] = await history(student.cookie);
    expect(refund).toMatchObject({
      kind: 'refund',
      status: 'refund_pending',
      amountCents: -6000,
      date: owed!.createdAt.toISOString(),
    });
    expect(paid).toMatchObject({ kind: 'booking', status: 'paid', refundedCents: 0 });
    await database.db
      .update(sessionRefunds)
      .set({ status: 'failed' })
      .where(eq(sessionRefunds.id, owed!.id));
    expect((await history(student.cookie))[0]).toMatchObject({ status: 'refund_failed' });
  });
});
