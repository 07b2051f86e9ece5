import type { TestAnswer, TestModule, TestQuestion } from '@academy/shared/tests';
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
