// A parent who gave the child's address as the booking's contact, then the child stopped sharing
// (decision 067): the booking's mails reach the child, who is not mailed the parent's receipt
// or refund notice as if they had paid.
import { describe, expect, it } from 'vitest';
import { jsonCall } from '../helpers/test-app.ts';
import { mailsTo, setAvailability } from '../scheduling/slot-helpers.ts';
import { tutorTestApp } from '../tutor/tutor-helpers.ts';
import { childCheckoutOpened, stopSharing } from './child-booking.ts';

const { app, database } = await tutorTestApp();
await setAvailability(database.db);

describe("a parent's booking with the child's address as its contact, after sharing ended", () => {
  it('mails the child as the student, never as the payer', async () => {
    const { student, pay } = await childCheckoutOpened(app, database, 'child');
    await stopSharing(app, student);
    await pay();
    const receipts = await mailsTo(database.db, student.email, 'booking-receipt');
    expect(receipts.filter((m) => /stopped sharing/.test(m.textBody))).toEqual([]);
    expect(
      (await mailsTo(database.db, student.email, 'booking-for-you')).length + receipts.length,
    ).toBe(1);

    const [booking] = (
      await jsonCall(app, 'GET', '/api/scheduling/my-bookings', undefined, student.cookie)
    ).json().bookings as { id: string; sessions: { id: string }[] }[];
    const path = `/api/scheduling/my-bookings/${booking!.id}/sessions/${booking!.sessions[0]!.id}`;
    expect((await jsonCall(app, 'POST', `${path}/cancel`, {}, student.cookie)).statusCode).toBe(
      200,
    );
    expect(await mailsTo(database.db, student.email, 'booking-cancelled')).toHaveLength(1);
    expect(await mailsTo(database.db, student.email, 'booking-payer-refund')).toEqual([]);
  });
});
