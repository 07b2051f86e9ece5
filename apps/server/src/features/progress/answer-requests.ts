import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { answerRequests, answers } from '../../db/schema/index.ts';
import type { StoredAttempt } from './progress-records.ts';

/** An attempt's own columns, as the answer's owner may read them. */
export const attemptColumns = {
  questionId: answers.questionId,
  answer: answers.answer,
  isCorrect: answers.isCorrect,
  isFirstAttempt: answers.isFirstAttempt,
  pointsEarned: answers.pointsEarned,
  timeSpentMs: answers.timeSpentMs,
  inTimedTest: answers.inTimedTest,
  hintsUsed: answers.hintsUsed,
  superhintsUsed: answers.superhintsUsed,
  answeredAt: answers.answeredAt,
};

/**
 * Recorded answers by the Idempotency-Key of their request (IETF draft-ietf-httpapi-idempotency-
 * key-header): the page sends one per answer and the same one when it tries the call again.
 */
export function createAnswerRequests(db: Db) {
  return {
    /** The attempt a request with this key stored, if one did. */
    async recorded(userId: string, key: string): Promise<StoredAttempt | undefined> {
      const [row] = await db
        .select({ id: answers.id, ...attemptColumns })
        .from(answerRequests)
        .innerJoin(answers, eq(answers.id, answerRequests.answerId))
        .where(and(eq(answerRequests.userId, userId), eq(answerRequests.key, key)));
      if (!row) return undefined;
      const { answeredAt, ...attempt } = row;
      return { ...attempt, answeredUs: answeredAt.getTime() * 1000 };
    },

    /** Keeps the key of the request that stored `answerId`. */
    async remember(userId: string, key: string, answerId: number) {
      await db.insert(answerRequests).values({ userId, key, answerId }).onConflictDoNothing();
    },
  };
}
