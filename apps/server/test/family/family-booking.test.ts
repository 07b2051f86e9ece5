// A parent books a tutor session for a linked child (issue 38): the booking is the child's, so
// the sessions show on the child's page, the family page and the tutor's upcoming list, while
// the parent pays and gets the receipt.
import { familyMessages } from '@academy/shared/family';
import { schedulingMessages } from '@academy/shared/scheduling-prices';
import type { TutorSessionsPage } from '@academy/shared/tutor-sessions';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/index.ts';
import { TEST_ORIGIN, VALID_PASSWORD, jsonCall, signUp } from '../helpers/test-app.ts';
import { postForm } from '../payments/helpers.ts';
import { freshSlot, mailsTo, setAvailability } from '../scheduling/slot-helpers.ts';
import { tutorTestApp } from '../tutor/tutor-helpers.ts';
import { linkedFamily } from './helpers.ts';

const { app, database, config, userWith } = await tutorTestApp();
await setAvailability(database.db);
const tutor = await userWith('tutor');
const { student, parent } = await linkedFamily(app, database);
const idOf = async (email: string) =>
  (await database.db.select().from(users).where(eq(users.email, email)))[0]!.id;
const childId = await idOf(student.email);

const bookFor = (
  studentId: unknown,
  cookie: string | undefined,
  slot = freshSlot(),
  contactInfo = parent.email,
) =>
  jsonCall(
    app,
    'POST',
    '/api/payments/scheduling',
    {
      fullName: 'Pat Lovelace',
      contactInfo,
      sessionType: 'online',
      sessionCount: 1,
      slots: [slot],
      studentId,
    },
    cookie,
  );

describe('a parent books for a child', () => {
  it("books the child's session, paid by the parent, shown to the family and the tutor", async () => {
    const slot = freshSlot();
    const res = await bookFor(childId, parent.cookie, slot);
    expect(res.statusCode, res.body).toBe(200);
    const paid = await postForm(app, `${new URL(res.json().data.sessionUrl).pathname}/pay`);
    expect(paid.statusCode).toBe(303);

    const upcoming = (
      await jsonCall(app, 'GET', '/api/tutor/sessions', undefined, tutor.cookie)
    ).json() as TutorSessionsPage;
    expect(upcoming.sessions.find((s) => s.startsAt === slot)).toMatchObject({
      student: { id: childId, firstname: 'Sam' },
      contact: parent.email,
    });
    const page = await jsonCall(
      app,
      'GET',
      `/api/tutor/students/${childId}`,
      undefined,
      tutor.cookie,
    );
    expect(page.json().bookings).toEqual([expect.objectContaining({ status: 'paid' })]);
    const family = await jsonCall(app, 'GET', '/api/family/children', undefined, parent.cookie);
    expect(family.json()[0].bookings).toHaveLength(1);
    // The session itself, with its time, as the family page lists it.
    expect(family.json()[0].sessions).toEqual([
      {
        startsAt: slot,
        endsAt: new Date(Date.parse(slot) + 3_600_000).toISOString(),
        sessionType: 'online',
        joinUrl: null,
      },
    ]);
    expect(await mailsTo(database.db, parent.email, 'booking-receipt')).toHaveLength(1);
  });

  it('refuses a child not linked to the caller with 404, and a signed-out booker with 401', async () => {
    const stranger = await signUp(app);
    const other = await signUp(app);
    for (const cookie of [stranger.cookie, other.cookie]) {
      const res = await bookFor(childId, cookie);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: familyMessages.childNotLinked });
    }
    // The student cannot book "for" their parent either.
    const reverse = await bookFor(await idOf(parent.email), student.cookie);
    expect(reverse.statusCode).toBe(404);
    expect((await bookFor(childId, undefined)).statusCode).toBe(401);
  });

  it("with a phone number as contact, the receipt goes to the parent's account, not the child's", async () => {
    const res = await bookFor(childId, parent.cookie, freshSlot(), '214-555-0134');
    await postForm(app, `${new URL(res.json().data.sessionUrl).pathname}/pay`);
    // The parent's second receipt (the first test's was the first).
    expect(await mailsTo(database.db, parent.email, 'booking-receipt')).toHaveLength(2);
    expect(await mailsTo(database.db, student.email, 'booking-receipt')).toEqual([]);
  });

  it('a checkout left without paying goes back to /family, to book for the same child', async () => {
    const res = await bookFor(childId, parent.cookie);
    const checkout = new URL(res.json().data.sessionUrl).pathname;
    const left = await postForm(app, `${checkout}/cancel`);
    const back = await app.inject({ method: 'GET', url: new URL(left.headers.location!).pathname });
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`${TEST_ORIGIN}/family?booking=cancelled&child=${childId}`);
  });

  it('refuses a malformed child id with 400 in the error shape', async () => {
    for (const bad of ['nope', 42, '']) {
      const res = await bookFor(bad, parent.cookie);
      expect(res.statusCode, String(bad)).toBe(400);
      expect(res.json().errors).toEqual([
        { param: 'studentId', msg: schedulingMessages.studentInvalid },
      ]);
    }
  });

  it('names the student beside the parent: checkout, receipt, success page and the tutor notices', async () => {
    const res = await bookFor(childId, parent.cookie, freshSlot());
    const checkout = new URL(res.json().data.sessionUrl).pathname;
    const page = await app.inject({ method: 'GET', url: checkout });
    expect(page.body).toContain('For Sam Lovelace, with Dr. Maya Okafor, booking TS-');
    const paid = await postForm(app, `${checkout}/pay`);
    const sessionId = new URL(paid.headers.location!).searchParams.get('session_id');
    const verified = await jsonCall(
      app,
      'GET',
      `/api/payments/verify-scheduling-session?sessionId=${sessionId}`,
    );
    expect(verified.json().data).toMatchObject({
      fullName: 'Pat Lovelace',
      forStudent: 'Sam Lovelace',
    });
    const reference = verified.json().data.internalReference as string;
    const tutorMail = async (subject: string) =>
      (await mailsTo(database.db, config.mail.academyEmail, 'booking-tutor')).find(
        (m) => m.subject === subject,
      );

    const notice = await tutorMail(`New paid tutor session booking ${reference}`);
    expect(notice!.textBody).toContain('Name: Pat Lovelace\nFor: Sam Lovelace\nContact: ');
    const [receipt] = (await mailsTo(database.db, parent.email, 'booking-receipt')).filter((m) =>
      m.subject.endsWith(reference),
    );
    expect(receipt!.textBody).toContain('Name: Pat Lovelace\nFor: Sam Lovelace\n');
    expect(receipt!.textBody).toContain(
      "Sam's session is booked at the time above; its calendar invite",
    );

    // The parent moves the session, then the student cancels it: the tutor reads whose it is.
    const { bookings } = (
      await jsonCall(app, 'GET', '/api/scheduling/my-bookings', undefined, parent.cookie)
    ).json();
    const booking = bookings.find(
      (b: { internalReference: string }) => b.internalReference === reference,
    );
    const path = `/api/scheduling/my-bookings/${booking.id}/sessions/${booking.sessions[0].id}`;
    const moved = await jsonCall(
      app,
      'POST',
      `${path}/reschedule`,
      { start: freshSlot() },
      parent.cookie,
    );
    expect(moved.statusCode, moved.body).toBe(200);
    const movedNotice = await tutorMail(`Booking ${reference}: session moved`);
    expect(movedNotice!.textBody).toMatch(
      /^The customer moved Sam Lovelace's session of .+ to .+\.\n\nFor: Sam Lovelace\nName: Pat Lovelace\nContact: /,
    );
    const cancelled = await jsonCall(app, 'POST', `${path}/cancel`, {}, student.cookie);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const cancelNotice = await tutorMail(`Booking ${reference}: session canceled`);
    expect(cancelNotice!.textBody).toMatch(/^Sam Lovelace canceled their session of /);
    expect(cancelNotice!.textBody).toContain('For: Sam Lovelace\n');
  });

  it("a child's session stays paid by the parent after the parent deleted their account", async () => {
    const family = await linkedFamily(app, database);
    const kid = await idOf(family.student.email);
    const res = await bookFor(kid, family.parent.cookie, freshSlot(), family.parent.email);
    expect(res.statusCode, res.body).toBe(200);
    await postForm(app, `${new URL(res.json().data.sessionUrl).pathname}/pay`);
    const mine = async (cookie: string) =>
      (await jsonCall(app, 'GET', '/api/scheduling/my-bookings', undefined, cookie)).json()
        .bookings as { paidByOther: boolean }[];
    expect((await mine(family.parent.cookie))[0]!.paidByOther).toBe(false);
    expect((await mine(family.student.cookie))[0]!.paidByOther).toBe(true);

    const deleted = await jsonCall(
      app,
      'DELETE',
      '/api/account',
      { password: VALID_PASSWORD },
      family.parent.cookie,
    );
    expect(deleted.statusCode, deleted.body).toBe(200);
    // The refund of a session canceled now goes to the parent's card, not the child's.
    expect((await mine(family.student.cookie))[0]!.paidByOther).toBe(true);
  });
});
