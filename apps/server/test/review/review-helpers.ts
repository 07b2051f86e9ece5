import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/client.ts';
import { answers, reviewCards } from '../../src/db/schema/index.ts';
import { progressCacheFor } from '../../src/features/progress/progress-cache.ts';
import { jsonCall } from '../helpers/test-app.ts';
import { FIXTURE, type FixtureId } from '../practice/practice-helpers.ts';

/** A clock the test sets: review scheduling reads it, nothing else does. */
export function fixedClock(start: Date) {
  let current = start;
  return {
    now: () => current,
    set: (at: Date) => {
      current = at;
    },
  };
}

/** Checks and records an answer as the practice page does, with the hints opened. */
export async function answerWith(
  app: FastifyInstance,
  cookie: string,
  questionId: FixtureId,
  correct: boolean,
  hints: { hintsUsed?: number; superhintsUsed?: number } = {},
) {
  const answer = correct ? FIXTURE[questionId].right : FIXTURE[questionId].wrong;
  await jsonCall(app, 'POST', `/api/questions/${questionId}/check`, { answer }, cookie);
  const res = await jsonCall(
    app,
    'POST',
    '/api/progress/record-answer',
    { questionId, answer, ...hints },
    cookie,
  );
  if (res.statusCode !== 200) throw new Error(`record-answer failed: ${res.body}`);
  return res.json();
}

export async function cardOf(database: Database, userId: string, questionId: string) {
  const [row] = await database.db
    .select()
    .from(reviewCards)
    .where(and(eq(reviewCards.userId, userId), eq(reviewCards.questionId, questionId)));
  return row;
}

/**
 * Sets the time of every first attempt of the user: their median, for Easy. Written behind the
 * app's back, so its copy of the user's attempts in memory is dropped, as a write by another
 * instance would drop it.
 */
export async function setFirstAttemptTimes(database: Database, userId: string, ms: number) {
  await database.db
    .update(answers)
    .set({ timeSpentMs: ms })
    .where(and(eq(answers.userId, userId), eq(answers.isFirstAttempt, true)));
  progressCacheFor(database.db).forget(userId);
}
