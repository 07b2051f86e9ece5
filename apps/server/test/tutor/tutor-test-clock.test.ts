// The tutor's "upcoming" and "next" follow the server's test clock (TEST_CLOCK=on), as review
// and the plans do: browser tests that move it to hold a session saw it still listed as next.
import type { SessionBrief } from '@academy/shared/tutor-brief';
import type { TutorSessionsPage } from '@academy/shared/tutor-sessions';
import { describe, expect, it } from 'vitest';
import { jsonCall } from '../helpers/test-app.ts';
import { bookings, tutorTestApp } from './tutor-helpers.ts';

const { app, database, userWith } = await tutorTestApp({ TEST_CLOCK: 'on' });
const [tutor, student] = await Promise.all([userWith('tutor'), userWith('student')]);
const { booking, hoursAhead } = bookings(database.db);

const get = async <T>(url: string) =>
  (await jsonCall(app, 'GET', url, undefined, tutor.cookie)).json() as T;
const moveClock = async (offsetDays: number) =>
  expect((await jsonCall(app, 'POST', '/api/test/clock', { offsetDays })).statusCode).toBe(200);

describe("the tutor's pages on the test clock", () => {
  it('list a session held once the clock passes it, and the brief names the next one', async () => {
    const soon = await booking([hoursAhead(30)], { userId: student.id });
    const later = await booking([hoursAhead(24 * 5)], { userId: student.id });
    const brief = () => get<SessionBrief>(`/api/tutor/students/${student.id}/brief`);
    const upcoming = async () =>
      (await get<TutorSessionsPage>('/api/tutor/sessions')).sessions.map((s) => s.bookingReference);

    expect(await upcoming()).toEqual([soon.internalReference, later.internalReference]);
    expect((await brief()).nextSession?.startsAt).toBe(hoursAhead(30).toISOString());

    await moveClock(2);
    try {
      expect(await upcoming()).toEqual([later.internalReference]);
      expect((await brief()).nextSession?.startsAt).toBe(hoursAhead(24 * 5).toISOString());
    } finally {
      await moveClock(0);
    }
  });
});
