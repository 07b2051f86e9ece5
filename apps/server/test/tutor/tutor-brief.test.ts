// GET /api/tutor/students/:id/brief: weakest concepts with trend, the last misses with the
// student's answers and hints, open flags, and a practice sheet of missed questions with keys.
import { MAX_PRACTICE_SHEET, tutorMessages } from '@academy/shared/tutor';
import { BRIEF_TESTS, type SessionBrief } from '@academy/shared/tutor-brief';
import { describe, expect, it } from 'vitest';
import { answers } from '../../src/db/schema/index.ts';
import { jsonCall } from '../helpers/test-app.ts';
import { endedShortSet, setTier } from '../tests/timed-tests-helpers.ts';
import { tutorTestApp } from './tutor-helpers.ts';

const { app, database, userWith, practicedStudent, evaluationOf } = await tutorTestApp();
const tutor = await userWith('tutor');

const brief = (id: string, query = '') =>
  jsonCall(app, 'GET', `/api/tutor/students/${id}/brief${query}`, undefined, tutor.cookie);

describe('the session brief', () => {
  it('holds weakest concepts, last misses, flags and a practice sheet with its answers', async () => {
    const student = await userWith('student', { firstname: 'Bria' });
    // Stored before anything reads them, as practice stores them. The first miss was three weeks
    // ago: its concept's trend compares with then.
    const attempt = (questionId: string, answer: string, right: boolean, daysAgo: number) => ({
      userId: student.id,
      questionId,
      answer,
      isCorrect: right,
      isFirstAttempt: true,
      pointsEarned: right ? 2 : 0,
      hintsUsed: questionId === 'test-system-001' ? 1 : 0,
      answeredAt: new Date(Date.now() - daysAgo * 86_400_000),
    });
    await database.db
      .insert(answers)
      .values([
        attempt('test-linear-001', 'A', false, 21),
        attempt('test-linear-002', '2/3', true, 1),
        attempt('test-system-001', 'D', false, 0),
      ]);
    await jsonCall(
      app,
      'POST',
      '/api/questions/test-system-001/flag',
      { note: 'Why not D?' },
      student.cookie,
    );

    const res = await brief(student.id, '?practiceSheet=5');
    expect(res.statusCode).toBe(200);
    const body = res.json() as SessionBrief;
    expect(body.student).toEqual({ id: student.id, firstname: 'Bria', lastname: 'Lovelace' });

    expect(body.weakest.length).toBeGreaterThan(0);
    for (const c of body.weakest) {
      expect(c).toEqual({
        concept: expect.any(String),
        name: expect.any(String),
        subModuleName: expect.any(String),
        score: expect.any(Number),
        trend: c.trend === null ? null : expect.any(Number),
      });
    }
    // A concept answered only in the last two weeks has no trend; one answered before has one.
    expect(body.weakest.some((c) => c.trend !== null)).toBe(true);
    expect(body.weakest.some((c) => c.trend === null)).toBe(true);

    // Newest first, with what the student answered.
    expect(body.misses.map((m) => [m.questionId, m.studentAnswer])).toEqual([
      ['test-system-001', 'D'],
      ['test-linear-001', 'A'],
    ]);
    expect(body.misses[0]).toMatchObject({ hintsUsed: 1, superhintsUsed: 0 });
    expect(body.misses[0]!.body).toContain('$');

    expect(body.flags).toEqual([
      expect.objectContaining({ questionId: 'test-system-001', note: 'Why not D?' }),
    ]);

    // Both missed first attempts, with their keys for the last page.
    expect(body.practiceSheet.map((q) => [q.questionId, q.correctAnswer])).toEqual([
      ['test-system-001', 'C'],
      ['test-linear-001', 'B'],
    ]);
    expect(body.practiceSheet[0]!.choices.map((c) => c.id)).toEqual(['A', 'B', 'C', 'D']);
    expect(body.practiceSheet[0]!.explanation).toBeTruthy();
  });

  it("holds each section's estimate and latest evaluation, the last tests and the last note", async () => {
    const student = await practicedStudent();
    // practicedStudent took a Math evaluation (500–580) now; an older one must not win.
    await evaluationOf(student, { low: 400, createdAt: new Date(Date.now() - 30 * 86_400_000) });
    await evaluationOf(student, { low: 610, kind: 'reading-writing' });
    // A Guest's trial holds one test: these four need a plan.
    await setTier(database, student.id, 'Free');
    const attemptIds: string[] = [];
    for (let n = 0; n < BRIEF_TESTS + 1; n += 1)
      attemptIds.push(await endedShortSet(app, database, student.cookie));
    const notes = `/api/tutor/students/${student.id}/notes`;
    await jsonCall(app, 'POST', notes, { text: 'Older note' }, tutor.cookie);
    await jsonCall(app, 'POST', notes, { text: 'Systems next time' }, tutor.cookie);
    const homework = { subModuleId: 'algebra', questionCount: 4, dueOn: '2027-01-08' };
    await jsonCall(
      app,
      'POST',
      `/api/tutor/students/${student.id}/homework`,
      homework,
      tutor.cookie,
    );

    const body = (await brief(student.id)).json() as SessionBrief;
    expect(body.scores).toEqual([
      {
        section: 'math',
        estimate: { status: 'needMore', answersNeeded: 27 },
        evaluation: { low: 500, high: 580, submittedAt: expect.any(String) },
      },
      {
        section: 'reading-writing',
        estimate: { status: 'needMore', answersNeeded: 30 },
        evaluation: { low: 610, high: 690, submittedAt: expect.any(String) },
      },
    ]);
    // The newest first, as many as the brief prints.
    expect(body.tests.map((t) => t.attemptId)).toEqual(attemptIds.slice(1).reverse());
    expect(body.tests[0]).toMatchObject({ name: 'Short set: Algebra', correct: 0 });
    expect(body.lastNote).toEqual({
      authorName: 'Ada Lovelace',
      text: 'Systems next time',
      updatedAt: expect.any(String),
    });
    expect(body.homework).toEqual([
      expect.objectContaining({ subModuleName: 'Algebra', questionCount: 4, dueOn: '2027-01-08' }),
    ]);
  });

  it('sizes the practice sheet as asked, within bounds', async () => {
    const student = await practicedStudent();
    expect((await brief(student.id, '?practiceSheet=1')).json().practiceSheet).toHaveLength(1);
    expect((await brief(student.id, '?practiceSheet=0')).json().practiceSheet).toEqual([]);
    for (const n of ['-1', String(MAX_PRACTICE_SHEET + 1), 'two', '1.5']) {
      const res = await brief(student.id, `?practiceSheet=${n}`);
      expect(res.statusCode, n).toBe(400);
      expect(res.json().message).toBe(tutorMessages.badPracticeSheet);
    }
  });

  it('is empty but whole for a student who never practiced', async () => {
    const student = await userWith('student');
    expect((await brief(student.id)).json()).toMatchObject({
      scores: [
        { section: 'math', evaluation: null },
        { section: 'reading-writing', evaluation: null },
      ],
      tests: [],
      lastNote: null,
      homework: [],
      weakest: [],
      misses: [],
      flags: [],
      practiceSheet: [],
    });
  });
});
