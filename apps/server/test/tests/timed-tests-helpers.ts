import type { StartTestResponse, TestAttemptView } from '@academy/shared/tests';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/client.ts';
import { answers, questions, testAttemptModules } from '../../src/db/schema/index.ts';
import { createPaymentsRepository } from '../../src/features/payments/repository.ts';
import { jsonCall, signUp } from '../helpers/test-app.ts';

/** A clock the test moves: the tests feature reads deadlines from it. */
export function movableClock(start = new Date('2026-11-28T10:00:00Z')) {
  let current = start;
  return {
    now: () => current,
    advanceSeconds: (seconds: number) => {
      current = new Date(current.getTime() + seconds * 1000);
    },
  };
}

export const setTier = (database: Database, userId: string, tier: string) =>
  createPaymentsRepository(database.db).setUserSubscription(userId, {
    tier,
    endDate: null,
    status: 'active',
  });

export function testCalls(app: FastifyInstance, cookie: string) {
  const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, body?: unknown) =>
    jsonCall(app, method, url, body, cookie);
  return {
    call,
    list: () => call('GET', '/api/tests'),
    start: async (testId: string) => {
      const res = await call('POST', `/api/tests/${testId}/start`, {});
      if (res.statusCode !== 200) throw new Error(`start failed: ${res.body}`);
      return res.json<StartTestResponse>();
    },
    view: async (attemptId: string) => {
      const res = await call('GET', `/api/tests/attempts/${attemptId}`);
      if (res.statusCode !== 200) throw new Error(`view failed: ${res.body}`);
      return res.json<TestAttemptView>();
    },
    answer: (attemptId: string, questionId: string, answer: string, marked?: boolean) =>
      call('PUT', `/api/tests/attempts/${attemptId}/answers/${questionId}`, {
        answer,
        ...(marked !== undefined && { marked }),
      }),
    finish: (attemptId: string) =>
      call('POST', `/api/tests/attempts/${attemptId}/finish-module`, {}),
    result: (attemptId: string) => call('GET', `/api/tests/attempts/${attemptId}/result`),
  };
}

/** A new student with `tier` (a Guest as signed up) and the calls of the timed tests. */
export async function testStudent(app: FastifyInstance, database: Database, tier = 'Free') {
  const signed = await signUp(app);
  if (tier !== 'Guest') await setTier(database, signed.user._id, tier);
  return { ...signed, ...testCalls(app, signed.cookie) };
}

/** The bank's ids of an attempt's seats (`<module>-<n>`, what a module's page knows them by). */
export async function bankIdsOf(database: Database, attemptId: string, seats: string[]) {
  const modules = await database.db
    .select({ index: testAttemptModules.index, questionIds: testAttemptModules.questionIds })
    .from(testAttemptModules)
    .where(eq(testAttemptModules.attemptId, attemptId));
  return seats.map((seat) => {
    const [moduleIndex, n] = seat.split('-').map(Number);
    const id = modules.find((m) => m.index === moduleIndex)?.questionIds[n! - 1];
    if (!id) throw new Error(`no question at seat ${seat} of ${attemptId}`);
    return id;
  });
}

/**
 * The right and a wrong answer of each question of an attempt, by its seat, read from the bank
 * as imported; `id` the bank's.
 */
export async function keysOf(database: Database, attemptId: string, seats: string[]) {
  const ids = await bankIdsOf(database, attemptId, seats);
  const rows = await database.db
    .select({
      id: questions.id,
      type: questions.type,
      correct: questions.correctAnswer,
      accepted: questions.acceptedAnswers,
      difficulty: questions.difficulty,
      submodule: questions.submoduleId,
    })
    .from(questions)
    .where(inArray(questions.id, ids));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return new Map(
    seats.map((seat, i) => {
      const r = byId.get(ids[i]!)!;
      return [
        seat,
        {
          ...r,
          right: r.type === 'multiple_choice' ? r.correct : r.accepted[0]!,
          wrong: r.type === 'multiple_choice' ? (r.correct === 'A' ? 'B' : 'A') : '-99999',
        },
      ];
    }),
  );
}

/**
 * Starts the algebra short set, answers its first question wrong and ends it at once (a test
 * with no answer is no result): its attempt id.
 */
export async function endedShortSet(
  app: FastifyInstance,
  database: Database,
  cookie: string,
): Promise<string> {
  const { start, answer, finish } = testCalls(app, cookie);
  const { attemptId, module } = await start('short-algebra');
  const first = module.questions[0]!._id;
  const keys = await keysOf(database, attemptId, [first]);
  await answer(attemptId, first, keys.get(first)!.wrong);
  const ended = await finish(attemptId);
  if (ended.statusCode !== 200) throw new Error(`finish failed: ${ended.body}`);
  return attemptId;
}

/**
 * A practice answer, wrong and first, to a geometry question (no test's topic) at `answeredAt`,
 * stored as the practice route would.
 */
export async function practiceAnswerBefore(
  database: Database,
  userId: string,
  answeredAt: Date,
  timeSpentMs?: number,
) {
  const [practised] = await database.db
    .select({ id: questions.id })
    .from(questions)
    .where(eq(questions.submoduleId, 'geometry-trigonometry'))
    .limit(1);
  await database.db.insert(answers).values({
    userId,
    questionId: practised!.id,
    answer: 'A',
    isCorrect: false,
    isFirstAttempt: true,
    timeSpentMs,
    answeredAt,
  });
}
