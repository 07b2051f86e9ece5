// What the family reads when a session is moved or canceled: who did it (the acting account,
// who also wrote the message), whose session it is (a parent reads "Sam's"), with the greeting
// and sign-off of every other mail.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/index.ts';
import { jsonCall } from '../helpers/test-app.ts';
import { linkedFamily } from '../family/helpers.ts';
import { postForm } from '../payments/helpers.ts';
import { tutorTestApp } from '../tutor/tutor-helpers.ts';
import { freshSlot, mailsTo, setAvailability } from './slot-helpers.ts';

const { app, database, userWith } = await tutorTestApp();
const db = database.db;
await setAvailability(db);
const tina = await userWith('tutor', { firstname: 'Tina', lastname: 'Tutor' });
const maya = await userWith('tutor', { firstname: 'Maya', lastname: 'Okafor' });
const TIME = String.raw`\w+ \d+, \d{4} at \d+:\d{2} [AP]M C[SD]T`;

/** A parent books one session for their linked child and pays; the family and the session. */
async function bookedByParent() {
  const { student, parent } = await linkedFamily(app, database);
  const [child] = await db.select().from(users).where(eq(users.email, student.email));
  const res = await jsonCall(
    app,
    'POST',
    '/api/payments/scheduling',
    {
      fullName: 'Pat Lovelace',
      contactInfo: parent.email,
      sessionType: 'online',
      sessionCount: 1,
      slots: [freshSlot(8)],
      studentId: child!.id,
    },
    parent.cookie,
  );
  expect(res.statusCode, res.body).toBe(200);
  await postForm(app, `${new URL(res.json().data.sessionUrl).pathname}/pay`);
  const [booking] = (
    await jsonCall(app, 'GET', '/api/scheduling/my-bookings', undefined, parent.cookie)
  ).json().bookings;
  return { student, parent, booking, sessionId: booking.sessions[0].id as string };
}

const byTutor = (cookie: string, sessionId: string, action: string, body: object) =>
  jsonCall(app, 'POST', `/api/tutor/sessions/${sessionId}/${action}`, body, cookie);

describe('a session moved or canceled by the academy', () => {
  it('names who did it and wrote the note; the parent reads of the child’s session', async () => {
    const { student, parent, sessionId } = await bookedByParent();
    const moved = await byTutor(tina.cookie, sessionId, 'move', {
      start: freshSlot(9),
      message: 'Sorry, I have a clash.',
    });
    expect(moved.statusCode, moved.body).toBe(200);

    const [toParent] = await mailsTo(db, parent.email, 'booking-moved');
    expect(toParent!.subject).toMatch(/^Moved by the academy: Sam's tutor session TS-\w+$/);
    expect(toParent!.textBody).toMatch(
      new RegExp(
        String.raw`^Dear Pat Lovelace,\n\nTina Tutor moved Sam's tutor session with Dr\. Maya Okafor from ${TIME} to ${TIME}\.\n\nThe tutor will send you the link to join before the session\.\n\nTina Tutor wrote: Sorry, I have a clash\.\n\nSam's booking: http`,
      ),
    );
    expect(toParent!.textBody).toMatch(/quoting TS-\w+\.\n\nSummit Prep Academy\n$/);
    const [toStudent] = await mailsTo(db, student.email, 'booking-moved');
    expect(toStudent!.subject).toMatch(/^Moved by the academy: your tutor session TS-/);
    expect(toStudent!.textBody).toMatch(
      /^Dear Sam,\n\nTina Tutor moved your tutor session with Dr\. Maya Okafor from /,
    );
    expect(toStudent!.textBody).toContain('Your booking: http://localhost:3000/sessions');
    expect(toStudent!.textBody).toMatch(/\n\nSummit Prep Academy\n$/);

    const cancelled = await byTutor(maya.cookie, sessionId, 'cancel', { message: 'I am unwell.' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const [cancelToParent] = await mailsTo(db, parent.email, 'booking-cancelled');
    expect(cancelToParent!.subject).toMatch(/^Canceled by the academy: Sam's tutor session TS-/);
    // The booked tutor herself: the session is not said to be "with" her as well.
    expect(cancelToParent!.textBody).toMatch(
      new RegExp(
        String.raw`^Dear Pat Lovelace,\n\nWe are sorry: Maya Okafor had to cancel Sam's tutor session on ${TIME}\. \$60\.00 will be refunded to your original payment method\.\n\nMaya Okafor wrote: I am unwell\.\n\nTo book another time: http`,
      ),
    );
    const [cancelToStudent] = await mailsTo(db, student.email, 'booking-cancelled');
    expect(cancelToStudent!.textBody).toMatch(
      /^Dear Sam,\n\nWe are sorry: Maya Okafor had to cancel your tutor session on .+ \$60\.00 will be refunded to the card it was paid with\./,
    );
  });
});

describe('a session moved or canceled by the family', () => {
  it('greets each reader, and tells the parent of the child’s session', async () => {
    const { student, parent, booking, sessionId } = await bookedByParent();
    const path = `/api/scheduling/my-bookings/${booking.id}/sessions/${sessionId}`;
    const moved = await jsonCall(
      app,
      'POST',
      `${path}/reschedule`,
      { start: freshSlot(10) },
      parent.cookie,
    );
    expect(moved.statusCode, moved.body).toBe(200);
    const [toParent] = await mailsTo(db, parent.email, 'booking-moved');
    expect(toParent!.subject).toMatch(/^Moved: Sam's tutor session TS-\w+$/);
    expect(toParent!.textBody).toMatch(
      new RegExp(String.raw`^Dear Pat Lovelace,\n\nSam's tutor session of ${TIME} has moved to `),
    );
    expect(toParent!.textBody).toMatch(/\n\nSummit Prep Academy\n$/);
    const [toStudent] = await mailsTo(db, student.email, 'booking-moved');
    expect(toStudent!.subject).toMatch(/^Moved: your tutor session TS-/);
    expect(toStudent!.textBody).toMatch(/^Dear Sam,\n\nYour tutor session of .+ has moved to /);
    // Each reader who did not make the change is told who did; the one who did is not.
    expect(toStudent!.textBody).toMatch(/ has moved to [^\n]+\. Pat \w+ made this change\.\n/);
    expect(toParent!.textBody).not.toContain('made this change');
    const reminders = await mailsTo(db, parent.email, 'booking-reminder');
    expect(reminders.map((r) => r.subject)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Reminder: Sam's tutor session tomorrow, /)]),
    );
    expect(reminders[0]!.textBody).toMatch(/^Dear Pat Lovelace,\n\nSam's Summit Prep Academy /);
    expect(reminders[0]!.textBody).toMatch(/\n\nSummit Prep Academy\n$/);

    const cancelled = await jsonCall(app, 'POST', `${path}/cancel`, {}, student.cookie);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const [cancelToParent] = await mailsTo(db, parent.email, 'booking-cancelled');
    expect(cancelToParent!.subject).toMatch(/^Canceled: Sam's tutor session TS-/);
    expect(cancelToParent!.textBody).toMatch(/^Dear Pat Lovelace,\n\nSam's tutor session of /);
    const [cancelToStudent] = await mailsTo(db, student.email, 'booking-cancelled');
    expect(cancelToStudent!.textBody).toMatch(/^Dear Sam,\n\nYour tutor session of .+ is canceled/);
    expect(cancelToParent!.textBody).toMatch(/ Sam \w+ made this change\.\n/);
    expect(cancelToStudent!.textBody).not.toContain('made this change');
  });
});
