import { ALL_QUESTIONS_ANSWERED, NO_QUESTIONS_FOUND } from '@academy/shared/practice';
import type {
  CheckAnswerResult,
  RandomQuestionResponse,
  ShowAnswerResult,
} from '@academy/shared/questions';
import { answerMessages } from '@academy/shared/questions';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { UserRow } from '../auth/repository.ts';
import type { ContentStore, StoredQuestion } from '../catalog/content-store.ts';
import type { ProgressRepository } from '../progress/repository.ts';
import { userScores } from '../progress/user-scores.ts';
import type { PracticeAccess } from './access.ts';
import { matchesFreeEntry } from './free-entry.ts';
import { pickWeighted, weaknessWeight } from './selection.ts';

export function isAnswerCorrect(question: StoredQuestion, answer: string): boolean {
  const { row } = question;
  if (row.type === 'multiple_choice') return answer.trim().toUpperCase() === row.correctAnswer;
  return matchesFreeEntry(answer, row.acceptedAnswers);
}

/** The question handed out most recently among those `eligible`, if any. */
function latestUnchecked(served: Map<string, number>, eligible: (id: string) => boolean) {
  let latest: string | undefined;
  let latestAt = -Infinity;
  for (const [id, at] of served) {
    if (at > latestAt && eligible(id)) {
      latest = id;
      latestAt = at;
    }
  }
  return latest;
}

export function createQuestionService(
  content: ContentStore,
  progress: ProgressRepository,
  assertAccess: PracticeAccess,
) {
  const findQuestion = (id: string) => {
    const question = content.get().questionById.get(id);
    if (!question) throw notFound('Question not found');
    return question;
  };

  return {
    findQuestion,

    async random(user: UserRow, submoduleId: string): Promise<RandomQuestionResponse> {
      const snapshot = content.get();
      const submodule = snapshot.submoduleById.get(submoduleId);
      if (!submodule) throw notFound('Submodule not found');
      await assertAccess(user);
      if (submodule.questionIds.length === 0)
        return { body: NO_QUESTIONS_FOUND, subModule: submoduleId };
      const { firsts, bySubmodule } = await userScores(progress, snapshot, user.id);
      // The question handed out last and not checked yet comes back: a reload, signing in
      // again or a visit to another topic keeps the student's place, and drawing again cannot
      // skip a hard question.
      const resumed = latestUnchecked(
        await progress.uncheckedServes(user.id),
        (id) => !firsts.has(id) && snapshot.questionById.get(id)?.row.submoduleId === submoduleId,
      );
      if (resumed) {
        await progress.serve(user.id, resumed, new Date());
        return snapshot.questionById.get(resumed)!.public;
      }
      const scores = new Map((bySubmodule.get(submoduleId) ?? []).map((s) => [s.concept, s.score]));
      const scoreOf = (conceptId: string) => scores.get(conceptId) ?? 0;
      const pickedId = pickWeighted(submodule.questionIds, (id) =>
        firsts.has(id) ? 0 : weaknessWeight(snapshot.questionById.get(id)!, scoreOf),
      );
      if (!pickedId) return { body: ALL_QUESTIONS_ANSWERED, subModule: submoduleId };
      await progress.serve(user.id, pickedId, new Date());
      return snapshot.questionById.get(pickedId)!.public;
    },

    async check(user: UserRow, questionId: string, answer: string): Promise<CheckAnswerResult> {
      const question = findQuestion(questionId);
      const isCorrect = isAnswerCorrect(question, answer);
      await assertAccess(user, { id: questionId, isCorrect });
      await progress.markChecked(user.id, questionId, isCorrect, new Date());
      return { isCorrect };
    },

    async showAnswer(user: UserRow, questionId: string): Promise<ShowAnswerResult> {
      const question = findQuestion(questionId);
      const serve = await progress.findServe(user.id, questionId);
      if (!serve?.checkedAt) throw new AppError(409, answerMessages.checkFirst);
      const { row } = question;
      return {
        correctAnswer: row.correctAnswer,
        correctAnswerLatex: row.correctAnswerLatex,
        explanation: row.explanation,
        explanationLatex: row.explanationLatex,
        ...(row.explanationImage ? { explanationImage: row.explanationImage } : {}),
      };
    },
  };
}

export type QuestionService = ReturnType<typeof createQuestionService>;
