import type { FastifyBaseLogger } from 'fastify';
import { isAnswerCorrect } from '../questions/service.ts';
import type { ProgressRepository } from '../progress/repository.ts';
import type { ReviewService } from '../review/service.ts';
import type { TestsDeps } from './service.ts';

/**
 * What a finished module gives practice: each answer as a practice first attempt, and only as
 * one (a question already practised keeps its score) and with the test's time for it, and the
 * module's time as time practised.
 */
export function testsPracticeFeed(
  progress: ProgressRepository,
  review: ReviewService,
  log: FastifyBaseLogger,
): Pick<TestsDeps, 'recordAnswer' | 'studied'> {
  return {
    recordAnswer: async (userId, question, { answer, answeredAt: at, seconds }) => {
      if ((await progress.firstAttemptMap(userId)).has(question.row.id)) return;
      const isCorrect = isAnswerCorrect(question, answer);
      const noHints = { hintsUsed: 0, superhintsUsed: 0 };
      const attempt = await progress.recordAttempt({
        userId,
        questionId: question.row.id,
        at,
        isCorrect,
        answer,
        points: isCorrect ? question.row.difficulty : 0,
        ...noHints,
        cards: () => review.cardsToStart(noHints),
        timedTestMs: seconds * 1000,
      });
      await review.afterAnswer(userId, question, attempt, noHints).catch((err: unknown) => {
        log.error({ err }, 'review card not scheduled');
      });
    },
    studied: progress.recordStudyTime,
  };
}
