import {
  testMessages,
  type TestAnswer,
  type TestModule,
  type TestQuestion,
} from '@academy/shared/tests';
import { badRequest } from '../../lib/app-error.ts';
import type { ContentSnapshot, StoredQuestion } from '../catalog/content-store.ts';
import { itemParameters, type ItemParameters } from '../scoring/irt.ts';
import type { AnswerRow, ModuleRow } from './repository.ts';

/** A question of a form, even one retired from the bank since the form was made. */
export function storedQuestion(snapshot: ContentSnapshot, id: string): StoredQuestion | undefined {
  return snapshot.questionById.get(id) ?? snapshot.retiredById.get(id);
}

/** A question's provisional IRT parameters (decision 027), from its label and answer type. */
export function parametersOf(question: StoredQuestion): ItemParameters {
  return itemParameters({
    difficulty: question.row.difficulty,
    answerType: question.row.type === 'multiple_choice' ? 'multiple_choice' : 'number_input',
  });
}

/** The parameters of a form's questions, each with its id (a question gone from the bank skipped). */
export function formParameters(snapshot: ContentSnapshot, ids: string[]) {
  return ids.flatMap((id) => {
    const question = storedQuestion(snapshot, id);
    return question ? [{ id, item: parametersOf(question) }] : [];
  });
}

/** The public question without what would help or tell: hints, difficulty, concept names. */
export function testQuestion(question: StoredQuestion): TestQuestion {
  const { hints, indepthHints, difficulty, concepts, ...shown } = question.public;
  void [hints, indepthHints, difficulty, concepts];
  return shown;
}

export function moduleView(
  snapshot: ContentSnapshot,
  module: ModuleRow,
  answers: AnswerRow[],
): TestModule {
  const given: Record<string, TestAnswer> = {};
  for (const a of answers) given[a.questionId] = { answer: a.answer, marked: a.marked };
  return {
    index: module.index,
    startedAt: module.startedAt.toISOString(),
    deadline: module.deadline.toISOString(),
    questions: module.questionIds.flatMap((id) => {
      const question = storedQuestion(snapshot, id);
      return question ? [testQuestion(question)] : [];
    }),
    answers: given,
  };
}

/**
 * A test answer as stored: trimmed, and for a multiple-choice question one of its letters (in
 * either case, kept as the choice names it); anything else is a client's mistake, said as such
 * rather than kept as an answer.
 */
export function checkedAnswer(snapshot: ContentSnapshot, questionId: string, answer?: string) {
  const trimmed = answer?.trim();
  const choices = storedQuestion(snapshot, questionId)?.public.choices ?? [];
  if (!trimmed || choices.length === 0) return trimmed;
  const choice = choices.find((c) => c.id === trimmed.toUpperCase());
  if (!choice) throw badRequest(testMessages.choiceInvalid);
  return choice.id;
}
