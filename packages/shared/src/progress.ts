// Progress shapes (GET /progress, /progress/stats, /progress/answered-questions).
import { z } from 'zod';
import { ID_MAX_LENGTH, isValidId } from './catalog.ts';
import type { QuestionType } from './practice.ts';
import type { Choice } from './questions.ts';
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
  /** Consecutive days (UTC) with at least one answer, ending today or yesterday. */
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

export const answeredFilterMessages = {
  page: 'page must be a whole number of at least 1',
  limit: `limit must be a whole number from 1 to ${ANSWERED_MAX_PAGE_SIZE}`,
  search: `search cannot be more than ${ANSWERED_SEARCH_MAX} characters`,
  ids: 'must be ids separated by commas',
} as const;

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

export interface AnsweredQuestion {
  questionId: string;
  answeredAt: string;
  body: string;
  bodyLatex: string;
  imageUrl?: string;
  /** What the figure shows, in words (its alternative text); absent when the bank has none. */
  imageAlt?: string;
  type: QuestionType;
  choices: Choice[];
  correctAnswer: string;
  correctAnswerLatex: string;
  userAnswer: string;
  isCorrect: boolean;
  explanation: string;
  explanationLatex: string;
  explanationImage?: string;
  module: string;
  subModule: string;
  difficulty: number;
  /** Points the question earned (its first attempt). */
  pointsEarned: number;
  /** Time spent on the latest attempt. */
  timeSpentMs: number;
  attempts: number;
  concepts: { _id: string; name: string }[];
}

export interface AnsweredQuestionsPage {
  questions: AnsweredQuestion[];
  pagination: { page: number; limit: number; total: number; totalPages: number };
}
