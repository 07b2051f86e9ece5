import { z } from 'zod';
import type { Passage } from './passage.ts';
import { MAX_ANSWER_LENGTH, type QuestionType } from './practice.ts';

/**
 * Math text made HTML by the server (KaTeX with MathML), beside its source: the web inserts it
 * as it is and needs no math renderer. '' for a field that is an image source (SPEC §5).
 */
export type MathHtml = string;

export interface Hint {
  _id: string;
  order: number;
  latex: string;
  /** `latex` rendered. */
  html: MathHtml;
  image?: string;
}

export interface Choice {
  id: string;
  latex: string;
  text: string;
  /** `latex` rendered. */
  html: MathHtml;
}

/** A practice question as served: never its answer or explanation. */
export interface Question {
  _id: string;
  subModule: string;
  body: string;
  bodyLatex: string;
  /** `bodyLatex` rendered. */
  bodyHtml: MathHtml;
  difficulty: number;
  type: QuestionType;
  choices: Choice[];
  /** Reading and Writing: the text(s) the question is about, shown above it. */
  passage?: Passage;
  imageUrl?: string;
  /** What the figure shows, in words (its alternative text); absent when the bank has none. */
  imageAlt?: string;
  imagePosition: 'top' | 'bottom';
  hints: Hint[];
  indepthHints: Hint[];
  concepts: { _id: string; name: string }[];
}

/** What the random-question call answers when there is nothing to serve. */
export interface SpecialQuestion {
  body: 'ALL_QUESTIONS_ANSWERED' | 'NO_QUESTIONS_FOUND';
  subModule: string;
  /** With ALL_QUESTIONS_ANSWERED for a pick inside one concept: that concept is done. */
  concept?: string;
}

/**
 * A question drawn for practice. `round`: drawn in a "Practice again" round (its number),
 * whose answers are later attempts that change neither points nor scores.
 */
export type PracticeDraw = Question & { round?: number };

export type RandomQuestionResponse = PracticeDraw | SpecialQuestion;

export interface CheckAnswerResult {
  isCorrect: boolean;
}

export interface ShowAnswerResult {
  correctAnswer: string;
  correctAnswerLatex: string;
  /** `correctAnswerLatex` rendered. */
  correctAnswerHtml: MathHtml;
  explanation: string;
  explanationLatex: string;
  /** `explanationLatex` rendered. */
  explanationHtml: MathHtml;
  explanationImage?: string;
}

/** Hints or superhints a question can have opened: more than any question has. */
const MAX_OPENED = 10;

export const answerMessages = {
  required: 'Answer is required',
  tooLong: `Answer cannot be more than ${MAX_ANSWER_LENGTH} characters`,
  checkFirst: 'Check your answer before viewing the solution',
  recordFailed: 'Failed to record answer',
  checkFailed: 'Failed to check answer',
  /** A multiple-choice answer that names none of the question's choices. */
  notAChoice: 'Choose one of the question’s choices',
  openedCount: (field: string) => `${field} must be a whole number from 0 to ${MAX_OPENED}`,
} as const;

const answerField = z
  .string({ error: answerMessages.required })
  .trim()
  .min(1, { error: answerMessages.required })
  .max(MAX_ANSWER_LENGTH, { error: answerMessages.tooLong });

export const checkAnswerSchema = z.object({ answer: answerField });

const openedCount = (field: string) => {
  const error = answerMessages.openedCount(field);
  return z.number({ error }).int({ error }).min(0, { error }).max(MAX_OPENED, { error }).default(0);
};

/** isCorrect and timeSpentMs are accepted for compatibility and ignored: the server decides. */
export const recordAnswerSchema = z.object({
  questionId: z.string({ error: 'questionId is required' }).min(1).max(100),
  answer: answerField,
  isCorrect: z.unknown().optional(),
  timeSpentMs: z.unknown().optional(),
  hintsUsed: openedCount('hintsUsed'),
  superhintsUsed: openedCount('superhintsUsed'),
});
export type RecordAnswerInput = z.input<typeof recordAnswerSchema>;

export interface RecordAnswerResult {
  success: true;
  isCorrect: boolean;
  isFirstAttempt: boolean;
  pointsEarned: number;
  timeSpentMs: number;
}
