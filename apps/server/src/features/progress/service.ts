import type {
  AnsweredFilter,
  ProgressOverview,
  ProgressStats,
  ProgressTotals,
} from '@academy/shared/progress';
import type { RecordAnswerResult } from '@academy/shared/questions';
import type { UserRow } from '../auth/repository.ts';
import type { ContentStore } from '../catalog/content-store.ts';
import type { PracticeAccess } from '../questions/access.ts';
import { isAnswerCorrect, type QuestionService } from '../questions/service.ts';
import type { createAnsweredRepository } from './answered-repository.ts';
import { answeredResponse } from './answered-responses.ts';
import type { ProgressRepository } from './repository.ts';
import { conceptScores, roundedScores, submoduleAverage } from './scores.ts';
import { userScores } from './user-scores.ts';
import { currentStreak } from './streak.ts';

export function createProgressService(
  content: ContentStore,
  repo: ProgressRepository,
  questions: QuestionService,
  assertAccess: PracticeAccess,
  answeredRepo: ReturnType<typeof createAnsweredRepository>,
  guestFreeQuestions: number,
) {
  async function totals(userId: string): Promise<ProgressTotals> {
    const [t, days] = await Promise.all([repo.totals(userId), repo.activeDays(userId, 400)]);
    return {
      ...t,
      accuracy: t.answered ? Math.round((t.correct / t.answered) * 1000) / 1000 : 0,
      currentStreakDays: currentStreak(
        days.map((d) => d.date),
        new Date(),
      ),
    };
  }

  return {
    async record(
      user: UserRow,
      input: { questionId: string; answer: string; hintsUsed: number; superhintsUsed: number },
    ): Promise<RecordAnswerResult> {
      const question = questions.findQuestion(input.questionId);
      const isCorrect = isAnswerCorrect(question, input.answer);
      await assertAccess(user, { id: input.questionId, isCorrect });
      // Time spent (from the serve) and whether the points count are settled as it is stored.
      const attempt = await repo.recordAttempt({
        userId: user.id,
        questionId: input.questionId,
        at: new Date(),
        isCorrect,
        answer: input.answer,
        points: isCorrect ? question.row.difficulty : 0,
        hintsUsed: input.hintsUsed,
        superhintsUsed: input.superhintsUsed,
      });
      return {
        success: true,
        isCorrect,
        isFirstAttempt: attempt.isFirstAttempt,
        pointsEarned: attempt.pointsEarned,
        timeSpentMs: attempt.timeSpentMs,
      };
    },

    async conceptScores(user: UserRow, submoduleId: string) {
      const { bySubmodule } = await userScores(repo, content.get(), user.id);
      return roundedScores(bySubmodule.get(submoduleId) ?? []);
    },

    /** Every submodule's average for one user, from one read of their first attempts. */
    async submoduleAverages(user: UserRow): Promise<Map<string, number>> {
      const { bySubmodule } = await userScores(repo, content.get(), user.id);
      return new Map(
        [...bySubmodule].map(([submoduleId, scores]) => [submoduleId, submoduleAverage(scores)]),
      );
    },

    async overview(user: UserRow): Promise<ProgressOverview> {
      const snapshot = content.get();
      const [attempts, t] = await Promise.all([repo.firstAttempts(user.id), totals(user.id)]);
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
            averageScore: submoduleAverage(conceptScores(snapshot, s._id, attempts)),
          };
        }),
      };
    },

    /** The review page, serialised (see answered-responses.ts). */
    async answered(user: UserRow, filter: AnsweredFilter) {
      const summary = await answeredRepo.answered(user.id);
      const generation = answeredRepo.generation(user.id);
      return answeredResponse(user.id, content.get(), summary, generation, filter);
    },

    allConcepts: () => content.get().concepts,

    async stats(user: UserRow): Promise<ProgressStats> {
      const snapshot = content.get();
      const [attempts, t, days] = await Promise.all([
        repo.firstAttempts(user.id),
        totals(user.id),
        repo.activeDays(user.id, 30),
      ]);
      const byDifficulty = [1, 2, 3, 4, 5].map((difficulty) => {
        const at = attempts.filter(
          (a) => snapshot.questionById.get(a.questionId)?.row.difficulty === difficulty,
        );
        return { difficulty, answered: at.length, correct: at.filter((a) => a.isCorrect).length };
      });
      return { totals: t, byDifficulty, recentDays: days };
    },
  };
}

export type ProgressService = ReturnType<typeof createProgressService>;
