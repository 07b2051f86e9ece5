// A session the former parent paid for is canceled after the child stopped sharing (decision
// 067): the refund goes to the parent's card, and the parent is told of the money alone.
import type { AccountBooking } from '@academy/shared/booking-slots';
import { describe, expect, it } from 'vitest';
import { jsonCall } from '../helpers/test-app.ts';
import { cancelMine, myBookings } from '../scheduling/booking-payment-helpers.ts';
import { mailsTo, setAvailability } from '../scheduling/slot-helpers.ts';
import { tutorTestApp } from '../tutor/tutor-helpers.ts';
import { paidThenUnshared } from './child-booking.ts';

const { app, database, userWith } = await tutorTestApp();
await setAvailability(database.db);
const tutor = await userWith('tutor');

const childBooking = async (cookie: string) => (await myBookings(app, cookie))[0]!;

/** The one money notice mailed to the parent: the refund and the reference, not the session. */
async function expectRefundNotice(to: string, booking: AccountBooking) {
  expect(await mailsTo(database.db, to, 'booking-cancelled')).toEqual([]);
  const [notice, ...more] = await mailsTo(database.db, to, 'booking-payer-refund');
  expect(more).toEqual([]);
  expect(notice!.subject).toContain(booking.internalReference);
  expect(notice!.textBody).toContain(
    'A tutor session you paid for was canceled. $60.00 will be refunded to your card; it can ' +
      'take 5 to 10 days to appear.',
  );
  expect(notice!.textBody).toContain('/family#billing');
  expect(notice!.textBody).not.toMatch(/\b(AM|PM)\b|online|in person|\/booking\/|\/sessions/i);
  expect(notice!.attachments ?? []).toEqual([]);
}

describe("the former parent is told of a refund to their card, not of the child's session", () => {
  it('when the child cancels', async () => {
    const { student, parent } = await paidThenUnshared(app, database);
    const booking = await childBooking(student.cookie);
    const canceled = await cancelMine(app, student.cookie, booking, 0);
    expect(canceled.statusCode, canceled.body).toBe(200);
    await expectRefundNotice(parent.email, booking);
  });

  it('when the academy cancels', async () => {
    const { student, parent } = await paidThenUnshared(app, database);
    const booking = await childBooking(student.cookie);
    const canceled = await jsonCall(
      app,
      'POST',
      `/api/tutor/sessions/${booking.sessions[0]!.id}/cancel`,
      { message: 'I am unwell.' },
      tutor.cookie,
    );
    expect(canceled.statusCode, canceled.body).toBe(200);
    await expectRefundNotice(parent.email, booking);
  });
});
