// Progress shapes (GET /progress, /progress/stats, /progress/answered-questions).
import { z } from 'zod';
import { ID_MAX_LENGTH, isValidId } from './catalog.ts';
import type { Passage } from './passage.ts';
import { withAsciiMinus, type QuestionType } from './practice.ts';
import type { Choice, MathHtml } from './questions.ts';
export interface ProgressTotals {
  /** Distinct questions answered at least once. */
  answered: number;
  attempts: number;
  /** Questions right the first time: the first check and the answer recorded (decision 003). */
  correct: number;
  points: number;
  /** correct / answered, 0–1. */
  accuracy: number;
  timeSpentMs: number;
  /** Consecutive Dallas days with at least one answer, ending today or yesterday (decision 030). */
  currentStreakDays: number;
  /**
   * Distinct questions checked, their answer recorded or not: what a Guest's free trial counts.
   * At least `answered`: a check whose record-answer never arrived counts here only.
   */
  questionsUsed: number;
}

export interface SubmoduleProgress {
  subModule: string;
  name: string;
  answered: number;
  total: number;
  correct: number;
  averageScore: number;
}

export interface ProgressOverview {
  totals: ProgressTotals;
  subModules: SubmoduleProgress[];
  /** The questions a Guest may use as a free trial (the server's setting), against `questionsUsed`. */
  guestFreeQuestions: number;
}

export interface ProgressStats {
  totals: ProgressTotals;
  byDifficulty: { difficulty: number; answered: number; correct: number }[];
  recentDays: { date: string; answered: number; correct: number }[];
}

export const ANSWERED_PAGE_SIZE = 12;
export const ANSWERED_MAX_PAGE_SIZE = 50;
export const ANSWERED_SEARCH_MAX = 200;

/**
 * Text as the review's search compares it, the question's and the one typed: lower case, spaces
 * folded, and one form of each quote and dash. The bank writes ' " and -, while a phone's smart
 * punctuation types ’ and “ ”, and a copy of a card's math gives its minus sign, −. Spaces
 * beside signs and brackets are dropped: the bank writes "f(4) = g(4)", a student types
 * "f(4)=g(4)".
 */
export const searchableText = (text: string) =>
  withAsciiMinus(text.toLowerCase())
    .replace(/[\u2018\u2019\u201A\u201B\u2032]/g, "'")
    .replace(/[\u201C\u201D\u201E\u201F\u2033]/g, '"')
    .replace(/\s+/g, ' ')
    .replace(/ ?([=+\-<>≤≥(),/*^]) ?/g, '$1');

export const answeredFilterMessages = {
  page: 'page must be a whole number of at least 1',
  limit: `limit must be a whole number from 1 to ${ANSWERED_MAX_PAGE_SIZE}`,
  search: `search cannot be more than ${ANSWERED_SEARCH_MAX} characters`,
  ids: 'must be ids separated by commas',
  result: 'result must be one of missed-first, incorrect, correct',
  flagged: 'flagged must be true or false',
} as const;

export const progressMessages = {
  /** GET /progress/answered-questions/:questionId for a question the user never answered. */
  answeredNotFound: 'You have not answered this question',
  /** record-answer's Idempotency-Key header, when it is not a UUID. */
  requestKeyInvalid: 'Idempotency-Key must be a UUID',
  /** record-answer sent with the key of an earlier request and another answer. */
  requestKeyReused: 'This Idempotency-Key was sent with another answer',
} as const;

/**
 * The review's Result filter: the first try wrong (it earned no points, decision 003), the
 * latest try wrong, or the latest try right.
 */
export const ANSWERED_RESULTS = ['missed-first', 'incorrect', 'correct'] as const;
export type AnsweredResult = (typeof ANSWERED_RESULTS)[number];

const idList = z
  .string()
  .max(2000, { error: answeredFilterMessages.ids })
  .transform((v) =>
    v
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  )
  .refine((ids) => ids.length <= 50 && ids.every(isValidId), { error: answeredFilterMessages.ids });

const optionalId = z
  .string()
  .max(ID_MAX_LENGTH + 20)
  .transform((v) => v.trim())
  .optional();

/** GET /progress/answered-questions query: concepts are comma-joined ids, any of them. */
export const answeredFilterSchema = z.object({
  module: optionalId,
  subModule: optionalId,
  concepts: idList.optional(),
  search: z
    .string()
    .max(ANSWERED_SEARCH_MAX, { error: answeredFilterMessages.search })
    // Spaces as typed do not matter: a doubled space still finds the question.
    .transform((v) => v.trim().replace(/\s+/g, ' '))
    .optional(),
  result: z.enum(ANSWERED_RESULTS, { error: answeredFilterMessages.result }).optional(),
  /** Only the questions flagged for the tutor (and not resolved yet). */
  flagged: z
    .enum(['true', 'false'], { error: answeredFilterMessages.flagged })
    .transform((v) => v === 'true')
    .optional(),
  page: z.coerce
    .number({ error: answeredFilterMessages.page })
    .int({ error: answeredFilterMessages.page })
    .min(1, { error: answeredFilterMessages.page })
    .default(1),
  limit: z.coerce
    .number({ error: answeredFilterMessages.limit })
    .int({ error: answeredFilterMessages.limit })
    .min(1, { error: answeredFilterMessages.limit })
    .max(ANSWERED_MAX_PAGE_SIZE, { error: answeredFilterMessages.limit })
    .default(ANSWERED_PAGE_SIZE),
});
export type AnsweredFilter = z.output<typeof answeredFilterSchema>;

/**
 * One card of the review list: what the card shows and every field SPEC §7 names for the call,
 * with the card's preview rendered. The rest of the rendered math (body, choices, answer,
 * explanation) and the passage come with AnsweredQuestionDetail when the card is opened
 * (decision 043).
 */
export interface AnsweredQuestion {
  questionId: string;
  answeredAt: string;
  body: string;
  bodyLatex: string;
  /**
   * The card's preview of `bodyLatex` (question-preview.ts), rendered without MathML: the card
   * is named by `body` as plain text.
   */
  previewHtml: MathHtml;
  /**
   * Reading and Writing: the card previews the start of the passage instead (its stock question
   * would make every card of a skill alike); this is that preview as plain text, the card's name.
   */
  passagePreview?: string;
  imageUrl?: string;
  /** What the figure shows, in words (its alternative text); absent when the bank has none. */
  imageAlt?: string;
  type: QuestionType;
  choices: ChoiceSource[];
  correctAnswer: string;
  correctAnswerLatex: string;
  userAnswer: string;
  isCorrect: boolean;
  explanation: string;
  explanationLatex: string;
  explanationImage?: string;
  module: string;
  subModule: string;
  /** The sub-module's id, where "Retry this question" practises it. */
  subModuleId: string;
  /** The question has left the bank since: shown as it was, but no longer practised. */
  retired?: true;
  difficulty: number;
  /** Points the question earned (its first attempt). */
  pointsEarned: number;
  /** Time spent on the latest attempt. */
  timeSpentMs: number;
  /** The latest attempt was given in a timed test: `timeSpentMs` is the test's count for it. */
  inTimedTest: boolean;
  attempts: number;
  /** Whether the first try counts as right: it earned its points (decision 003). */
  firstAttemptCorrect: boolean;
  /** The try (1, 2, …) on which the question was first answered right; null while never. */
  correctOnTry: number | null;
  /** The student's open "Flag for my tutor" on the question, the latest if several. */
  flag: QuestionFlagInfo | null;
  concepts: { _id: string; name: string }[];
}

/** A choice as the review list sends it: its source, not its rendering. */
export type ChoiceSource = Omit<Choice, 'html'>;

/**
 * GET /progress/answered-questions/:questionId: the opened card's 'Question Details', the list
 * entry with the passage and every math field rendered.
 */
export interface AnsweredQuestionDetail extends Omit<AnsweredQuestion, 'choices'> {
  /** Reading and Writing: the passage the question is about. */
  passage?: Passage;
  /** `bodyLatex` rendered. */
  bodyHtml: MathHtml;
  /** Where the figure goes, as in practice. */
  imagePosition: 'top' | 'bottom';
  choices: Choice[];
  /** `correctAnswerLatex` rendered. */
  correctAnswerHtml: MathHtml;
  /** `explanationLatex` rendered. */
  explanationHtml: MathHtml;
}

export interface QuestionFlagInfo {
  note: string | null;
  createdAt: string;
}

export interface AnsweredQuestionsPage {
  questions: AnsweredQuestion[];
  pagination: { page: number; limit: number; total: number; totalPages: number };
}
