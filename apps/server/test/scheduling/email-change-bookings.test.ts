// A student who changes their address keeps one reader of their bookings: the new address takes
// the old one's place as the contact of what they booked with it, and on the reminders not yet
// sent. Each mail went to both, the old address's saying the student's own move was made by
// "Sam Tester".
import type { AccountBooking } from '@academy/shared/booking-slots';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/index.ts';
import { buildTestApp, jsonCall, signUp } from '../helpers/test-app.ts';
import { moveToNewAddress } from '../auth/moved-address.ts';
import { linkedFamily } from '../family/helpers.ts';
import { postForm } from '../payments/helpers.ts';
import { bookAndPay, freshSlot, mailsTo, setAvailability } from './slot-helpers.ts';

const { app, database } = await buildTestApp({ PUBLIC_FORM_RATE_LIMIT_MAX: '1000' });
const db = database.db;
await setAvailability(db);

const unsent = async (to: string, kind: string) =>
  (await mailsTo(db, to, kind)).filter((mail) => !mail.sentAt);

describe('a booking after its student changes their address', () => {
  it('is mailed to the new address alone, the reminders not yet sent included', async () => {
    const student = await signUp(app, { firstname: 'Sam', lastname: 'Tester' });
    await bookAndPay(app, student.email, [freshSlot(5)!], student.cookie);
    expect(await unsent(student.email, 'booking-reminder')).toHaveLength(2);

    const moved = await moveToNewAddress(app, db, student.cookie);
    expect(await unsent(student.email, 'booking-reminder')).toEqual([]);
    expect(await unsent(moved, 'booking-reminder')).toHaveLength(2);

    const [booking] = (
      await jsonCall(app, 'GET', '/api/scheduling/my-bookings', undefined, student.cookie)
    ).json().bookings as AccountBooking[];
    const res = await jsonCall(
      app,
      'POST',
      `/api/scheduling/my-bookings/${booking!.id}/sessions/${booking!.sessions[0]!.id}/reschedule`,
      { start: freshSlot(6) },
      student.cookie,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(await mailsTo(db, student.email, 'booking-moved')).toEqual([]);
    const [toStudent, ...more] = await mailsTo(db, moved, 'booking-moved');
    expect(more).toEqual([]);
    expect(toStudent!.textBody).not.toContain('made this change');
    // The moved session's reminders, and none left at the old address.
    expect(await unsent(moved, 'booking-reminder')).toHaveLength(2);
    expect(await unsent(student.email, 'booking-reminder')).toEqual([]);
  });

  it("keeps a parent's address as the contact of a session booked for their child", async () => {
    const { student, parent } = await linkedFamily(app, database);
    const [child] = await db.select().from(users).where(eq(users.email, student.email));
    const res = await jsonCall(
      app,
      'POST',
      '/api/payments/scheduling',
      {
        contactInfo: parent.email,
        sessionType: 'online',
        sessionCount: 1,
        slots: [freshSlot(7)],
        studentId: child!.id,
      },
      parent.cookie,
    );
    expect(res.statusCode, res.body).toBe(200);
    await postForm(app, `${new URL(res.json().data.sessionUrl).pathname}/pay`);
    expect(await unsent(parent.email, 'booking-reminder')).toHaveLength(2);

    const moved = await moveToNewAddress(app, db, student.cookie);
    expect(await unsent(parent.email, 'booking-reminder')).toHaveLength(2);
    expect(await unsent(student.email, 'booking-reminder')).toEqual([]);
    expect(await unsent(moved, 'booking-reminder')).toHaveLength(2);
  });
});
