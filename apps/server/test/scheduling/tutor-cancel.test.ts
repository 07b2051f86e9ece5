// The tutor cancels a booked session (taken ill, say) from the workspace: the family is
// refunded in full and mailed, with the tutor's message and a link to the booking, until the
// session starts; the 24-hour rule is the customer's, not the tutor's. The tutor also moves a
// session to a free time agreed with the family, on the same terms.
import ICAL from 'ical.js';
import { slotMessages } from '@academy/shared/booking-slots';
import { tutorMessages, MAX_CANCEL_MESSAGE_LENGTH } from '@academy/shared/tutor';
import type { TutorSessionsPage } from '@academy/shared/tutor-sessions';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookingSessions } from '../../src/db/schema/index.ts';
import { jsonCall, signUp } from '../helpers/test-app.ts';
import { tutorTestApp } from '../tutor/tutor-helpers.ts';
import { bookAndPay, bookSlots, freshSlot, mailsTo, setAvailability } from './slot-helpers.ts';

const { app, database, config, userWith } = await tutorTestApp();
const db = database.db;
await setAvailability(db);
const tutor = await userWith('tutor', { firstname: 'Maya', lastname: 'Reyes' });
const HOUR_MS = 3_600_000;
const hourAfter = (iso: string) => new Date(Date.parse(iso) + HOUR_MS).toISOString();

const cancel = (sessionId: string, body: unknown = {}, cookie = tutor.cookie) =>
  jsonCall(app, 'POST', `/api/tutor/sessions/${sessionId}/cancel`, body, cookie);
const move = (sessionId: string, body: unknown, cookie = tutor.cookie) =>
  jsonCall(app, 'POST', `/api/tutor/sessions/${sessionId}/move`, body, cookie);
const moveTo = (id: string, startsAt: Date) =>
  db
    .update(bookingSessions)
    .set({ startsAt, endsAt: new Date(startsAt.getTime() + HOUR_MS) })
    .where(eq(bookingSessions.id, id));

/** A student's paid booking of `slots`; the ids of its sessions, in time order. */
async function booked(slots: string[]) {
  const student = await signUp(app);
  await bookAndPay(app, student.email, slots, student.cookie);
  const mine = await jsonCall(app, 'GET', '/api/scheduling/my-bookings', undefined, student.cookie);
  const ids = mine.json().bookings[0].sessions.map((s: { id: string }) => s.id) as string[];
  return { student, ids };
}

describe('the tutor cancels a session', () => {
  it('refunds it, mails the family with the message and a link, and frees the slot', async () => {
    const slot = freshSlot(12);
    const { student, ids } = await booked([slot, freshSlot(12)]);
    const tutorMailsBefore = (await mailsTo(db, config.mail.academyEmail)).length;

    const res = await cancel(ids[0]!, { message: '  I am unwell,\nso sorry.  ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      id: ids[0],
      refund: { amountCents: 6000, status: 'refunded' },
    });

    const [notice] = await mailsTo(db, student.email, 'booking-cancelled');
    expect(notice!.subject).toMatch(/^Canceled by the academy: your tutor session TS-/);
    expect(notice!.textBody).toContain(
      'Maya Reyes had to cancel your tutor session with Dr. Maya Okafor on ',
    );
    expect(notice!.textBody).toContain('$60.00 will be refunded');
    expect(notice!.textBody).toContain('Maya Reyes wrote: I am unwell, so sorry.');
    const link = notice!.textBody.match(/\/booking\/([A-Za-z0-9_-]{32})/)?.[1];
    const page = await jsonCall(app, 'GET', `/api/scheduling/bookings/${link}`);
    expect(page.json().sessions[0]).toMatchObject({ status: 'cancelled' });
    const invite = new ICAL.Component(ICAL.parse(notice!.attachments![0]!.content));
    expect(invite.getFirstPropertyValue('method')).toBe('CANCEL');
    // The tutor did it: no mail tells them what they just did.
    expect((await mailsTo(db, config.mail.academyEmail)).length).toBe(tutorMailsBefore);

    const upcoming = (
      await jsonCall(app, 'GET', '/api/tutor/sessions', undefined, tutor.cookie)
    ).json() as TutorSessionsPage;
    expect(upcoming.sessions.map((s) => s.id)).not.toContain(ids[0]);
    expect(upcoming.sessions.map((s) => s.id)).toContain(ids[1]);
    expect((await bookSlots(app, student.email, [slot])).statusCode).toBe(200);

    const again = await cancel(ids[0]!);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(tutorMessages.sessionStarted);
  });

  it('cancels within 24 hours, but not once the session has started', async () => {
    const { ids } = await booked([freshSlot(13), freshSlot(13)]);
    await moveTo(ids[0]!, new Date(Date.now() + 2 * HOUR_MS));
    expect((await cancel(ids[0]!)).statusCode).toBe(200);
    await moveTo(ids[1]!, new Date(Date.now() - 10 * 60_000));
    const started = await cancel(ids[1]!);
    expect(started.statusCode).toBe(409);
    expect(started.json().message).toBe(tutorMessages.sessionStarted);
  });

  it("the student's page says what was canceled and refunded beside what was paid, and when each session is", async () => {
    const [first, second, later] = [freshSlot(17), freshSlot(17), freshSlot(18)];
    const { student, ids } = await booked([first, second]);
    expect((await cancel(ids[0]!)).statusCode).toBe(200);
    expect((await move(ids[1]!, { start: later })).statusCode).toBe(200);
    const page = await jsonCall(
      app,
      'GET',
      `/api/tutor/students/${student.user._id}`,
      undefined,
      tutor.cookie,
    );
    expect(page.statusCode, page.body).toBe(200);
    // The booking keeps what was paid for; the cancellation and its refund come beside it.
    expect(page.json().bookings).toEqual([
      expect.objectContaining({
        status: 'paid',
        sessionCount: 2,
        totalCents: 12000,
        cancelledCount: 1,
        refundCents: 6000,
        sessions: [
          {
            id: ids[0],
            startsAt: first,
            endsAt: hourAfter(first),
            status: 'cancelled',
            movedFrom: null,
          },
          {
            id: ids[1],
            startsAt: later,
            endsAt: hourAfter(later),
            status: 'booked',
            movedFrom: second,
          },
        ],
      }),
    ]);
  });

  it('refuses an unknown session, a message too long, and anyone but staff', async () => {
    const unknown = await cancel('7d0a3f0e-52f6-4c5c-9a37-3c8f1f8f2b11');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(tutorMessages.sessionNotFound);
    expect((await cancel('not-an-id')).statusCode).toBe(400);

    const { student, ids } = await booked([freshSlot(14)]);
    const long = await cancel(ids[0]!, { message: 'x'.repeat(MAX_CANCEL_MESSAGE_LENGTH + 1) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe(tutorMessages.cancelMessageTooLong);
    const byStudent = await cancel(ids[0]!, {}, student.cookie);
    expect(byStudent.statusCode).toBe(403);
    const [session] = await db
      .select()
      .from(bookingSessions)
      .where(eq(bookingSessions.id, ids[0]!));
    expect(session!.status).toBe('booked');
  });
});

describe('the tutor moves a session', () => {
  it('moves it within 24 hours to a free time, mails the family a new invite, and frees the old slot', async () => {
    const { student, ids } = await booked([freshSlot(15)]);
    await moveTo(ids[0]!, new Date(Math.floor(Date.now() / HOUR_MS) * HOUR_MS + 3 * HOUR_MS));
    const tutorMailsBefore = (await mailsTo(db, config.mail.academyEmail)).length;
    const to = freshSlot(16);

    const res = await move(ids[0]!, { start: to, message: 'As we agreed on the phone.' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      id: ids[0],
      startsAt: to,
      endsAt: new Date(Date.parse(to) + HOUR_MS).toISOString(),
    });

    const [notice] = await mailsTo(db, student.email, 'booking-moved');
    expect(notice!.subject).toMatch(/^Moved by the academy: your tutor session TS-/);
    expect(notice!.textBody).toMatch(
      /Maya Reyes moved your tutor session with Dr\. Maya Okafor from .* to /,
    );
    expect(notice!.textBody).toContain('Maya Reyes wrote: As we agreed on the phone.');
    expect(notice!.textBody).not.toContain('refunded');
    const invite = new ICAL.Component(ICAL.parse(notice!.attachments![0]!.content));
    expect(invite.getFirstPropertyValue('method')).toBe('REQUEST');
    const event = invite.getFirstSubcomponent('vevent')!;
    expect(event.getFirstPropertyValue('sequence')).toBe(1);
    expect((await mailsTo(db, student.email, 'booking-reminder')).length).toBeGreaterThan(0);
    expect((await mailsTo(db, config.mail.academyEmail)).length).toBe(tutorMailsBefore);

    const mine = await jsonCall(
      app,
      'GET',
      '/api/scheduling/my-bookings',
      undefined,
      student.cookie,
    );
    expect(mine.json().bookings[0].sessions[0]).toMatchObject({ start: to, status: 'booked' });
  });

  it('moves it to a free time within the families’ 24 hours, which only the tutor is offered', async () => {
    const { student, ids } = await booked([freshSlot(19)]);
    const day = (ms: number) => new Date(Date.now() + ms).toISOString().slice(0, 10);
    const query = `from=${day(-24 * HOUR_MS)}&to=${day(3 * 24 * HOUR_MS)}`;
    const starts = async (url: string, cookie?: string) => {
      const res = await jsonCall(app, 'GET', `${url}?${query}`, undefined, cookie);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { start: string }[]).map((s) => Date.parse(s.start));
    };
    const asked = Date.now();
    const forTutor = await starts('/api/tutor/slots', tutor.cookie);
    const forFamilies = new Set(await starts('/api/scheduling/slots'));
    // The tutor's start an hour from now at the earliest; the families', 24 hours.
    expect(Math.min(...forTutor)).toBeGreaterThanOrEqual(asked + HOUR_MS);
    expect(Math.min(...forFamilies)).toBeGreaterThanOrEqual(asked + 24 * HOUR_MS);
    const within = forTutor.filter((t) => !forFamilies.has(t));
    expect(within.length).toBeGreaterThan(0);
    expect(Math.min(...within)).toBeLessThan(asked + 25 * HOUR_MS);
    const soon = new Date(within[0]!).toISOString();

    const res = await move(ids[0]!, { start: soon });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ startsAt: soon });
    expect(await mailsTo(db, student.email, 'booking-moved')).toHaveLength(1);
    // It is taken now.
    expect(await starts('/api/tutor/slots', tutor.cookie)).not.toContain(within[0]);
    const refused = await jsonCall(
      app,
      'GET',
      `/api/tutor/slots?${query}`,
      undefined,
      student.cookie,
    );
    expect(refused.statusCode).toBe(403);
  });

  it('refuses a time taken or not offered, a started session, a missing time, and anyone but staff', async () => {
    const { student, ids } = await booked([freshSlot(17), freshSlot(17)]);
    const [first, second] = ids;
    const taken = await jsonCall(
      app,
      'GET',
      '/api/scheduling/my-bookings',
      undefined,
      student.cookie,
    );
    const secondStart = taken.json().bookings[0].sessions[1].start as string;
    const clash = await move(first!, { start: secondStart });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe(slotMessages.slotUnavailable);

    const past = await move(first!, { start: '2020-01-01T15:00:00.000Z' });
    expect(past.statusCode).toBe(409);
    expect(past.json().message).toBe(slotMessages.slotUnavailable);

    expect((await move(first!, {})).statusCode).toBe(400);
    expect((await move(first!, { start: freshSlot(18) }, student.cookie)).statusCode).toBe(403);

    await moveTo(second!, new Date(Date.now() - 10 * 60_000));
    const started = await move(second!, { start: freshSlot(18) });
    expect(started.statusCode).toBe(409);
    expect(started.json().message).toBe(tutorMessages.sessionStarted);
    expect(await mailsTo(db, student.email, 'booking-moved')).toEqual([]);
  });
});
