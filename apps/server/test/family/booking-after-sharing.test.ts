// Sessions a parent paid for a child, once the child stops sharing with them (decision 067):
// they stay booked for the child, who moves or cancels them (refunded to the parent's card);
// the former parent no longer sees, changes or is mailed their times.
import { slotMessages } from '@academy/shared/booking-slots';
import type { TutorSessionsPage } from '@academy/shared/tutor-sessions';
import { describe, expect, it } from 'vitest';
import { jsonCall } from '../helpers/test-app.ts';
import { billingHistory } from '../payments/helpers.ts';
import { myBookings } from '../scheduling/booking-payment-helpers.ts';
import { freshSlot, mailsTo, setAvailability } from '../scheduling/slot-helpers.ts';
import { tutorTestApp } from '../tutor/tutor-helpers.ts';
import { paidThenUnshared } from './child-booking.ts';

const { app, database, userWith } = await tutorTestApp();
await setAvailability(database.db);
const tutor = await userWith('tutor');

const bookedThenUnshared = () => paidThenUnshared(app, database);

describe('sessions a parent paid for, after the child stops sharing with them', () => {
  it('stay booked for the child: the tutor still sees who comes, the child may change them', async () => {
    const { student, slot } = await bookedThenUnshared();
    const upcoming = (
      await jsonCall(app, 'GET', '/api/tutor/sessions', undefined, tutor.cookie)
    ).json() as TutorSessionsPage;
    expect(upcoming.sessions.find((s) => s.startsAt === slot)).toMatchObject({
      student: { firstname: 'Sam' },
    });
    const [booking] = await myBookings(app, student.cookie);
    expect(booking).toMatchObject({ paidByOther: true });
    const path = `/api/scheduling/my-bookings/${booking!.id}/sessions/${booking!.sessions[0]!.id}`;
    const moved = await jsonCall(
      app,
      'POST',
      `${path}/reschedule`,
      { start: freshSlot() },
      student.cookie,
    );
    expect(moved.statusCode, moved.body).toBe(200);
    const canceled = await jsonCall(app, 'POST', `${path}/cancel`, {}, student.cookie);
    expect(canceled.statusCode, canceled.body).toBe(200);
  });

  it('the former parent no longer sees or changes them, in the app or through the mailed link', async () => {
    const { parent, token } = await bookedThenUnshared();
    expect(await myBookings(app, parent.cookie)).toEqual([]);
    const page = await jsonCall(app, 'GET', `/api/scheduling/bookings/${token}`);
    expect(page.statusCode).toBe(404);
    expect(page.json()).toEqual({ message: slotMessages.linkInvalid });
  });

  it("the former parent is not mailed the sessions' times any more: reminders, moves, cancels", async () => {
    const { student, parent } = await bookedThenUnshared();
    // The reminders not yet sent to the parent are withdrawn; the child's stay.
    expect(await mailsTo(database.db, parent.email, 'booking-reminder')).toEqual([]);
    expect(await mailsTo(database.db, student.email, 'booking-reminder')).toHaveLength(2);
    const [booking] = await myBookings(app, student.cookie);
    const path = `/api/scheduling/my-bookings/${booking!.id}/sessions/${booking!.sessions[0]!.id}`;
    await jsonCall(app, 'POST', `${path}/reschedule`, { start: freshSlot() }, student.cookie);
    await jsonCall(app, 'POST', `${path}/cancel`, {}, student.cookie);
    // What the parent paid, and got back, stays in their billing history (decision 059).
    const lines = (await billingHistory(app, parent.cookie)) as { kind: string }[];
    expect(lines.map((line) => line.kind).sort()).toEqual(['booking', 'refund']);
    // The move's new reminders too are the child's alone.
    expect(await mailsTo(database.db, parent.email, 'booking-reminder')).toEqual([]);
    for (const kind of ['booking-moved', 'booking-cancelled']) {
      expect(await mailsTo(database.db, parent.email, kind), kind).toEqual([]);
      expect(await mailsTo(database.db, student.email, kind), kind).toHaveLength(1);
    }
  });
});
