// Every /api/tutor/… call checks the role on the server (issue 38): refused with 403
// ROLE_REQUIRED for a student and a parent, 401 without a session, answered for a tutor and an
// admin; giving roles is an admin's alone.
import { ERROR_CODES } from '@academy/shared/errors';
import { ROLE_REQUIRED_MESSAGE } from '@academy/shared/roles';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CALLS } from '../security/hostile-calls.ts';
import {
  encode,
  expectRefusedOrFine,
  hostileString,
  settings,
} from '../security/hostile-input-helpers.ts';
import { bookingSessions, tutorBookings } from '../../src/db/schema/index.ts';
import { jsonCall } from '../helpers/test-app.ts';
import { EVERY_HOUR, freshSlot, setAvailability } from '../scheduling/slot-helpers.ts';
import { endedShortSet } from '../tests/timed-tests-helpers.ts';
import { tutorTestApp } from './tutor-helpers.ts';

const { app, database, userWith, practicedStudent } = await tutorTestApp();

const tutorCalls = CALLS.filter((c) => c.route.startsWith('/api/tutor/'));
const adminOnly = (route: string) => route.endsWith('/role');

const [student, parent, tutor, admin, subject] = await Promise.all([
  userWith('student'),
  userWith('parent'),
  userWith('tutor'),
  userWith('admin'),
  practicedStudent(),
]);
const note = (
  await jsonCall(
    app,
    'POST',
    `/api/tutor/students/${subject.id}/notes`,
    { text: 'n' },
    tutor.cookie,
  )
).json();
await jsonCall(
  app,
  'POST',
  '/api/questions/test-linear-001/report',
  { reason: 'typo' },
  subject.cookie,
);
const report = (await jsonCall(app, 'GET', '/api/tutor/reports', undefined, tutor.cookie)).json()
  .reports[0];
// A paid booking with a session for the admin and one for the tutor to cancel, and one each to
// move, to a free time of an academy open every hour.
const [paid] = await database.db
  .insert(tutorBookings)
  .values({
    internalReference: `TS-R${subject.id.slice(0, 5).toUpperCase()}`,
    userId: subject.id,
    contactInfo: subject.email,
    sessionType: 'online',
    sessionCount: 2,
    unitPriceCents: 5000,
    totalCents: 10000,
    status: 'paid',
    paidAt: new Date(),
  })
  .returning();
const hour = Math.floor(Date.now() / 3_600_000 + 24 * 200);
await setAvailability(database.db);
const [forAdmin, forTutor, toMoveForAdmin, toMoveForTutor] = await database.db
  .insert(bookingSessions)
  .values(
    [hour, hour + 1, hour + 2, hour + 3].map((h) => ({
      bookingId: paid!.id,
      startsAt: new Date(h * 3_600_000),
      endsAt: new Date((h + 1) * 3_600_000),
      status: 'booked',
    })),
  )
  .returning();

// A session held an hour ago, for the admin and then the tutor to report.
const [held] = await database.db
  .insert(bookingSessions)
  .values({
    bookingId: paid!.id,
    startsAt: new Date((Math.floor(Date.now() / 3_600_000) - 1) * 3_600_000),
    endsAt: new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000),
    status: 'booked',
  })
  .returning();

// Homework for the admin to remove, and some for the tutor: two counts, since the same homework
// sent twice within a minute is the one homework (decision 049).
const setHomework = async (questionCount: number) =>
  (
    await jsonCall(
      app,
      'POST',
      `/api/tutor/students/${subject.id}/homework`,
      { subModuleId: 'algebra', questionCount },
      tutor.cookie,
    )
  ).json() as { id: string };
const [homeworkForAdmin, homeworkForTutor] = [await setHomework(3), await setHomework(4)];
// A timed set the student finished, for the tutor and the admin to open.
const finishedAttempt = await endedShortSet(app, database, subject.cookie);

/** A well-formed request for each call: real ids, a valid body. */
const BODIES: Record<string, unknown> = {
  'POST /api/tutor/students/:id/notes': { text: 'Works on slopes' },
  'PATCH /api/tutor/notes/:id': { text: 'Works on slopes and lines' },
  'PATCH /api/tutor/evaluations/:id': { contacted: true },
  'POST /api/tutor/students/:id/free': { free: true },
  'PATCH /api/tutor/students/:id/role': { role: 'student' },
  'PUT /api/tutor/availability': EVERY_HOUR,
  'POST /api/tutor/students/:id/homework': { subModuleId: 'algebra', questionCount: 3 },
  'PUT /api/tutor/sessions/:id/report': { summary: 'Slopes.' },
  'PUT /api/tutor/students/:id/goal': { targetScore: 1400 },
  'PUT /api/tutor/sat-dates': { dates: [] },
  'PUT /api/tutor/online-room': { url: '' },
};
const urlOf = (route: string, who?: { id: string } | null) =>
  route
    .replace(':attemptId', finishedAttempt)
    .replace(
      ':id',
      route.endsWith('/report')
        ? held!.id
        : route.endsWith('/move')
          ? (who === admin ? toMoveForAdmin : toMoveForTutor)!.id
          : route.includes('/sessions/')
            ? (who === admin ? forAdmin : forTutor)!.id
            : route.startsWith('/api/tutor/homework/')
              ? (who === admin ? homeworkForAdmin : homeworkForTutor)!.id
              : route.includes('/notes/')
                ? String(note.id)
                : route.includes('/reports/')
                  ? String(report.id)
                  : route.includes('/evaluations/')
                    ? subject.evaluation.id
                    : subject.id,
    );

/** The query a GET needs to be answered. */
const QUERIES: Record<string, string> = {
  'GET /api/tutor/slots': `?from=${new Date().toISOString().slice(0, 10)}&to=${new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10)}`,
};

const send = (call: (typeof tutorCalls)[number], who?: { id: string; cookie: string } | null) =>
  jsonCall(
    app,
    call.method,
    urlOf(call.route, who) + (QUERIES[`${call.method} ${call.route}`] ?? ''),
    call.method === 'GET'
      ? undefined
      : call.route.endsWith('/move')
        ? { start: freshSlot(who === admin ? 5 : 6) }
        : (BODIES[`${call.method} ${call.route}`] ?? {}),
    who?.cookie,
  );

describe('role checks on every tutor call', () => {
  it('lists the thirty-two tutor calls (the workspace, a student’s tests, sessions and their reports, homework, question reports, availability, the online room, SAT dates)', () => {
    expect(tutorCalls).toHaveLength(32);
  });

  it('refuses a student and a parent with 403 ROLE_REQUIRED, and anyone signed out with 401', () =>
    fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...tutorCalls),
        fc.constantFrom(student, parent, null),
        async (call, who) => {
          const res = await send(call, who);
          if (!who) {
            expect(res.statusCode, `${call.method} ${call.route}`).toBe(401);
            return;
          }
          expect(res.statusCode, `${call.method} ${call.route}`).toBe(403);
          expect(res.json()).toEqual({
            message: ROLE_REQUIRED_MESSAGE,
            code: ERROR_CODES.roleRequired,
          });
        },
      ),
      { ...settings, numRuns: Math.min(settings.numRuns, 60) },
    ));

  it('answers a tutor and an admin (roles: the admin only)', async () => {
    const ordered = [...tutorCalls].sort((a, b) =>
      a.method === 'DELETE' ? 1 : b.method === 'DELETE' ? -1 : 0,
    );
    // The admin first: the tutor, the note's author, deletes it last.
    for (const who of [admin, tutor]) {
      for (const call of ordered) {
        const res = await send(call, who);
        const label = `${who === admin ? 'admin' : 'tutor'}: ${call.method} ${call.route}`;
        if (adminOnly(call.route) && who === tutor) {
          expect(res.statusCode, label).toBe(403);
          expect(res.json().code, label).toBe(ERROR_CODES.roleRequired);
        } else if (call.route === '/api/tutor/notes/:id' && who === admin) {
          // Only the author changes a note: refused, but not for the role.
          expect(res.statusCode, label).toBe(403);
          expect(res.json().code, label).toBeUndefined();
        } else {
          expect(res.statusCode, `${label}: ${res.body.slice(0, 200)}`).toBeLessThan(300);
        }
      }
    }
  });

  it('never gives a role through a non-admin call', async () => {
    const res = await jsonCall(
      app,
      'PATCH',
      `/api/tutor/students/${tutor.id}/role`,
      { role: 'admin' },
      tutor.cookie,
    );
    expect(res.statusCode).toBe(403);
    const profile = await jsonCall(app, 'GET', '/api/profile', undefined, tutor.cookie);
    expect(profile.json().role).toBe('tutor');
  });
});

describe('hostile input from a tutor', () => {
  it('never answers 5xx, and refuses in the error shape', () =>
    fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...tutorCalls),
        // Deep nesting is hostile-bodies.test.ts's: the parser refuses it before any route.
        fc.oneof(
          hostileString,
          fc.integer(),
          fc.boolean(),
          fc.constant(null),
          fc.array(hostileString, { maxLength: 3 }),
        ),
        hostileString,
        async (call, value, query) => {
          const url = `${urlOf(call.route)}?q=${encode(query)}&page=${encode(query)}&practiceSheet=${encode(query)}`;
          const body =
            call.method === 'GET'
              ? undefined
              : { text: value, contacted: value, free: value, role: value };
          const res = await jsonCall(app, call.method, url, body, admin.cookie);
          expectRefusedOrFine(res, call);
        },
      ),
      { ...settings, numRuns: Math.min(settings.numRuns, 60) },
    ));
});
