// Session reports: after a session the tutor writes what it covered and what comes next; the
// student and their linked parents are mailed it once, and read it on their pages and the brief.
// Live sessions cannot share a start: each test books its own hours.
import {
  SESSION_REPORT_SUMMARY_MAX,
  sessionReportMessages,
  type SessionReport,
  type SessionsToReport,
  type TutorSessionReports,
} from '@academy/shared/session-reports';
import type { FamilyChild } from '@academy/shared/family';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/index.ts';
import { linkedFamily } from '../family/helpers.ts';
import { jsonCall } from '../helpers/test-app.ts';
import { mailsTo } from '../payments/helpers.ts';
import { bookings, tutorTestApp } from '../tutor/tutor-helpers.ts';

const { app, database, userWith } = await tutorTestApp();
const db = database.db;
const { booking, hoursAhead } = bookings(db);
const tutor = await userWith('tutor', { firstname: 'Maya', lastname: 'Reyes' });

const write = (sessionId: string, body: unknown, cookie = tutor.cookie) =>
  jsonCall(app, 'PUT', `/api/tutor/sessions/${sessionId}/report`, body, cookie);
const forTutor = async (studentId: string) => {
  const res = await jsonCall(
    app,
    'GET',
    `/api/tutor/students/${studentId}/session-reports`,
    undefined,
    tutor.cookie,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as TutorSessionReports;
};
const own = async (cookie: string) => {
  const res = await jsonCall(app, 'GET', '/api/session-reports', undefined, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { reports: SessionReport[] }).reports;
};
const idOf = async (email: string) =>
  (await db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;

describe('session reports', () => {
  it('asks for the held sessions, mails the first report to the student and parents, and lists it', async () => {
    const { student, parent } = await linkedFamily(app, database);
    const studentId = await idOf(student.email);
    const {
      sessions: [held],
    } = await booking([hoursAhead(-3)], { userId: studentId });
    const {
      sessions: [latest],
    } = await booking([hoursAhead(-1.5)], { userId: studentId, sessionType: 'in-person' });
    await booking([hoursAhead(30)], { userId: studentId }); // not held yet
    await booking([hoursAhead(-4)], { userId: studentId, sessionStatus: 'cancelled' });
    await booking([hoursAhead(-31 * 24)], { userId: studentId }); // too long ago to ask

    expect((await forTutor(studentId)).toWrite).toEqual([
      {
        sessionId: latest!.id,
        startsAt: hoursAhead(-1.5).toISOString(),
        endsAt: hoursAhead(-0.5).toISOString(),
        sessionType: 'in-person',
      },
      {
        sessionId: held!.id,
        startsAt: hoursAhead(-3).toISOString(),
        endsAt: hoursAhead(-2).toISOString(),
        sessionType: 'online',
      },
    ]);

    const everyone = await jsonCall(
      app,
      'GET',
      '/api/tutor/sessions/to-report',
      undefined,
      tutor.cookie,
    );
    expect(everyone.statusCode, everyone.body).toBe(200);
    const listed = (everyone.json() as SessionsToReport).sessions.filter(
      (s) => s.student.id === studentId,
    );
    expect(listed.map((s) => s.sessionId)).toEqual([latest!.id, held!.id]);
    expect(listed[0]!.student).toEqual({ id: studentId, firstname: 'Sam', lastname: 'Lovelace' });

    const res = await write(held!.id, {
      summary: '  Slopes and intercepts.\n\n\n\nWe timed ten questions.  ',
      nextSteps: 'Finish the homework.',
    });
    expect(res.statusCode, res.body).toBe(201);
    const report = res.json() as SessionReport;
    expect(report).toMatchObject({
      sessionId: held!.id,
      startsAt: hoursAhead(-3).toISOString(),
      sessionType: 'online',
      authorName: 'Maya Reyes',
      summary: 'Slopes and intercepts.\n\nWe timed ten questions.',
      nextSteps: 'Finish the homework.',
    });

    const tutorView = await forTutor(studentId);
    expect(tutorView.toWrite.map((s) => s.sessionId)).toEqual([latest!.id]);
    const after = (
      await jsonCall(app, 'GET', '/api/tutor/sessions/to-report', undefined, tutor.cookie)
    ).json() as SessionsToReport;
    expect(after.sessions.map((s) => s.sessionId)).not.toContain(held!.id);
    expect(tutorView.reports).toEqual([report]);
    expect(await own(student.cookie)).toEqual([report]);

    const [toStudent] = await mailsTo(db, student.email, 'session-report');
    expect(toStudent!.subject).toMatch(/^Your session report: \w{3}, \w{3} \d{1,2}$/);
    expect(toStudent!.textBody).toContain('Maya Reyes wrote about your tutor session of ');
    expect(toStudent!.textBody).toContain('Slopes and intercepts.\n\nWe timed ten questions.');
    expect(toStudent!.textBody).toContain('Next steps:\n\nFinish the homework.');
    expect(toStudent!.textBody).toMatch(/Every report: http\S+\/sessions\n/);
    const [toParent] = await mailsTo(db, parent.email, 'session-report');
    expect(toParent!.subject).toMatch(/^Sam's session report: /);
    expect(toParent!.textBody).toContain("Maya Reyes wrote about Sam's tutor session of ");
    expect(toParent!.textBody).toMatch(/\/family\n/);

    const family = await jsonCall(app, 'GET', '/api/family/children', undefined, parent.cookie);
    const [child] = family.json() as FamilyChild[];
    expect(child!.reports).toEqual([report]);

    const brief = await jsonCall(
      app,
      'GET',
      `/api/tutor/students/${studentId}/brief`,
      undefined,
      tutor.cookie,
    );
    expect(brief.json().lastReport).toEqual(report);
  });

  it('corrects a report without mailing it again', async () => {
    const student = await userWith('student');
    const {
      sessions: [held],
    } = await booking([hoursAhead(-5)], { userId: student.id });
    expect((await write(held!.id, { summary: 'Circles.', nextSteps: 'Arcs.' })).statusCode).toBe(
      201,
    );
    const corrected = await write(held!.id, { summary: 'Circles and arcs.', nextSteps: '' });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(corrected.json()).toMatchObject({ summary: 'Circles and arcs.', nextSteps: null });
    expect(await own(student.cookie)).toMatchObject([{ summary: 'Circles and arcs.' }]);
    expect(await mailsTo(db, student.email, 'session-report')).toHaveLength(1);
  });

  it('refuses sessions not held, without a student, or unknown, and bad text', async () => {
    const student = await userWith('student');
    const {
      sessions: [ahead],
    } = await booking([hoursAhead(7)], { userId: student.id });
    const notStarted = await write(ahead!.id, { summary: 'Too soon.' });
    expect(notStarted.statusCode).toBe(409);
    expect(notStarted.json().message).toBe(sessionReportMessages.notStarted);

    const {
      sessions: [visitor],
    } = await booking([hoursAhead(-6)]);
    const noStudent = await write(visitor!.id, { summary: 'Who?' });
    expect(noStudent.statusCode).toBe(409);
    expect(noStudent.json().message).toBe(sessionReportMessages.noStudent);

    for (const [hours, options] of [
      [-8, { sessionStatus: 'cancelled' }],
      [-9, { paid: false }],
    ] as const) {
      const {
        sessions: [gone],
      } = await booking([hoursAhead(hours)], { userId: student.id, ...options });
      const res = await write(gone!.id, { summary: 'Gone.' });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(sessionReportMessages.sessionNotFound);
    }
    expect((await write(crypto.randomUUID(), { summary: 'Nothing.' })).statusCode).toBe(404);
    expect((await write('not-a-uuid', { summary: 'Nothing.' })).statusCode).toBe(400);

    const {
      sessions: [held],
    } = await booking([hoursAhead(-10)], { userId: student.id });
    for (const [body, param, msg] of [
      [{ summary: '   ' }, 'summary', sessionReportMessages.summaryRequired],
      [{}, 'summary', sessionReportMessages.summaryRequired],
      [
        { summary: 'x'.repeat(SESSION_REPORT_SUMMARY_MAX + 1) },
        'summary',
        sessionReportMessages.summaryTooLong,
      ],
      [
        { summary: 'Fine.', nextSteps: 'y'.repeat(1001) },
        'nextSteps',
        sessionReportMessages.nextStepsTooLong,
      ],
    ] as const) {
      const res = await write(held!.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors).toContainEqual(expect.objectContaining({ param, msg }));
    }
    expect(await own(student.cookie)).toEqual([]);
    expect(await mailsTo(db, student.email, 'session-report')).toHaveLength(0);
  });

  it('is the tutor’s to write and each student’s own to read', async () => {
    const student = await userWith('student');
    const other = await userWith('student');
    const {
      sessions: [held],
    } = await booking([hoursAhead(-11)], { userId: student.id });
    const byStudent = await write(held!.id, { summary: 'Mine.' }, student.cookie);
    expect(byStudent.statusCode).toBe(403);
    expect((await write(held!.id, { summary: 'Done.' })).statusCode).toBe(201);
    expect(await own(other.cookie)).toEqual([]);
    expect(
      (
        await jsonCall(
          app,
          'GET',
          `/api/tutor/students/${student.id}/session-reports`,
          undefined,
          student.cookie,
        )
      ).statusCode,
    ).toBe(403);
    expect((await jsonCall(app, 'GET', '/api/session-reports')).statusCode).toBe(401);
  });
});
