import { describe, expect, it } from 'vitest';
import { questionFlags } from '../../src/db/schema/index.ts';
import { progressCacheFor } from '../../src/features/progress/progress-cache.ts';
import { FIXTURE_BANK } from '../helpers/fixture-bank.ts';
import { buildTestApp, jsonCall, signUp } from '../helpers/test-app.ts';
import { answer, type FixtureId } from './practice-helpers.ts';

const { app, database } = await buildTestApp({}, { bankRoot: FIXTURE_BANK });

// Known sequences of tries, true for a right one, oldest first.
const SEQUENCES: [FixtureId, boolean[]][] = [
  ['test-linear-001', [false, true]],
  ['test-linear-002', [false, false, true]],
  ['test-system-001', [false]],
  ['test-system-002', [true]],
];

async function answerSequences(cookie: string) {
  for (const [questionId, tries] of SEQUENCES) {
    for (const right of tries) {
      expect((await answer(app, cookie, questionId, right)).record.statusCode).toBe(200);
    }
  }
}

const list = (cookie: string, query = '') =>
  jsonCall(app, 'GET', `/api/progress/answered-questions${query}`, undefined, cookie);
const ids = async (cookie: string, query: string) =>
  (await list(cookie, query)).json().questions.map((q: { questionId: string }) => q.questionId);

interface Entry {
  questionId: string;
  isCorrect: boolean;
  attempts: number;
  firstAttemptCorrect: boolean;
  correctOnTry: number | null;
  subModuleId: string;
  flag: { note: string | null; createdAt: string } | null;
}
const byId = async (cookie: string) =>
  new Map<string, Entry>(
    (await list(cookie)).json().questions.map((q: Entry) => [q.questionId, q]),
  );

// Read once after every answer (from the database), and kept up to date answer by answer (in
// memory, after a first read of nothing): both must tell the same.
const readAfter = await signUp(app);
await answerSequences(readAfter.cookie);
const readBefore = await signUp(app);
expect((await list(readBefore.cookie)).statusCode).toBe(200);
await answerSequences(readBefore.cookie);

describe.each([
  ['read from the database', readAfter],
  ['kept up to date in memory', readBefore],
])('answered questions with known tries, %s', (_, student) => {
  it('says on which try each question was first right', async () => {
    const entries = await byId(student.cookie);
    expect(entries.get('test-linear-001')).toMatchObject({
      isCorrect: true,
      attempts: 2,
      firstAttemptCorrect: false,
      correctOnTry: 2,
      subModuleId: 'algebra',
      flag: null,
    });
    expect(entries.get('test-linear-002')).toMatchObject({
      isCorrect: true,
      attempts: 3,
      firstAttemptCorrect: false,
      correctOnTry: 3,
    });
    expect(entries.get('test-system-001')).toMatchObject({
      isCorrect: false,
      attempts: 1,
      firstAttemptCorrect: false,
      correctOnTry: null,
    });
    expect(entries.get('test-system-002')).toMatchObject({
      isCorrect: true,
      attempts: 1,
      firstAttemptCorrect: true,
      correctOnTry: 1,
    });
  });

  it('filters by result: missed on first try, incorrect now, correct', async () => {
    const { cookie } = student;
    expect(await ids(cookie, '?result=missed-first')).toEqual([
      'test-system-001',
      'test-linear-002',
      'test-linear-001',
    ]);
    expect(await ids(cookie, '?result=incorrect')).toEqual(['test-system-001']);
    expect(await ids(cookie, '?result=correct')).toEqual([
      'test-system-002',
      'test-linear-002',
      'test-linear-001',
    ]);
  });
});

describe('the result filter with the others', () => {
  const { cookie } = readAfter;

  it('combines with the topic filters, the search and paging', async () => {
    expect(await ids(cookie, '?result=missed-first&concepts=systems-of-linear-equations')).toEqual([
      'test-system-001',
    ]);
    expect(await ids(cookie, '?result=correct&concepts=systems-of-linear-equations')).toEqual([
      'test-system-002',
    ]);
    expect(
      await ids(cookie, '?result=missed-first&module=sat-math&subModule=algebra'),
    ).toHaveLength(3);
    expect(await ids(cookie, '?result=correct&search=SATISFIES')).toEqual(['test-linear-002']);
    expect(await ids(cookie, '?result=incorrect&search=SATISFIES')).toEqual([]);
    const paged = (await list(cookie, '?result=missed-first&limit=2&page=2')).json();
    expect(paged.questions.map((q: Entry) => q.questionId)).toEqual(['test-linear-001']);
    expect(paged.pagination).toEqual({ page: 2, limit: 2, total: 3, totalPages: 2 });
  });

  it('refuses an unknown result or flagged value with 400', async () => {
    for (const query of ['?result=wrong', '?result=', '?flagged=yes']) {
      const res = await list(cookie, query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().errors[0].param, query).toBe(query.slice(1, query.indexOf('=')));
    }
  });
});

describe('a first try checked wrong whose record was lost', () => {
  it('is missed on the first try, and the right answer recorded was the 2nd try', async () => {
    const { cookie } = await signUp(app);
    const check = await jsonCall(
      app,
      'POST',
      '/api/questions/test-system-001/check',
      { answer: 'D' },
      cookie,
    );
    expect(check.json()).toEqual({ isCorrect: false });
    await answer(app, cookie, 'test-system-001', true);
    const entry = (await byId(cookie)).get('test-system-001');
    expect(entry).toMatchObject({
      isCorrect: true,
      attempts: 1,
      firstAttemptCorrect: false,
      correctOnTry: 2,
    });
    expect(await ids(cookie, '?result=missed-first')).toEqual(['test-system-001']);
  });
});

describe('flags for the tutor', () => {
  it('shows the open flag, the latest of several, and filters by it', async () => {
    const { cookie, user } = await signUp(app);
    await answerSequences(cookie);
    // A read before the flags: the page rendered then must not be served again after them.
    expect((await byId(cookie)).get('test-linear-001')?.flag).toBeNull();
    await database.db.insert(questionFlags).values([
      {
        userId: user._id,
        questionId: 'test-linear-001',
        note: 'First thought',
        createdAt: new Date('2026-11-01T10:00:00Z'),
      },
      {
        userId: user._id,
        questionId: 'test-linear-001',
        note: 'Why is it B?',
        createdAt: new Date('2026-11-02T10:00:00Z'),
      },
      { userId: user._id, questionId: 'test-system-001', note: null },
      {
        userId: user._id,
        questionId: 'test-system-002',
        note: 'Talked it through',
        resolvedAt: new Date(),
      },
    ]);
    // Written behind the app's back, as another instance would: its copy in memory goes.
    progressCacheFor(database.db).forget(user._id);
    const entries = await byId(cookie);
    expect(entries.get('test-linear-001')?.flag).toEqual({
      note: 'Why is it B?',
      createdAt: '2026-11-02T10:00:00.000Z',
    });
    expect(entries.get('test-system-001')?.flag).toEqual({
      note: null,
      createdAt: expect.any(String),
    });
    expect(entries.get('test-system-002')?.flag).toBeNull();

    expect(await ids(cookie, '?flagged=true')).toEqual(['test-system-001', 'test-linear-001']);
    expect(await ids(cookie, '?flagged=false')).toEqual(['test-system-002', 'test-linear-002']);
    expect(await ids(cookie, '?flagged=true&result=incorrect')).toEqual(['test-system-001']);
    expect(await ids(cookie, '?flagged=true&search=SATISFIES')).toEqual([]);
  });
});
