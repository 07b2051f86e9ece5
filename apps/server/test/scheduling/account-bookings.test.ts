// A signed-in account moves and cancels its own booked sessions in the app (my-bookings), as
// the mailed link's page does: the student's own bookings, and those of a child: booked for them
// by a parent, or by any means once the child has linked the parent.
import { slotMessages, type AccountBooking } from '@academy/shared/booking-slots';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookingSessions, users } from '../../src/db/schema/index.ts';
import { buildTestApp, jsonCall, signUp } from '../helpers/test-app.ts';
import { postForm } from '../payments/helpers.ts';
import { linkedFamily } from '../family/helpers.ts';
import { bookAndPay, freshSlot, mailsTo, manageToken, setAvailability } from './slot-helpers.ts';

const { app, database } = await buildTestApp({ PUBLIC_FORM_RATE_LIMIT_MAX: '1000' });
const db = database.db;
await setAvailability(db);
const HOUR_MS = 3_600_000;

const myBookings = async (cookie: string) => {
  const res = await jsonCall(app, 'GET', '/api/scheduling/my-bookings', undefined, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().bookings as AccountBooking[];
};
const change = (cookie: string, booking: string, session: string, start?: string) =>
  jsonCall(
    app,
    'POST',
    `/api/scheduling/my-bookings/${booking}/sessions/${session}/${start ? 'reschedule' : 'cancel'}`,
    start ? { start } : {},
    cookie,
  );
/** A parent books a session at `slot` for a linked child, and pays at the test checkout. */
async function payForChild(
  cookie: string,
  contactInfo: string,
  studentId: string,
  sessionType: 'online' | 'in-person',
  slot: string,
) {
  const res = await jsonCall(
    app,
    'POST',
    '/api/payments/scheduling',
    { contactInfo, sessionType, sessionCount: 1, slots: [slot], studentId },
    cookie,
  );
  expect(res.statusCode, res.body).toBe(200);
  await postForm(app, `${new URL(res.json().data.sessionUrl).pathname}/pay`);
}
const linkIn = (body: string) => body.match(/\/booking\/([A-Za-z0-9_-]{32})/)?.[1];

describe("the account's own bookings", () => {
  it('lists a booking made signed in, and moves a session with a new mailed link', async () => {
    const student = await signUp(app);
    const [first, second] = [freshSlot(5), freshSlot(5)];
    await bookAndPay(app, student.email, [first!, second!], student.cookie);
    const [booking] = await myBookings(student.cookie);
    expect(booking).toMatchObject({
      forStudent: null,
      sessionType: 'online',
      sessions: [
        { start: first, status: 'booked', changeable: true, refund: null },
        { start: second, status: 'booked', changeable: true, refund: null },
      ],
    });

    const target = freshSlot(6);
    const res = await change(student.cookie, booking!.id, booking!.sessions[0]!.id, target);
    expect(res.statusCode, res.body).toBe(200);
    // In time order: the moved session now comes second.
    expect(res.json()).toMatchObject({
      id: booking!.id,
      sessions: [{ start: second }, { start: target }],
    });
    // The home's next-session card follows.
    const mine = await jsonCall(app, 'GET', '/api/scheduling/mine', undefined, student.cookie);
    expect(mine.json().sessions.map((s: { startsAt: string }) => s.startsAt)).toEqual([
      second,
      target,
    ]);
    // The mail's link opens the booking, and so does the receipt's.
    const [moved] = await mailsTo(db, student.email, 'booking-moved');
    const movedLink = linkIn(moved!.textBody);
    const receiptLink = await manageToken(db, student.email);
    expect(movedLink).toBeDefined();
    expect(movedLink).not.toBe(receiptLink);
    for (const token of [movedLink, receiptLink]) {
      const page = await jsonCall(app, 'GET', `/api/scheduling/bookings/${token}`);
      expect(page.statusCode).toBe(200);
      expect(page.json().internalReference).toBe(booking!.internalReference);
    }
    // The moved session is reminded of at its new time (without a link: too late to use one).
    const reminders = await mailsTo(db, student.email, 'booking-reminder');
    const dayBefore = Date.parse(target) - 24 * 3_600_000;
    expect(reminders.filter((m) => m.nextAttemptAt.getTime() === dayBefore)).toHaveLength(1);
    expect(reminders.every((m) => linkIn(m.textBody) === undefined)).toBe(true);
  });

  it('cancels a session with its refund, and refuses one less than 24 hours away', async () => {
    const student = await signUp(app);
    const [slot, soon] = [freshSlot(7), freshSlot(7)];
    const checkout = await bookAndPay(app, student.email, [slot!, soon!], student.cookie);
    const [booking] = await myBookings(student.cookie);
    const [kept, late] = booking!.sessions;

    const cancelled = await change(student.cookie, booking!.id, kept!.id);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().sessions[0]).toMatchObject({
      status: 'cancelled',
      changeable: false,
      refund: { amountCents: 6000, status: 'refunded' },
    });
    // The success page, opened again, says so beside the two sessions paid for.
    const sessionId = checkout.split('/').pop()!;
    const verified = await jsonCall(
      app,
      'GET',
      `/api/payments/verify-scheduling-session?sessionId=${sessionId}`,
    );
    expect(verified.json().data).toMatchObject({
      sessionCount: 2,
      cancelledCount: 1,
      refundCents: 6000,
    });
    expect(verified.json().data.sessionStarts).toHaveLength(1);
    const [notice] = await mailsTo(db, student.email, 'booking-cancelled');
    expect(notice!.textBody).toContain('will be refunded');

    await db
      .update(bookingSessions)
      .set({ startsAt: new Date(Date.now() + 23 * HOUR_MS) })
      .where(eq(bookingSessions.id, late!.id));
    const refused = await change(student.cookie, booking!.id, late!.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(slotMessages.tooLate);
    // Cancelled twice: the session is no longer booked.
    const again = await change(student.cookie, booking!.id, kept!.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(slotMessages.notChangeable);
  });

  it("shows a parent's booking for a child to both, and to no one else", async () => {
    const { student, parent } = await linkedFamily(app, database);
    const [child] = await db.select().from(users).where(eq(users.email, student.email));
    const slot = freshSlot(8);
    await payForChild(parent.cookie, parent.email, child!.id, 'in-person', slot);

    const [forChild] = await myBookings(parent.cookie);
    // The parent paid: their card; the student's page says the card it was paid with.
    expect(forChild).toMatchObject({
      forStudent: 'Sam',
      sessionType: 'in-person',
      paidByOther: false,
    });
    const [own] = await myBookings(student.cookie);
    expect(own).toMatchObject({ id: forChild!.id, forStudent: null, paidByOther: true });
    const stranger = await signUp(app);
    expect(await myBookings(stranger.cookie)).toEqual([]);
    const foreign = await change(stranger.cookie, forChild!.id, forChild!.sessions[0]!.id);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(slotMessages.bookingNotFound);
    const malformed = await change(stranger.cookie, 'not-a-booking', 'not-a-session');
    expect(malformed.statusCode).toBe(404);

    // The parent moves it; the receipt went to the parent, so the new link does too.
    const moved = await change(
      parent.cookie,
      forChild!.id,
      forChild!.sessions[0]!.id,
      freshSlot(9),
    );
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().forStudent).toBe('Sam');
    expect(await mailsTo(db, parent.email, 'booking-moved')).toHaveLength(1);

    // Cancelled, /family says so beside the session paid for.
    const familyBooking = async () =>
      (await jsonCall(app, 'GET', '/api/family/children', undefined, parent.cookie)).json()[0]
        .bookings[0];
    expect(await familyBooking()).toMatchObject({ sessionCount: 1, cancelledCount: 0 });
    expect((await change(parent.cookie, forChild!.id, forChild!.sessions[0]!.id)).statusCode).toBe(
      200,
    );
    expect(await familyBooking()).toMatchObject({
      sessionCount: 1,
      cancelledCount: 1,
      refundCents: forChild!.unitPriceCents,
    });
  });

  it("lets the child's other linked parent, who did not pay, change the sessions while linked", async () => {
    const { student, parent } = await linkedFamily(app, database);
    const { parent: other } = await linkedFamily(app, database, student);
    const [child] = await db.select().from(users).where(eq(users.email, student.email));
    await payForChild(parent.cookie, parent.email, child!.id, 'online', freshSlot(11));
    // One the student booked and paid for themselves is the family's too.
    await bookAndPay(app, student.email, [freshSlot(12)], student.cookie);

    const shared = await myBookings(other.cookie);
    expect(shared).toHaveLength(2);
    expect(shared.every((b) => b.forStudent === 'Sam' && b.paidByOther)).toBe(true);
    const [paidByParent] = shared;
    const moved = await change(
      other.cookie,
      paidByParent!.id,
      paidByParent!.sessions[0]!.id,
      freshSlot(13),
    );
    expect(moved.statusCode, moved.body).toBe(200);
    // The booking's contact, the parent who paid, is told, with a new link.
    expect(await mailsTo(db, parent.email, 'booking-moved')).toHaveLength(1);
    // The parent who moved it has it in writing: their Sessions page, no invite or reminder
    // that a later change could leave behind.
    const [toMover] = await mailsTo(db, other.email, 'booking-moved');
    expect(toMover!.textBody).toMatch(/^Dear Pat,\n\nSam's tutor session of .+ has moved to /);
    expect(toMover!.textBody).toContain('http://localhost:3000/sessions');
    expect(toMover!.textBody).not.toMatch(/\/booking\//);
    expect(toMover!.attachments ?? []).toEqual([]);
    expect(await mailsTo(db, other.email, 'booking-reminder')).toEqual([]);
    // And cancels the one the student paid for: the student is told, and so are they.
    const paidByStudent = shared[1]!;
    const cancelled = await change(other.cookie, paidByStudent.id, paidByStudent.sessions[0]!.id);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await mailsTo(db, student.email, 'booking-cancelled')).toHaveLength(1);
    const [cancelNote] = await mailsTo(db, other.email, 'booking-cancelled');
    expect(cancelNote!.textBody).toContain('will be refunded to the card it was paid with.');

    // The student ends the other parent's access: the sessions go with it.
    const links = await jsonCall(
      app,
      'GET',
      '/api/profile/family-access',
      undefined,
      student.cookie,
    );
    const otherLink = (links.json() as { id: string; email: string }[]).find(
      (l) => l.email === other.email,
    );
    const revoked = await jsonCall(
      app,
      'DELETE',
      `/api/profile/family-access/${otherLink!.id}`,
      {},
      student.cookie,
    );
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(await myBookings(other.cookie)).toEqual([]);
    const refused = await change(other.cookie, paidByParent!.id, paidByParent!.sessions[0]!.id);
    expect(refused.statusCode).toBe(404);
    // The parent still linked keeps both.
    expect(await myBookings(parent.cookie)).toHaveLength(2);
  });

  it('tells the student a parent booked for: the sessions with invites, reminders, a move', async () => {
    const { student, parent } = await linkedFamily(app, database);
    const [child] = await db.select().from(users).where(eq(users.email, student.email));
    await payForChild(parent.cookie, parent.email, child!.id, 'online', freshSlot(14));

    const [booked] = await mailsTo(db, student.email, 'booking-for-you');
    expect(booked!.subject).toMatch(/^Tutor session booked for you: TS-/);
    expect(booked!.textBody).toContain('Its calendar invite is attached');
    expect(booked!.textBody).toContain('Dear Sam,');
    expect(booked!.textBody).toContain('A tutor session was booked for you with');
    expect(booked!.textBody).toMatch(/Session 1: \w+ \d+, \d{4} at \d+:\d{2} [AP]M C[SD]T/);
    // Their own Sessions page, not the parent's link, which changes the whole booking.
    expect(booked!.textBody).toContain('http://localhost:3000/sessions');
    expect(booked!.textBody).not.toMatch(/\/booking\//);
    expect(booked!.attachments).toHaveLength(1);
    expect(await mailsTo(db, student.email, 'booking-reminder')).toHaveLength(2);
    expect(await mailsTo(db, student.email, 'booking-receipt')).toEqual([]);

    // The parent moves it: both are told, and the student's reminders follow the new time.
    const [forChild] = await myBookings(parent.cookie);
    const moved = await change(
      parent.cookie,
      forChild!.id,
      forChild!.sessions[0]!.id,
      freshSlot(15),
    );
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await mailsTo(db, parent.email, 'booking-moved')).toHaveLength(1);
    const [movedMail] = await mailsTo(db, student.email, 'booking-moved');
    expect(movedMail!.textBody).toContain('http://localhost:3000/sessions');
    // The old time's were withdrawn, the new time's queued.
    expect(await mailsTo(db, student.email, 'booking-reminder')).toHaveLength(2);

    // A booking the student made themselves reaches them once, as the receipt.
    await bookAndPay(app, student.email, [freshSlot(16)], student.cookie);
    expect(await mailsTo(db, student.email, 'booking-for-you')).toHaveLength(1);
    expect(await mailsTo(db, student.email, 'booking-receipt')).toHaveLength(1);
  });

  it("does not list a visitor's booking, and asks a signed-out caller to sign in", async () => {
    const student = await signUp(app);
    // Booked signed out with the student's own address: the contact proves nothing.
    await bookAndPay(app, student.email, [freshSlot(10)]);
    expect(await myBookings(student.cookie)).toEqual([]);
    const res = await jsonCall(app, 'GET', '/api/scheduling/my-bookings');
    expect(res.statusCode).toBe(401);
  });
});
