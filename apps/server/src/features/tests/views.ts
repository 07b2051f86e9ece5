import {
  testMessages,
  type TestAnswer,
  type TestModule,
  type TestQuestion,
} from '@academy/shared/tests';
import { badRequest } from '../../lib/app-error.ts';
import {
  storedQuestion,
  type ContentSnapshot,
  type StoredQuestion,
} from '../catalog/content-store.ts';
import { itemParameters, type ItemParameters } from '../scoring/irt.ts';
import { modulePlan, type TestDefinition } from './catalogue.ts';
import type { AnswerRow, ModuleRow } from './repository.ts';

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

/** The public question without what would help or tell: hints, difficulty, topic, concepts. */
export function testQuestion(question: StoredQuestion): TestQuestion {
  const { hints, indepthHints, difficulty, concepts, subModule, ...shown } = question.public;
  void [hints, indepthHints, difficulty, concepts, subModule];
  return shown;
}

/**
 * What the module's page knows a question by until the test ends: its place, `<module>-<n>`.
 * The bank's ids, and its figures' file names, name the skill, and some the difficulty, that
 * point 7 of decision 032 keeps from the screen; the network showed them.
 */
const seatOf = (moduleIndex: number, position: number) => `${moduleIndex}-${position + 1}`;

/** The module and the bank's question at `seat`, in a module the attempt has reached. */
export function atSeat(modules: ModuleRow[], seat: string) {
  const [, moduleIndex, n] = /^(\d{1,2})-(\d{1,3})$/.exec(seat) ?? [];
  const module = modules.find((m) => m.index === Number(moduleIndex));
  const questionId = module?.questionIds[Number(n) - 1];
  return module && questionId ? { module, questionId } : undefined;
}

/** A figure of a module's question, served by its seat (a figure inlined as data stays so). */
const seatedFigure = (module: ModuleRow, seat: string, imageUrl: string) =>
  imageUrl.startsWith('data:')
    ? imageUrl
    : `/api/tests/attempts/${module.attemptId}/figures/${seat}`;

export function moduleView(
  snapshot: ContentSnapshot,
  test: TestDefinition,
  module: ModuleRow,
  answers: AnswerRow[],
): TestModule {
  const seats = new Map(module.questionIds.map((id, i) => [id, seatOf(module.index, i)]));
  const given: Record<string, TestAnswer> = {};
  for (const a of answers) {
    const seat = seats.get(a.questionId);
    if (seat) given[seat] = { answer: a.answer, marked: a.marked };
  }
  return {
    index: module.index,
    section: modulePlan(test, module.index).section,
    startedAt: module.startedAt.toISOString(),
    deadline: module.deadline.toISOString(),
    questions: module.questionIds.flatMap((id) => {
      const question = storedQuestion(snapshot, id);
      if (!question) return [];
      const seat = seats.get(id)!;
      const { imageUrl, ...shown } = testQuestion(question);
      const figure = imageUrl ? { imageUrl: seatedFigure(module, seat, imageUrl) } : {};
      return [{ ...shown, _id: seat, ...figure }];
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
