// The student's SAT goal (decision 051): a target score and, once booked, the test day, set by
// the student and read by the home, the tutor's pages and the brief, and the parents' page.
import { academyDay, addDays } from '@academy/shared/academy-day';
import type { FamilyChild } from '@academy/shared/family';
import { goalMessages, type GoalStatus, type StudyGoal } from '@academy/shared/goals';
import {
  satScoreMessages,
  type SatScore,
  type SatScoreList,
  type TutorResultsPage,
} from '@academy/shared/sat-scores';
import {
  tutorMessages,
  type SessionBrief,
  type TutorStudentDetail,
  type TutorStudentsPage,
} from '@academy/shared/tutor';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { satScores, studyGoals } from '../../src/db/schema/index.ts';
import { linkedFamily } from '../family/helpers.ts';
import { jsonCall } from '../helpers/test-app.ts';
import { tutorTestApp } from '../tutor/tutor-helpers.ts';

const { app, database, userWith } = await tutorTestApp();
const tutor = await userWith('tutor');
// Dates are checked against the server's Dallas day, which the test shares.
const today = academyDay(new Date());
const inDays = (n: number) => addDays(today, n);

const put = (cookie: string, body: unknown) => jsonCall(app, 'PUT', '/api/goal', body, cookie);
async function read<T>(url: string, cookie: string) {
  const res = await jsonCall(app, 'GET', url, undefined, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
}

describe('the student’s goal', () => {
  it('is set, read with the estimates it is measured against, changed and removed', async () => {
    const student = await userWith('student');
    expect(await read<GoalStatus>('/api/goal', student.cookie)).toEqual({
      goal: null,
      estimates: {
        math: { status: 'needMore', answersNeeded: expect.any(Number) },
        readingWriting: { status: 'needMore', answersNeeded: expect.any(Number) },
      },
    });

    const set = await put(student.cookie, { targetScore: 1400, testDate: inDays(30) });
    expect(set.statusCode, set.body).toBe(200);
    const saved = set.json() as StudyGoal;
    expect(saved).toEqual({
      targetScore: 1400,
      testDate: inDays(30),
      updatedAt: expect.any(String),
    });
    expect((await read<GoalStatus>('/api/goal', student.cookie)).goal).toEqual(saved);

    // Changed: the date is not booked after all, and today's a valid test day.
    const notBooked = await put(student.cookie, { targetScore: 1250, testDate: '' });
    expect(notBooked.json()).toMatchObject({ targetScore: 1250, testDate: null });
    expect((await put(student.cookie, { targetScore: 1250, testDate: today })).statusCode).toBe(
      200,
    );

    // Each student reads only their own.
    const other = await userWith('student');
    expect((await read<GoalStatus>('/api/goal', other.cookie)).goal).toBeNull();

    const removed = await jsonCall(app, 'DELETE', '/api/goal', {}, student.cookie);
    expect(removed.statusCode).toBe(204);
    expect((await read<GoalStatus>('/api/goal', student.cookie)).goal).toBeNull();
    // Removing none is no error.
    expect((await jsonCall(app, 'DELETE', '/api/goal', {}, student.cookie)).statusCode).toBe(204);
  });

  it.each([
    [{}, 'targetScore', goalMessages.targetRequired],
    [{ targetScore: '1400' }, 'targetScore', goalMessages.targetRequired],
    [{ targetScore: 380 }, 'targetScore', goalMessages.targetRange],
    [{ targetScore: 1700 }, 'targetScore', goalMessages.targetRange],
    [{ targetScore: 1395 }, 'targetScore', goalMessages.targetStep],
    [{ targetScore: 1400, testDate: 'next May' }, 'testDate', goalMessages.dateInvalid],
    [{ targetScore: 1400, testDate: inDays(-1) }, 'testDate', goalMessages.datePast],
    [{ targetScore: 1400, testDate: inDays(731) }, 'testDate', goalMessages.dateTooFar],
  ])('refuses %j on %s: %s', async (body, param, msg) => {
    const student = await userWith('student');
    await put(student.cookie, { targetScore: 1300, testDate: inDays(10) });
    const res = await put(student.cookie, body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ message: msg, errors: [{ param, msg }] });
    // The goal before stays as it was.
    expect((await read<GoalStatus>('/api/goal', student.cookie)).goal).toMatchObject({
      targetScore: 1300,
      testDate: inDays(10),
    });
  });

  it('needs a session', async () => {
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const res = await jsonCall(app, method, '/api/goal', { targetScore: 1400 });
      expect(res.statusCode).toBe(401);
    }
  });
});

describe('official scores', () => {
  const post = (cookie: string, body: unknown) =>
    jsonCall(app, 'POST', '/api/sat-scores', body, cookie);

  it('are entered with what practice estimated then, listed newest first, and removed', async () => {
    const student = await userWith('student');
    expect(await read<SatScoreList>('/api/sat-scores', student.cookie)).toEqual({ scores: [] });

    const first = await post(student.cookie, {
      testDate: inDays(-60),
      math: 650,
      readingWriting: 610,
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toEqual({
      id: expect.any(String),
      testDate: inDays(-60),
      math: 650,
      readingWriting: 610,
      total: 1260,
      // Too little practice for an estimate: none is claimed.
      practiceEstimate: { math: null, readingWriting: null },
      createdAt: expect.any(String),
    });
    const second = await post(student.cookie, { testDate: today, math: 700, readingWriting: 680 });
    expect(second.statusCode).toBe(201);
    const listed = await read<SatScoreList>('/api/sat-scores', student.cookie);
    expect(listed.scores.map((s) => s.total)).toEqual([1380, 1260]);

    // One test day, one set of scores: the date's field says so.
    const again = await post(student.cookie, { testDate: today, math: 720, readingWriting: 680 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      message: satScoreMessages.duplicate,
      errors: [{ param: 'testDate', msg: satScoreMessages.duplicate }],
    });

    // Another student can neither read nor remove them.
    const other = await userWith('student');
    expect((await read<SatScoreList>('/api/sat-scores', other.cookie)).scores).toEqual([]);
    const id = (second.json() as SatScore).id;
    const foreign = await jsonCall(app, 'DELETE', `/api/sat-scores/${id}`, {}, other.cookie);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ message: satScoreMessages.notFound });
    const malformed = await jsonCall(app, 'DELETE', '/api/sat-scores/1', {}, student.cookie);
    expect(malformed.statusCode).toBe(400);

    const removed = await jsonCall(app, 'DELETE', `/api/sat-scores/${id}`, {}, student.cookie);
    expect(removed.statusCode).toBe(204);
    expect(
      (await read<SatScoreList>('/api/sat-scores', student.cookie)).scores.map((s) => s.total),
    ).toEqual([1260]);
  });

  it.each([
    [{ math: 700, readingWriting: 680 }, 'testDate', satScoreMessages.dateRequired],
    [
      { testDate: inDays(1), math: 700, readingWriting: 680 },
      'testDate',
      satScoreMessages.dateFuture,
    ],
    [
      { testDate: inDays(-1097), math: 700, readingWriting: 680 },
      'testDate',
      satScoreMessages.dateTooOld,
    ],
    [{ testDate: today, readingWriting: 680 }, 'math', satScoreMessages.mathRequired],
    [{ testDate: today, math: 700 }, 'readingWriting', satScoreMessages.readingWritingRequired],
    [{ testDate: today, math: 850, readingWriting: 680 }, 'math', satScoreMessages.sectionRange],
    [
      { testDate: today, math: 700, readingWriting: 685 },
      'readingWriting',
      satScoreMessages.sectionStep,
    ],
  ])('refuses %j on %s: %s', async (body, param, msg) => {
    const student = await userWith('student');
    const res = await post(student.cookie, body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ errors: expect.arrayContaining([{ param, msg }]) });
    expect((await read<SatScoreList>('/api/sat-scores', student.cookie)).scores).toEqual([]);
  });

  it('needs a session', async () => {
    expect((await jsonCall(app, 'GET', '/api/sat-scores')).statusCode).toBe(401);
    expect((await post('', { testDate: today, math: 700, readingWriting: 680 })).statusCode).toBe(
      401,
    );
  });
});

describe('the tutor sets a student’s goal', () => {
  it('as agreed in a session: the student’s home reads it', async () => {
    const student = await userWith('student');
    const set = (id: string, body: unknown, cookie = tutor.cookie) =>
      jsonCall(app, 'PUT', `/api/tutor/students/${id}/goal`, body, cookie);
    const res = await set(student.id, { targetScore: 1320, testDate: inDays(45) });
    expect(res.statusCode, res.body).toBe(200);
    expect((await read<GoalStatus>('/api/goal', student.cookie)).goal).toMatchObject({
      targetScore: 1320,
      testDate: inDays(45),
    });

    const bad = await set(student.id, { targetScore: 1325 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      errors: [{ param: 'targetScore', msg: goalMessages.targetStep }],
    });
    const tutorAsStudent = await set(tutor.id, { targetScore: 1300 });
    expect(tutorAsStudent.statusCode).toBe(404);
    expect(tutorAsStudent.json()).toMatchObject({ message: tutorMessages.studentNotFound });
    expect((await set('not-a-uuid', { targetScore: 1300 })).statusCode).toBe(400);
    expect((await set(student.id, { targetScore: 1300 }, student.cookie)).statusCode).toBe(403);
  });
});

describe('the tutor’s results', () => {
  it('lists every student’s entered scores, newest first, and how often practice held them', async () => {
    const [zoe, yan] = await Promise.all([
      userWith('student', { firstname: 'Zoe', lastname: 'Results' }),
      userWith('student', { firstname: 'Yan', lastname: 'Results' }),
    ]);
    const range = (low: number) => ({ low, high: low + 60 });
    await database.db.insert(satScores).values([
      {
        userId: zoe.id,
        testDate: inDays(-40),
        math: 700,
        readingWriting: 690,
        // Math within its range, Reading and Writing above it.
        practiceEstimate: { math: range(660), readingWriting: range(600) },
        createdAt: new Date(Date.now() + 60_000),
      },
      {
        userId: yan.id,
        testDate: inDays(-12),
        math: 520,
        readingWriting: 600,
        // Math below its range; no Reading and Writing estimate then.
        practiceEstimate: { math: range(540), readingWriting: null },
        createdAt: new Date(Date.now() + 120_000),
      },
    ]);
    const page = await read<TutorResultsPage>('/api/tutor/results', tutor.cookie);
    expect(page.results.slice(0, 2)).toMatchObject([
      { student: { id: yan.id, firstname: 'Yan', lastname: 'Results' }, total: 1120 },
      { student: { id: zoe.id, firstname: 'Zoe' }, total: 1390, testDate: inDays(-40) },
    ]);
    expect(page).toMatchObject({ page: 1, pageSize: 20, total: page.results.length });
    // The other tests' scores had no estimate then: only these count.
    expect(page.calibration).toEqual({ sections: 3, within: 1, below: 1, above: 1 });
    expect(
      (await read<TutorResultsPage>('/api/tutor/results?page=2', tutor.cookie)).results,
    ).toEqual([]);

    const student = await jsonCall(app, 'GET', '/api/tutor/results', undefined, zoe.cookie);
    expect(student.statusCode).toBe(403);
    const badPage = await jsonCall(
      app,
      'GET',
      '/api/tutor/results?page=0',
      undefined,
      tutor.cookie,
    );
    expect(badPage.statusCode).toBe(400);
  });
});

describe('who else reads it', () => {
  it('the tutor: the list, sorted by the soonest test still ahead, the student’s page, the brief', async () => {
    const names = ['Soon', 'Later', 'Taken', 'Unset'].map((firstname) => ({
      firstname,
      lastname: 'Goalsort',
    }));
    const [soon, later, taken, unset] = await Promise.all(names.map((n) => userWith('student', n)));
    await put(soon!.cookie, { targetScore: 1300, testDate: inDays(5) });
    await put(later!.cookie, { targetScore: 1500, testDate: inDays(60) });
    await put(taken!.cookie, { targetScore: 1200, testDate: inDays(3) });
    // A test day that has passed is kept, and sorts as none.
    await database.db
      .update(studyGoals)
      .set({ testDate: inDays(-3) })
      .where(eq(studyGoals.userId, taken!.id));

    const page = await read<TutorStudentsPage>(
      '/api/tutor/students?q=Goalsort&sort=testDate',
      tutor.cookie,
    );
    expect(page.students.map((s) => s.firstname)).toEqual(['Soon', 'Later', 'Taken', 'Unset']);
    expect(page.students.map((s) => s.goal?.testDate ?? null)).toEqual([
      inDays(5),
      inDays(60),
      inDays(-3),
      null,
    ]);
    expect(page.students[0]!.goal).toMatchObject({ targetScore: 1300 });

    const detail = await read<TutorStudentDetail>(`/api/tutor/students/${later!.id}`, tutor.cookie);
    expect(detail.student.goal).toMatchObject({ targetScore: 1500, testDate: inDays(60) });
    expect(detail.satScores).toEqual([]);
    await jsonCall(
      app,
      'POST',
      '/api/sat-scores',
      { testDate: inDays(-30), math: 600, readingWriting: 590 },
      soon!.cookie,
    );
    const brief = await read<SessionBrief>(`/api/tutor/students/${soon!.id}/brief`, tutor.cookie);
    expect(brief.goal).toMatchObject({ targetScore: 1300, testDate: inDays(5) });
    expect(brief.satScores).toMatchObject([{ testDate: inDays(-30), total: 1190 }]);
    const soonDetail = await read<TutorStudentDetail>(
      `/api/tutor/students/${soon!.id}`,
      tutor.cookie,
    );
    expect(soonDetail.satScores).toEqual(brief.satScores);
    const none = await read<SessionBrief>(`/api/tutor/students/${unset!.id}/brief`, tutor.cookie);
    expect(none.goal).toBeNull();
  });

  it('the linked parents, on each child’s card', async () => {
    const { student, parent } = await linkedFamily(app, database);
    const children = async () => await read<FamilyChild[]>('/api/family/children', parent.cookie);
    expect((await children())[0]!.goal).toBeNull();
    await put(student.cookie, { targetScore: 1350, testDate: inDays(20) });
    expect((await children())[0]!.goal).toMatchObject({
      targetScore: 1350,
      testDate: inDays(20),
    });
    expect((await children())[0]!.satScores).toEqual([]);
    await jsonCall(
      app,
      'POST',
      '/api/sat-scores',
      { testDate: inDays(-10), math: 640, readingWriting: 660 },
      student.cookie,
    );
    expect((await children())[0]!.satScores).toMatchObject([{ total: 1300 }]);
  });
});
