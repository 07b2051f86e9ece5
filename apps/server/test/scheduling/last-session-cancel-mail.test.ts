// The mail of a canceled session points to the booking's other sessions only while it has some:
// the last booked one canceled, by the family or the academy, read "Your other sessions: …"
// although none was left.
import { describe, expect, it } from 'vitest';
import { jsonCall } from '../helpers/test-app.ts';
import { tutorTestApp } from '../tutor/tutor-helpers.ts';
import { bookAndPay, freshSlot, mailsTo, setAvailability } from './slot-helpers.ts';

const { app, database, userWith } = await tutorTestApp();
const db = database.db;
await setAvailability(db);
const tutor = await userWith('tutor', { firstname: 'Tina', lastname: 'Tutor' });

const cancelMails = async (to: string) =>
  (await mailsTo(db, to, 'booking-cancelled')).sort(
    (a, b) => a.createdAt.getTime() - b.createdAt.getTime(),
  );

describe('the cancel mail of a booking of several sessions', () => {
  it('points to the other sessions, then, the last one canceled, to booking again', async () => {
    const student = await userWith('student', { firstname: 'Sam' });
    await bookAndPay(app, student.email, [freshSlot(5), freshSlot(5)], student.cookie);
    const [booking] = (
      await jsonCall(app, 'GET', '/api/scheduling/my-bookings', undefined, student.cookie)
    ).json().bookings;
    const [first, second] = booking.sessions as { id: string }[];

    const own = await jsonCall(
      app,
      'POST',
      `/api/scheduling/my-bookings/${booking.id}/sessions/${first!.id}/cancel`,
      {},
      student.cookie,
    );
    expect(own.statusCode, own.body).toBe(200);
    const academy = await jsonCall(
      app,
      'POST',
      `/api/tutor/sessions/${second!.id}/cancel`,
      { message: 'I am unwell.' },
      tutor.cookie,
    );
    expect(academy.statusCode, academy.body).toBe(200);

    const [one, last] = await cancelMails(student.email);
    expect(one!.textBody).toContain('\n\nYour other sessions: http');
    expect(last!.textBody).not.toContain('other sessions');
    expect(last!.textBody).toContain('\n\nTo book another time: http');
  });

  it('a family that cancels its last session is sent to its booking', async () => {
    const student = await userWith('student', { firstname: 'Ada' });
    await bookAndPay(app, student.email, [freshSlot(6), freshSlot(6)], student.cookie);
    const [booking] = (
      await jsonCall(app, 'GET', '/api/scheduling/my-bookings', undefined, student.cookie)
    ).json().bookings;
    for (const session of booking.sessions as { id: string }[]) {
      const res = await jsonCall(
        app,
        'POST',
        `/api/scheduling/my-bookings/${booking.id}/sessions/${session.id}/cancel`,
        {},
        student.cookie,
      );
      expect(res.statusCode, res.body).toBe(200);
    }
    const [, last] = await cancelMails(student.email);
    expect(last!.textBody).not.toContain('other sessions');
    expect(last!.textBody).toContain('\n\nYour booking: http');
  });
});
