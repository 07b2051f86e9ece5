// The statement that stores answers (src/features/progress/practice-writes.ts), called the way
// the repository calls it for a group: time spent from the serve, capped; points only for a
// first attempt whose first check was right; first attempts that collide kept as repeats.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/db/client.ts';
import {
  recordAttempts,
  upsertChecks,
  upsertServes,
  type NewAttempt,
} from '../../src/features/progress/practice-writes.ts';
import { FIXTURE_BANK } from '../helpers/fixture-bank.ts';
import { buildTestApp, signUp } from '../helpers/test-app.ts';

describe('recordAttempts', async () => {
  const { app, database } = await buildTestApp({}, { bankRoot: FIXTURE_BANK });
  const newUserId = async () => ((await signUp(app)).user as { _id: string })._id;
  const at = (minutes: number) => new Date(Date.UTC(2026, 10, 23, 9, minutes));
  const attempt = (userId: string, over: Partial<NewAttempt> = {}): NewAttempt => ({
    userId,
    questionId: 'test-linear-001',
    at: at(10),
    isCorrect: true,
    answer: 'B',
    points: 1,
    hintsUsed: 0,
    superhintsUsed: 0,
    first: true,
    ...over,
  });

  it('counts the time since the serve, never below 0 and at most 30 minutes', async () => {
    const userId = await newUserId();
    await upsertServes(database.db, [
      { userId, questionId: 'test-linear-001', at: at(8) },
      { userId, questionId: 'test-linear-002', at: at(11) },
      { userId, questionId: 'test-system-001', at: at(0) },
    ]);
    const stored = await recordAttempts(database.db, [
      attempt(userId),
      attempt(userId, { questionId: 'test-linear-002', answer: '2/3' }),
      attempt(userId, { questionId: 'test-system-001', answer: 'C', at: at(59) }),
      // Never served: the check that comes with it is its serve.
      attempt(userId, { questionId: 'test-system-002', answer: '8' }),
    ]);
    expect(stored.map((s) => s.timeSpentMs)).toEqual([120_000, 0, 1_800_000, 0]);
  });

  it('gives points to a first attempt only when the first check of the question was right', async () => {
    const userId = await newUserId();
    const [wrongFirst] = await recordAttempts(database.db, [
      attempt(userId, { isCorrect: false, answer: 'A', points: 0 }),
    ]);
    expect(wrongFirst).toMatchObject({ isFirstAttempt: true, pointsEarned: 0 });
    // Right on the second try: a repeat, and the first check was wrong anyway.
    const [rightRepeat] = await recordAttempts(database.db, [attempt(userId, { first: false })]);
    expect(rightRepeat).toMatchObject({ isFirstAttempt: false, isCorrect: true, pointsEarned: 0 });

    const other = await newUserId();
    const [rightFirst] = await recordAttempts(database.db, [attempt(other, { points: 3 })]);
    expect(rightFirst).toMatchObject({ isFirstAttempt: true, pointsEarned: 3 });
  });

  it('keeps one first attempt per question; the others are repeats, in the order given', async () => {
    const userId = await newUserId();
    // Another instance stored this user's first attempt at test-linear-001 a moment ago.
    await recordAttempts(database.db, [attempt(userId, { answer: 'A', isCorrect: false })]);

    const stored = await recordAttempts(database.db, [
      attempt(userId, { answer: 'C', isCorrect: false }), // believed first: collides
      attempt(userId, { questionId: 'test-linear-002', answer: '3/2', isCorrect: false }),
      attempt(userId, { questionId: 'test-linear-002', answer: '2/3', points: 2 }),
      attempt(userId, { answer: 'B', first: false }),
    ]);
    expect(stored.map((s) => [s.questionId, s.answer, s.isFirstAttempt, s.pointsEarned])).toEqual([
      ['test-linear-001', 'C', false, 0],
      ['test-linear-002', '3/2', true, 0],
      ['test-linear-002', '2/3', false, 0],
      ['test-linear-001', 'B', false, 0],
    ]);
    // The repeats are stored in the order given (the first of a group may go in before them).
    const repeatTimes = stored.filter((s) => !s.isFirstAttempt).map((s) => s.answeredUs);
    expect(repeatTimes).toEqual([...repeatTimes].sort((a, b) => a - b));
    expect(new Set(stored.map((s) => s.id)).size).toBe(4);
  });

  it('never deadlocks: serves, checks and answers at once over the same questions all land', async () => {
    const users = [await newUserId(), await newUserId()];
    const questionIds = [
      'test-linear-001',
      'test-linear-002',
      'test-system-001',
      'test-system-002',
    ];
    const pairs = users.flatMap((userId) =>
      questionIds.map((questionId) => ({ userId, questionId })),
    );
    // Each statement in another order: on PostgreSQL they wait for the same rows' locks.
    const shuffled = (seed: number) =>
      pairs
        .map((pair, i) => ({ pair, key: (i * 7 + seed * 5) % pairs.length }))
        .sort((a, b) => a.key - b.key)
        .map(({ pair }) => pair);
    // Serves, checks and answers of 8 rows each, 4 of each kind, all at once.
    const writes = Array.from({ length: 12 }, (_, group) => {
      const rows = shuffled(group);
      const when = at(group);
      switch (group % 3) {
        case 0:
          return upsertServes(
            database.db,
            rows.map((r) => ({ ...r, at: when })),
          );
        case 1:
          return upsertChecks(
            database.db,
            rows.map((r) => ({ ...r, at: when, isCorrect: true })),
          );
        default:
          return recordAttempts(
            database.db,
            rows.map((r) => attempt(r.userId, { questionId: r.questionId, at: when })),
          );
      }
    });
    await Promise.all(writes);

    const stored = await recordAttempts(
      database.db,
      pairs.map((r) => attempt(r.userId, { questionId: r.questionId, first: false })),
    );
    expect(stored.every((s) => !s.isFirstAttempt)).toBe(true);
    const rows = await database.db.execute<{ firsts: number; total: number }>(sql`
      select count(*) filter (where is_first_attempt)::int as firsts, count(*)::int as total
        from answers where user_id in (${users[0]}, ${users[1]})`);
    // 4 groups of 8 answers, then 8 more: one first per user and question, no answer lost.
    expect(rowsOf<{ firsts: number; total: number }>(rows)[0]).toEqual({ firsts: 8, total: 40 });
  });
});
