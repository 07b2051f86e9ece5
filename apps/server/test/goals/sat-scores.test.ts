// Official SAT scores (decision 051): the student enters a test's, kept beside what practice
// estimated then; the tutor's Results list every student's and how often practice held them.
import {
  satScoreMessages,
  type SatScore,
  type SatScoreList,
  type TutorResultsPage,
} from '@academy/shared/sat-scores';
import { describe, expect, it } from 'vitest';
import { satScores } from '../../src/db/schema/index.ts';
import { jsonCall } from '../helpers/test-app.ts';
import { goalsTestApp } from './goal-helpers.ts';

const { app, database, userWith, tutor, today, inDays, read } = await goalsTestApp();

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
