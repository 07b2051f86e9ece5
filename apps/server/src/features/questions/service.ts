import { ALL_QUESTIONS_ANSWERED, NO_QUESTIONS_FOUND } from '@academy/shared/practice';
import type {
  CheckAnswerResult,
  Question,
  RandomQuestionResponse,
  ShowAnswerResult,
} from '@academy/shared/questions';
import { answerMessages } from '@academy/shared/questions';
import { practiceControlMessages } from '@academy/shared/practice-controls';
import { testMessages } from '@academy/shared/tests';
import { AppError, badRequest, fieldError, notFound } from '../../lib/app-error.ts';
import type { UserRow } from '../auth/repository.ts';
import type { ContentStore, StoredQuestion } from '../catalog/content-store.ts';
import type { ProgressRepository } from '../progress/repository.ts';
import { rightFirstTime } from '../progress/progress-records.ts';
import { userScores } from '../progress/user-scores.ts';
import type { PracticeAccess } from './access.ts';
import { matchesFreeEntry } from './free-entry.ts';
import type { ControlsRepository } from './controls-repository.ts';
import { nextInQueue } from './practice-queue.ts';
import type { TestUnderWay } from '../tests/test-under-way.ts';
import { weaknessWeight } from './selection.ts';

/** A multiple-choice answer names one of the question's choices (in either case): any other is
 *  refused, not stored as a wrong attempt that no student could have made. */
export function assertAnswerFits(question: StoredQuestion, answer: string): void {
  if (question.row.type !== 'multiple_choice') return;
  const id = answer.trim().toUpperCase();
  if (!question.public.choices.some((choice) => choice.id === id)) {
    throw fieldError('answer', answerMessages.notAChoice);
  }
}

export function isAnswerCorrect(question: StoredQuestion, answer: string): boolean {
  const { row } = question;
  if (row.type === 'multiple_choice') return answer.trim().toUpperCase() === row.correctAnswer;
  return matchesFreeEntry(answer, row.acceptedAnswers);
}

/** The question handed out most recently among those `eligible`, if any. */
function latestOpen(served: Map<string, number>, eligible: (id: string) => boolean) {
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
  controls: ControlsRepository,
  testUnderWay: TestUnderWay,
) {
  /** Serves the question; in a "Practice again" round it says so, with the round's number. */
  const handOut = async (userId: string, questionId: string, round?: number) => {
    await progress.serve(userId, questionId, new Date());
    const question = content.get().questionById.get(questionId)!.public;
    return round === undefined ? question : { ...question, round };
  };

  const findQuestion = (id: string) => {
    const question = content.get().questionById.get(id);
    if (!question) throw notFound('Question not found');
    return question;
  };

  return {
    findQuestion,

    async random(
      user: UserRow,
      submoduleId: string,
      conceptId?: string,
    ): Promise<RandomQuestionResponse> {
      const snapshot = content.get();
      const submodule = snapshot.submoduleById.get(submoduleId);
      if (!submodule) throw notFound('Submodule not found');
      if (conceptId !== undefined && !submodule.conceptIds.includes(conceptId)) {
        throw badRequest(practiceControlMessages.conceptNotInSubmodule);
      }
      await assertAccess(user);
      if (submodule.questionIds.length === 0)
        return { body: NO_QUESTIONS_FOUND, subModule: submoduleId };
      const [{ firsts, bySubmodule }, round, allSkipped, inTest] = await Promise.all([
        userScores(progress, snapshot, user.id),
        controls.round(user.id, submoduleId),
        controls.skipped(user.id),
        testUnderWay.questionsOf(user.id),
      ]);
      // A question of the timed test module under way waits for the module's end: practice
      // could not check it anyway, and would show it twice.
      const candidates = submodule.questionIds.filter(
        (id) =>
          !inTest.has(id) &&
          (!conceptId || snapshot.questionById.get(id)!.conceptIds.includes(conceptId)),
      );
      const candidateSet = new Set(candidates);
      // A round counts only what happened since it began: its answers and its skips.
      const since = round?.startedAt;
      const answeredInRound = since
        ? await controls.answeredInRound(user.id, submoduleId, candidates)
        : undefined;
      const done = (id: string) => (answeredInRound ? answeredInRound.has(id) : firsts.has(id));
      // The question handed out last and not answered since comes back, in a round or one
      // concept too: a reload, signing in again or a visit to another topic keeps the student's
      // place, and drawing again cannot pass over a hard question (only "Skip for now" does).
      const resumed = latestOpen(
        await progress.openServes(user.id),
        (id) => candidateSet.has(id) && !done(id) && !allSkipped.has(id),
      );
      // Only a question answered before is practised again: a first answer in a round (one
      // never reached, or new in the bank) is its first attempt, and counts.
      const roundOf = (id: string) => (firsts.has(id) ? round?.round : undefined);
      if (resumed) return handOut(user.id, resumed, roundOf(resumed));
      const scores = new Map((bySubmodule.get(submoduleId) ?? []).map((s) => [s.concept, s.score]));
      const scoreOf = (conceptId: string) => scores.get(conceptId) ?? 0;
      const weight = (id: string) => weaknessWeight(snapshot.questionById.get(id)!, scoreOf);
      const pickedId = nextInQueue({
        candidates,
        done,
        skipped: since
          ? new Map([...allSkipped].filter(([, at]) => at >= since.getTime()))
          : allSkipped,
        missedFirst: since
          ? (id) => {
              const first = firsts.get(id);
              return first !== undefined && !rightFirstTime(first);
            }
          : undefined,
        weight,
      });
      if (!pickedId) {
        return {
          body: ALL_QUESTIONS_ANSWERED,
          subModule: submoduleId,
          ...(conceptId ? { concept: conceptId } : {}),
        };
      }
      return handOut(user.id, pickedId, roundOf(pickedId));
    },

    /**
     * One given question, handed out as a random pick is (a retry from the review): the same
     * access rule, and its serve restarts the clock. Answering it again is a later attempt, which
     * never changes first-attempt points or scores.
     */
    async practice(user: UserRow, questionId: string): Promise<Question> {
      const question = findQuestion(questionId);
      // Its hints would open the question's key before the module ends, as a check would.
      if (await testUnderWay.includes(user.id, questionId)) {
        throw new AppError(409, testMessages.inTestUnderWay);
      }
      await assertAccess(user, { id: questionId, revisit: true });
      await progress.serve(user.id, questionId, new Date());
      return question.public;
    },

    async check(user: UserRow, questionId: string, answer: string): Promise<CheckAnswerResult> {
      const question = findQuestion(questionId);
      assertAnswerFits(question, answer);
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
        correctAnswerHtml: question.html.correctAnswer,
        explanation: row.explanation,
        explanationLatex: row.explanationLatex,
        explanationHtml: question.html.explanation,
        ...(row.explanationImage ? { explanationImage: row.explanationImage } : {}),
      };
    },
  };
}

export type QuestionService = ReturnType<typeof createQuestionService>;
