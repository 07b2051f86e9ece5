// The student's SAT goal (decision 051): a target score and, once booked, the test day, set by
// the student (or the tutor) and read by the home, the tutor's pages and the brief, and the
// parents' page.
import type { FamilyChild } from '@academy/shared/family';
import { goalMessages, type GoalStatus, type StudyGoal } from '@academy/shared/goals';
import {
  tutorMessages,
  type TutorStudentDetail,
  type TutorStudentsPage,
} from '@academy/shared/tutor';
import type { SessionBrief } from '@academy/shared/tutor-brief';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { studyGoals } from '../../src/db/schema/index.ts';
import { linkedFamily } from '../family/helpers.ts';
import { jsonCall } from '../helpers/test-app.ts';
import { goalsTestApp } from './goal-helpers.ts';

const { app, database, userWith, tutor, today, inDays, read } = await goalsTestApp();

const put = (cookie: string, body: unknown) => jsonCall(app, 'PUT', '/api/goal', body, cookie);

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

describe('a linked parent sets their child’s goal', () => {
  it('with the same rules; the student’s home reads it; nobody else may', async () => {
    const { student, parent } = await linkedFamily(app, database);
    const [child] = await read<FamilyChild[]>('/api/family/children', parent.cookie);
    const setFor = (id: string, body: unknown, cookie = parent.cookie) =>
      jsonCall(app, 'PUT', `/api/family/children/${id}/goal`, body, cookie);

    const res = await setFor(child!.id, { targetScore: 1380, testDate: inDays(45) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ targetScore: 1380, testDate: inDays(45) });
    expect((await read<GoalStatus>('/api/goal', student.cookie)).goal).toMatchObject({
      targetScore: 1380,
      testDate: inDays(45),
    });
    expect(
      (await read<FamilyChild[]>('/api/family/children', parent.cookie))[0]!.goal,
    ).toMatchObject({
      targetScore: 1380,
    });

    const bad = await setFor(child!.id, { targetScore: 1385, testDate: inDays(-1) });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map((e: { param: string }) => e.param)
        .sort(),
    ).toEqual(['targetScore', 'testDate']);

    // Another parent, the student, an unknown id: the goal stays.
    const { parent: stranger } = await linkedFamily(app, database);
    expect((await setFor(child!.id, { targetScore: 900 }, stranger.cookie)).statusCode).toBe(404);
    expect((await setFor(child!.id, { targetScore: 900 }, student.cookie)).statusCode).toBe(403);
    expect((await setFor('not-a-uuid', { targetScore: 900 })).statusCode).toBe(400);
    expect((await read<GoalStatus>('/api/goal', student.cookie)).goal).toMatchObject({
      targetScore: 1380,
    });
  });
});
