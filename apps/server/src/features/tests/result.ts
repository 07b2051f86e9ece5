import {
  inDomainOrder,
  type TestResult,
  type TestResultQuestion,
  type TestSection,
  type TestTally,
} from '@academy/shared/tests';
import { storedQuestion, type ContentSnapshot } from '../catalog/content-store.ts';
import { isAnswerCorrect } from '../questions/service.ts';
import { abilityToScaleRange, estimateAbility } from '../scoring/irt.ts';
import { modulePlan, testSections, type TestDefinition } from './catalogue.ts';
import type { AnswerRow, AttemptRow, ModuleRow } from './repository.ts';
import { parametersOf, testQuestion } from './views.ts';

const tally = (questions: TestResultQuestion[]): TestTally => ({
  correct: questions.filter((q) => q.isCorrect).length,
  total: questions.length,
});

/** A domain's questions by the skills they test, in the bank's order; a question counts for each. */
function skillTallies(snapshot: ContentSnapshot, questions: TestResultQuestion[]) {
  const ids = [...new Set(questions.flatMap((q) => q.concepts.map((c) => c._id)))];
  const position = (id: string) => snapshot.conceptPosition.get(id) ?? Infinity;
  return ids
    .sort((a, b) => position(a) - position(b))
    .map((concept) => ({
      concept,
      name: snapshot.conceptById.get(concept)?.name ?? concept,
      ...tally(questions.filter((q) => q.concepts.some((c) => c._id === concept))),
    }));
}

/** The score range the questions' answers estimate (decision 027; a blank counts as wrong). */
const scoreRangeOf = (snapshot: ContentSnapshot, questions: TestResultQuestion[]) =>
  abilityToScaleRange(
    estimateAbility(
      questions.map((q) => ({
        ...parametersOf(storedQuestion(snapshot, q.question._id)!),
        correct: q.isCorrect,
      })),
    ),
  );

/**
 * The modules a finished attempt's result shows. One started anew on the whole SAT's break drew
 * Math's first module but never showed it: no question met (repository.seenQuestions), so its
 * keys would come back in a later test, and no blank answers to score.
 */
export const shownModules = (attempt: AttemptRow, modules: ModuleRow[]) =>
  attempt.abandonedAt ? modules.filter((m) => m.reached) : modules;

/** The finished test: every question with its key, counts, and the full test's score range. */
export function testResult(
  snapshot: ContentSnapshot,
  test: TestDefinition,
  attempt: AttemptRow,
  modules: ModuleRow[],
  answers: AnswerRow[],
): TestResult {
  const given = new Map(answers.map((a) => [a.questionId, a]));
  let number = 0;
  const questions: TestResultQuestion[] = modules.flatMap((module) =>
    module.questionIds.flatMap((id) => {
      const stored = storedQuestion(snapshot, id);
      if (!stored) return [];
      const { row } = stored;
      const answer = given.get(id);
      const text = answer?.answer.trim() || null;
      return [
        {
          number: ++number,
          module: module.index,
          question: testQuestion(stored),
          domain: row.submoduleId,
          answer: text,
          marked: answer?.marked ?? false,
          correctAnswer: row.correctAnswer,
          correctAnswerLatex: row.correctAnswerLatex,
          correctAnswerHtml: stored.html.correctAnswer,
          isCorrect: text !== null && isAnswerCorrect(stored, text),
          explanation: row.explanation,
          explanationLatex: row.explanationLatex,
          explanationHtml: stored.html.explanation,
          seconds: answer?.seconds ?? 0,
          concepts: stored.public.concepts,
        },
      ];
    }),
  );

  const missedConcepts = new Map<string, number>();
  for (const q of questions.filter((q) => !q.isCorrect)) {
    for (const c of q.concepts) missedConcepts.set(c._id, (missedConcepts.get(c._id) ?? 0) + 1);
  }
  const practice = [...missedConcepts]
    .sort((a, b) => b[1] - a[1])
    .flatMap(([id, missed]) => {
      const concept = snapshot.conceptById.get(id);
      const subModule = snapshot.submodules.find((s) => s.conceptIds.includes(id));
      return concept && subModule
        ? [{ subModule: subModule._id, concept: id, name: concept.name, missed }]
        : [];
    });

  const sectionOf = (moduleIndex: number) => modulePlan(test, moduleIndex).section;
  // The whole SAT is scored as College Board scores it: each section on 200–800, the total
  // their sum (decision 066).
  const sections =
    test.kind === 'full' && test.section === 'sat'
      ? testSections(test).map((section: TestSection) => {
          const inSection = questions.filter((q) => sectionOf(q.module) === section);
          return { section, ...tally(inSection), scoreRange: scoreRangeOf(snapshot, inSection) };
        })
      : undefined;
  // A whole SAT started anew on its break shows no Math question: no section score from none,
  // and no total from one section.
  const complete = !sections || sections.every((s) => s.total > 0);
  // A short set is too few questions, of too narrow a mix, to stand for a section's score.
  const scoreRange = !complete
    ? undefined
    : sections
      ? {
          low: sections.reduce((sum, s) => sum + s.scoreRange.low, 0),
          high: sections.reduce((sum, s) => sum + s.scoreRange.high, 0),
        }
      : test.kind === 'full'
        ? scoreRangeOf(snapshot, questions)
        : undefined;

  return {
    attemptId: attempt.id,
    testId: test.id,
    name: test.name,
    kind: test.kind,
    section: test.section,
    finishedAt: (attempt.finishedAt ?? new Date()).toISOString(),
    ...(scoreRange && { scoreRange }),
    ...(complete && sections && { sections }),
    overall: tally(questions),
    modules: modules.map((m) => ({
      index: m.index,
      section: sectionOf(m.index),
      level: m.level,
      ...tally(questions.filter((q) => q.module === m.index)),
    })),
    // In the section's order, as a score report lists them: in the order the questions met them,
    // a Math test's report opened with whichever domain module 1's first question was from, and
    // two reports of the same test listed their domains differently.
    domains: inDomainOrder(
      [...new Set(questions.map((q) => q.domain))].map((domain) => {
        const inDomain = questions.filter((q) => q.domain === domain);
        return {
          domain,
          name: snapshot.submoduleById.get(domain)?.name ?? domain,
          ...tally(inDomain),
          skills: skillTallies(snapshot, inDomain),
        };
      }),
    ),
    questions,
    practice,
  };
}
