import type {
  AnsweredFilter,
  ProgressOverview,
  ProgressStats,
  ProgressTotals,
} from '@academy/shared/progress';
import { progressMessages } from '@academy/shared/progress';
import type { RecordAnswerResult } from '@academy/shared/questions';
import { conflict } from '../../lib/app-error.ts';
import type { UserRow } from '../auth/repository.ts';
import {
  storedQuestion,
  type ContentStore,
  type StoredQuestion,
} from '../catalog/content-store.ts';
import type { PracticeAccess } from '../questions/access.ts';
import { assertAnswerFits, isAnswerCorrect, type QuestionService } from '../questions/service.ts';
import type { createAnsweredRepository } from './answered-repository.ts';
import { answeredDetail } from './answered-questions.ts';
import { answeredResponse } from './answered-responses.ts';
import type { StoredAttempt } from './progress-records.ts';
import type { CardsToStart } from './practice-writes.ts';
import type { ProgressRepository } from './repository.ts';
import { roundedScores, submoduleAverage } from './scores.ts';
import { userAverages, userScores, type SubmoduleAverage } from './user-scores.ts';
import { currentStreak } from './streak.ts';
import { studyDays } from './study-days.ts';
import { createDashboardService } from './dashboard-service.ts';

/** The days studied /progress/stats lists, newest first. */
const RECENT_DAYS = 30;

/** What record-answer replies, from the attempt stored. */
const recordReply = (attempt: StoredAttempt): RecordAnswerResult => ({
  success: true,
  isCorrect: attempt.isCorrect,
  isFirstAttempt: attempt.isFirstAttempt,
  pointsEarned: attempt.pointsEarned,
  timeSpentMs: attempt.timeSpentMs,
});

export function createProgressService(
  content: ContentStore,
  repo: ProgressRepository,
  questions: QuestionService,
  assertAccess: PracticeAccess,
  answeredRepo: ReturnType<typeof createAnsweredRepository>,
  guestFreeQuestions: number,
  /**
   * The review cards' schedule: the cards a first attempt may start, stored in its statement,
   * and what follows every recorded answer (its failure is its own).
   */
  reviewHooks: {
    cardsToStart: (hints: { hintsUsed: number; superhintsUsed: number }) => CardsToStart;
    afterRecord: (
      userId: string,
      question: StoredQuestion,
      attempt: StoredAttempt,
      hints: { hintsUsed: number; superhintsUsed: number },
    ) => Promise<void>;
  },
) {
  async function totals(userId: string): Promise<ProgressTotals> {
    const [t, days] = await Promise.all([repo.totals(userId), studyDays(repo, userId)]);
    return {
      ...t,
      timeSpentMs: days.reduce((sum, d) => sum + d.timeSpentMs, 0),
      accuracy: t.answered ? Math.round((t.correct / t.answered) * 1000) / 1000 : 0,
      currentStreakDays: currentStreak(
        days.map((d) => d.date),
        new Date(),
      ),
    };
  }

  const dashboard = createDashboardService(content, repo);

  return {
    /**
     * Records an answer. `requestKey`, the request's Idempotency-Key: sent again with it (a retry
     * whose first reply was lost), the answer is not recorded twice and gets the first reply.
     */
    async record(
      user: UserRow,
      input: { questionId: string; answer: string; hintsUsed: number; superhintsUsed: number },
      requestKey?: string,
    ): Promise<RecordAnswerResult> {
      const question = questions.findQuestion(input.questionId);
      assertAnswerFits(question, input.answer);
      const store = async () => {
        const isCorrect = isAnswerCorrect(question, input.answer);
        await assertAccess(user, { id: input.questionId, isCorrect });
        // Time spent (from the serve) and whether the points count are settled as it is stored.
        return repo.recordAttempt({
          userId: user.id,
          questionId: input.questionId,
          at: new Date(),
          isCorrect,
          answer: input.answer,
          points: isCorrect ? question.row.difficulty : 0,
          hintsUsed: input.hintsUsed,
          superhintsUsed: input.superhintsUsed,
          cards: () => reviewHooks.cardsToStart(input),
          ...(requestKey ? { requestKey } : {}),
        });
      };
      const { attempt, replayed } = requestKey
        ? await repo.requests.once(user.id, requestKey, store)
        : { attempt: await store(), replayed: false };
      if (!replayed) {
        await reviewHooks.afterRecord(user.id, question, attempt, input);
      } else if (attempt.questionId !== input.questionId || attempt.answer !== input.answer) {
        throw conflict(progressMessages.requestKeyReused);
      }
      return recordReply(attempt);
    },

    async conceptScores(user: UserRow, submoduleId: string) {
      const { bySubmodule } = await userScores(repo, content.get(), user.id);
      return roundedScores(bySubmodule.get(submoduleId) ?? []);
    },

    /** Every submodule's average and questions answered for one user (made once per change). */
    submoduleAverages: (user: UserRow): Promise<Map<string, SubmoduleAverage>> =>
      userAverages(repo, content.get(), user.id),

    async overview(user: UserRow): Promise<ProgressOverview> {
      const snapshot = content.get();
      const [attempts, { bySubmodule }, t] = await Promise.all([
        repo.firstAttempts(user.id),
        userScores(repo, snapshot, user.id),
        totals(user.id),
      ]);
      return {
        totals: t,
        guestFreeQuestions,
        subModules: snapshot.submodules.map((s) => {
          const inSubmodule = attempts.filter(
            (a) => snapshot.questionById.get(a.questionId)?.row.submoduleId === s._id,
          );
          return {
            subModule: s._id,
            name: s.name,
            answered: inSubmodule.length,
            total: s.questionIds.length,
            correct: inSubmodule.filter((a) => a.isCorrect).length,
            averageScore: submoduleAverage(bySubmodule.get(s._id) ?? []),
          };
        }),
      };
    },

    /** The review page, serialised (see answered-responses.ts). */
    async answered(user: UserRow, filter: AnsweredFilter) {
      const [summary, flags] = await Promise.all([
        answeredRepo.answered(user.id),
        answeredRepo.openFlags(user.id),
      ]);
      const generation = answeredRepo.generation(user.id);
      return answeredResponse(user.id, content.get(), summary, generation, filter, flags);
    },

    /** One answered question's details, every math field rendered; undefined if never answered. */
    async answeredOne(user: UserRow, questionId: string) {
      const [summary, flags] = await Promise.all([
        answeredRepo.answered(user.id),
        answeredRepo.openFlags(user.id),
      ]);
      return answeredDetail(content.get(), summary, questionId, flags);
    },

    allConcepts: () => content.get().concepts,

    dashboard: (user: UserRow) => dashboard(user.id),

    async stats(user: UserRow): Promise<ProgressStats> {
      const snapshot = content.get();
      const [attempts, t, days] = await Promise.all([
        repo.firstAttempts(user.id),
        totals(user.id),
        studyDays(repo, user.id),
      ]);
      const byDifficulty = [1, 2, 3, 4, 5].map((difficulty) => {
        const at = attempts.filter(
          (a) => storedQuestion(snapshot, a.questionId)?.row.difficulty === difficulty,
        );
        return { difficulty, answered: at.length, correct: at.filter((a) => a.isCorrect).length };
      });
      const recentDays = days
        .slice(0, RECENT_DAYS)
        .map(({ date, answered, correct }) => ({ date, answered, correct }));
      return { totals: t, byDifficulty, recentDays };
    },
  };
}

export type ProgressService = ReturnType<typeof createProgressService>;
