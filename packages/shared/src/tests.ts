import { z } from 'zod';
import type { EvaluationKind } from './evaluation-kinds.ts';
import { answerMessages, type MathHtml, type Question } from './questions.ts';

/** Timed practice tests at /tests (issue 37, decision 032). */

export type TestKind = 'full' | 'domain' | 'weakest';

/** The SAT section a test is drawn from: the evaluations' kinds, with their names and times. */
export type TestSection = EvaluationKind;

/** What a test covers: one section, or the whole SAT (both sections, decision 066). */
export type TestScope = TestSection | 'sat';

export interface TestSummary {
  _id: string;
  name: string;
  kind: TestKind;
  section: TestScope;
  /** Modules in the test: 4 for the whole SAT, 2 for a full section, 1 for a short set. */
  modules: number;
  /** Standard time for the whole test, breaks left out; extended time multiplies it. */
  minutes: number;
  /** The first module's; the whole SAT's Math modules have fewer (SAT_SECTION_MODULE). */
  questionsPerModule: number;
  /** The signed-in user may start it now (a Guest: one short set). */
  available: boolean;
  /**
   * The user's latest attempt of it still under way, to resume: its module open until
   * `deadline`, or (`deadline` null) the module before it ran out while the student was away,
   * and this one's time starts when the attempt is opened.
   */
  inProgress: {
    attemptId: string;
    module: number;
    deadline: string | null;
    /** The whole SAT's break before `module`: when it ends and the module's time starts. */
    breakUntil?: string;
  } | null;
}

/** Module 1 of a full test is mixed; module 2 the harder or easier form after it. */
export type ModuleLevel = 'mixed' | 'harder' | 'easier';

/**
 * A question as a module shows it: no key, no hints, no difficulty, no topic or concept names.
 * Until the test ends, its `_id` is its place in the attempt (`<module>-<n>`), not the bank's id.
 */
export type TestQuestion = Omit<
  Question,
  'hints' | 'indepthHints' | 'difficulty' | 'concepts' | 'subModule'
>;

export interface TestAnswer {
  answer: string;
  marked: boolean;
}

export interface TestModule {
  /** 1-based. */
  index: number;
  /** The section its questions are from: the whole SAT's modules 1–2 Reading and Writing. */
  section: TestSection;
  startedAt: string;
  deadline: string;
  questions: TestQuestion[];
  answers: Record<string, TestAnswer>;
}

export interface StartTestResponse {
  attemptId: string;
  module: TestModule;
}

export interface TestAttemptView {
  attemptId: string;
  testId: string;
  name: string;
  kind: TestKind;
  section: TestScope;
  modules: number;
  /** `on_break`: the whole SAT's break between its sections, until `breakUntil`. */
  status: 'in_progress' | 'on_break' | 'finished';
  /** The module being taken; null on the break and once the test is finished. */
  module: TestModule | null;
  /** On the break: when the next module starts by itself (the student may resume before). */
  breakUntil?: string;
  /** The server's time when it answered, so the countdown does not trust the device's clock. */
  serverNow: string;
}

export interface SaveTestAnswerResponse {
  saved: TestAnswer;
  savedAt: string;
}

export interface TestResultQuestion {
  number: number;
  module: number;
  question: TestQuestion;
  domain: string;
  answer: string | null;
  marked: boolean;
  correctAnswer: string;
  correctAnswerLatex: string;
  /** `correctAnswerLatex` rendered by the server (decision 039). */
  correctAnswerHtml: MathHtml;
  isCorrect: boolean;
  explanation: string;
  explanationLatex: string;
  /** `explanationLatex` rendered by the server. */
  explanationHtml: MathHtml;
  /** Seconds the student spent on the question, as the page counted them. */
  seconds: number;
  concepts: { _id: string; name: string }[];
}

export interface TestTally {
  correct: number;
  total: number;
}

export interface TestResult {
  attemptId: string;
  testId: string;
  name: string;
  kind: TestKind;
  section: TestScope;
  finishedAt: string;
  /**
   * A full test only: the provisional IRT estimate of decision 027; for the whole SAT the sum
   * of its sections' ranges (400–1600).
   */
  scoreRange?: { low: number; high: number };
  /** The whole SAT: each section's estimate and count, in the test's order. */
  sections?: (TestTally & { section: TestSection; scoreRange: { low: number; high: number } })[];
  overall: TestTally;
  modules: (TestTally & { index: number; section: TestSection; level: ModuleLevel })[];
  domains: (TestTally & {
    domain: string;
    name: string;
    /** The domain's questions by skill (concept); a question testing two counts for both. */
    skills: (TestTally & { concept: string; name: string })[];
  })[];
  questions: TestResultQuestion[];
  /** Concepts of the questions missed, most missed first: "Practice these concepts". */
  practice: { subModule: string; concept: string; name: string; missed: number }[];
}

/** A finished test in a list (the student's /tests page, the tutor's and the parent's pages). */
export type FinishedTest = Pick<
  TestResult,
  'attemptId' | 'testId' | 'name' | 'kind' | 'section' | 'finishedAt' | 'scoreRange'
> &
  TestTally & {
    /** Questions left blank (time ran out, or skipped): counted wrong, said beside the count. */
    unanswered: number;
    /** The whole SAT: each section's range, as its result scores it (a parent opens no result). */
    sections?: { section: TestSection; scoreRange: { low: number; high: number } }[];
  };

export const TEST_ANSWER_MAX_LENGTH = 50;

const answerInvalid = `answer must be text of at most ${TEST_ANSWER_MAX_LENGTH} characters`;
/** A whole number from `min` to `max`, every failure said in the one `message`. */
const wholeNumber = (min: number, max: number, message: string) =>
  z
    .number({ error: message })
    .int({ error: message })
    .min(min, { error: message })
    .max(max, { error: message });

export const saveTestAnswerSchema = z.object({
  /** Absent: the stored answer stays (a save of the mark or the time alone, decision 032). */
  answer: z
    .string({ error: answerInvalid })
    .max(TEST_ANSWER_MAX_LENGTH, { error: answerInvalid })
    .optional(),
  marked: z.boolean({ error: 'marked must be true or false' }).optional(),
  /** The page's count of seconds spent on the question so far (time per question). */
  seconds: wholeNumber(0, 86_400, 'seconds must be a whole number from 0 to 86400').optional(),
});
export type SaveTestAnswerInput = z.infer<typeof saveTestAnswerSchema>;

/**
 * The module the page ends: another device may have ended it already and be in the next one,
 * which a finish meant for this one must not end.
 */
export const finishModuleSchema = z.object({
  module: wholeNumber(1, 9, 'module must be a whole number from 1 to 9').optional(),
});
export type FinishModuleInput = z.infer<typeof finishModuleSchema>;

export const testMessages = {
  notFound: 'Test not found',
  attemptNotFound: 'Test attempt not found',
  choiceInvalid: answerMessages.notAChoice,
  timeUp: 'Time is up for this module: answers can no longer be changed.',
  moduleFinished: 'This module is finished: its answers can no longer be changed.',
  notInModule: 'That question is not in the current module',
  figureNotFound: 'Figure not found',
  finished: 'This test is already finished',
  moduleEnded: 'That module has already ended: the test has moved on.',
  moduleNotBegun: 'That module has not begun yet: finish the module under way first.',
  noSuchModule: 'This test has no such module.',
  inTestUnderWay:
    'This question is in your timed test under way: answer it there, and see how you did when the module ends.',
  notFinished: 'The result is shown once the test is finished',
  onBreak: 'You are on your break: resume testing to answer the next module.',
  noQuestions: 'There are no questions for this test yet',
  guestOneSet: 'A Guest may take one short set: choose a plan to take more tests',
} as const;

/**
 * The whole SAT as Bluebook gives it (decision 066): Reading and Writing, a break, then Math,
 * each section two modules of the section's length.
 */
export const SAT_SECTIONS: readonly TestSection[] = ['reading-writing', 'math'];
/** A full section's modules, the second routed by the first. */
export const SAT_MODULES_PER_SECTION = 2;
export const SAT_SECTION_MODULE: Record<TestSection, { questions: number }> = {
  'reading-writing': { questions: 27 },
  math: { questions: 22 },
};
/** Each section's domains, as the bank's submodules name them, in the order a module and a
 *  score report show them. */
export const SECTION_DOMAINS: Record<TestSection, readonly string[]> = {
  math: ['algebra', 'advanced-math', 'problem-solving-data-analysis', 'geometry-trigonometry'],
  // Reading domains first, writing domains last, as on the Digital SAT (SAT-RW.md): a module
  // opens with Words in Context, as the English evaluation does (decision 038).
  'reading-writing': [
    'craft-structure',
    'information-ideas',
    'standard-english-conventions',
    'expression-of-ideas',
  ],
};

/** Results by domain in the sections' order (`SECTION_DOMAINS`), whatever order they were met
 *  in; a domain no section names goes last. */
export function inDomainOrder<T extends { domain: string }>(items: readonly T[]): T[] {
  const order = SAT_SECTIONS.flatMap((section) => SECTION_DOMAINS[section]);
  const rank = (domain: string) => (order.includes(domain) ? order.indexOf(domain) : Infinity);
  return [...items].sort((a, b) => rank(a.domain) - rank(b.domain));
}

/** The break between the sections; extended time does not lengthen it. */
export const SAT_BREAK_MINUTES = 10;

/** The grace after a deadline for answers already on their way (the network's delay). */
export const TEST_GRACE_SECONDS = 10;

/** Extended time, as Bluebook offers it: a profile setting the server applies. */
export const EXTENDED_TIME = ['standard', '1.5x', '2x'] as const;
export type ExtendedTime = (typeof EXTENDED_TIME)[number];
export const EXTENDED_TIME_FACTOR: Record<ExtendedTime, number> = {
  standard: 1,
  '1.5x': 1.5,
  '2x': 2,
};
export const EXTENDED_TIME_LABEL: Record<ExtendedTime, string> = {
  standard: 'Standard time',
  '1.5x': 'Time and a half (1.5×)',
  '2x': 'Double time (2×)',
};
