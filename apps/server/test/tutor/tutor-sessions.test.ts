// GET /api/tutor/sessions: the tutor's upcoming sessions (issue 38: "The tutor's workspace lists
// upcoming sessions with the brief one click away"), and GET /api/scheduling/mine, a user's own.
import { ERROR_CODES } from '@academy/shared/errors';
import { ROLE_REQUIRED_MESSAGE } from '@academy/shared/roles';
import { tutorMessages } from '@academy/shared/tutor';
import { TUTOR_SESSIONS_PAGE_SIZE, type TutorSessionsPage } from '@academy/shared/tutor-sessions';
import { MY_SESSIONS_SHOWN, type MySessions } from '@academy/shared/scheduling';
import { describe, expect, it } from 'vitest';
import { jsonCall } from '../helpers/test-app.ts';
import { bookings, tutorTestApp } from './tutor-helpers.ts';

const { app, database, userWith } = await tutorTestApp();
const [tutor, student, parent] = await Promise.all([
  userWith('tutor'),
  userWith('student', { firstname: 'Sara', lastname: 'Student' }),
  userWith('parent', { firstname: 'Pia', lastname: 'Parent' }),
]);

const { booking, hoursAhead } = bookings(database.db);

const list = async (query = '', cookie = tutor.cookie) =>
  jsonCall(app, 'GET', `/api/tutor/sessions${query}`, undefined, cookie);

describe('GET /api/tutor/sessions', () => {
  it('lists booked, paid sessions not yet ended, soonest first, with the student or the contact', async () => {
    const mine = await booking([hoursAhead(50), hoursAhead(26)], {
      userId: student.id,
      sessionType: 'in-person',
    });
    const visitor = await booking([hoursAhead(30)]);
    const byParent = await booking([hoursAhead(40)], { userId: parent.id });
    const underWay = await booking([hoursAhead(-0.5)], { userId: student.id });
    await booking([hoursAhead(-2)], { userId: student.id }); // ended
    await booking([hoursAhead(60)], { paid: false, sessionStatus: 'held' });
    await booking([hoursAhead(70)], { sessionStatus: 'cancelled' });

    const res = await list();
    expect(res.statusCode).toBe(200);
    const page = res.json() as TutorSessionsPage;
    expect(page).toMatchObject({ page: 1, pageSize: TUTOR_SESSIONS_PAGE_SIZE, total: 5 });
    expect(page.sessions.map((s) => [s.bookingReference, s.startsAt])).toEqual([
      [underWay.internalReference, hoursAhead(-0.5).toISOString()],
      [mine.internalReference, hoursAhead(26).toISOString()],
      [visitor.internalReference, hoursAhead(30).toISOString()],
      [byParent.internalReference, hoursAhead(40).toISOString()],
      [mine.internalReference, hoursAhead(50).toISOString()],
    ]);
    const [, first, second, third] = page.sessions;
    expect(first).toMatchObject({
      sessionType: 'in-person',
      student: { id: student.id, firstname: 'Sara', lastname: 'Student' },
      endsAt: hoursAhead(27).toISOString(),
    });
    expect(second).toMatchObject({
      student: null,
      fullName: 'Casey Contact',
      contact: 'casey@example.com',
    });
    // A parent's own account is not a student: the booking's contact is who to expect.
    expect(third!.student).toBeNull();
  });

  it("puts the student's soonest session not yet ended on the brief", async () => {
    const brief = await jsonCall(
      app,
      'GET',
      `/api/tutor/students/${student.id}/brief`,
      undefined,
      tutor.cookie,
    );
    expect(brief.json().nextSession).toEqual({
      startsAt: hoursAhead(-0.5).toISOString(),
      endsAt: hoursAhead(0.5).toISOString(),
      sessionType: 'online',
      joinUrl: null,
    });
    const unbooked = await userWith('student');
    const none = await jsonCall(
      app,
      'GET',
      `/api/tutor/students/${unbooked.id}/brief`,
      undefined,
      tutor.cookie,
    );
    expect(none.json().nextSession).toBeNull();
  });

  it('pages', async () => {
    expect((await list('?page=2')).json()).toMatchObject({ sessions: [], page: 2, total: 5 });
  });

  it('refuses a bad page with 400 in the error shape', async () => {
    for (const query of ['?page=0', '?page=x', '?page=1.5']) {
      const res = await list(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toMatchObject({
        message: expect.any(String),
        errors: [expect.objectContaining({ param: 'page', msg: expect.any(String) })],
      });
    }
  });

  it('says what is wrong with a page once, however many of its rules it breaks', async () => {
    // Neither a safe whole number nor under the highest page: two rules, one message.
    const res = await list('?page=1e300');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ param: 'page', msg: tutorMessages.badPage }]);
  });

  it('is for staff: 401 signed out, 403 ROLE_REQUIRED for a student and a parent', async () => {
    expect((await jsonCall(app, 'GET', '/api/tutor/sessions')).statusCode).toBe(401);
    for (const who of [student, parent]) {
      const res = await list('', who.cookie);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        message: ROLE_REQUIRED_MESSAGE,
        code: ERROR_CODES.roleRequired,
      });
    }
  });
});

describe('GET /api/scheduling/mine', () => {
  it('gives a user their own paid sessions not yet ended, soonest first, a few of them', async () => {
    const own = await userWith('student');
    await booking([hoursAhead(180), hoursAhead(130)], { userId: own.id, sessionType: 'in-person' });
    await booking([hoursAhead(190), hoursAhead(200)], { userId: own.id });
    await booking([hoursAhead(-5)], { userId: own.id }); // ended
    await booking([hoursAhead(120)], { userId: own.id, paid: false, sessionStatus: 'held' });
    await booking([hoursAhead(110)]); // someone else's

    const res = await jsonCall(app, 'GET', '/api/scheduling/mine', undefined, own.cookie);
    expect(res.statusCode).toBe(200);
    const { sessions } = res.json() as MySessions;
    expect(sessions).toHaveLength(MY_SESSIONS_SHOWN);
    expect(sessions[0]).toEqual({
      startsAt: hoursAhead(130).toISOString(),
      endsAt: hoursAhead(131).toISOString(),
      sessionType: 'in-person',
      joinUrl: null,
    });
    expect(sessions.map((s) => s.startsAt)).toEqual(
      [130, 180, 190].map((h) => hoursAhead(h).toISOString()),
    );

    const none = await userWith('student');
    expect(
      (await jsonCall(app, 'GET', '/api/scheduling/mine', undefined, none.cookie)).json(),
    ).toEqual({
      sessions: [],
    });
    expect((await jsonCall(app, 'GET', '/api/scheduling/mine')).statusCode).toBe(401);
  });
});
