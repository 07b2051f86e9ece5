import { z } from 'zod';
import { MAX_ANSWER_LENGTH } from './practice.ts';
import type { Choice } from './questions.ts';

export const EVALUATION_TYPES = ['multiple_choice', 'text_input', 'number_input'] as const;
export type EvaluationQuestionType = (typeof EVALUATION_TYPES)[number];

export interface EvaluationQuestion {
  _id: string;
  type: EvaluationQuestionType;
  bodyLatex: string;
  imageUrl?: string;
  /** What the figure shows, in words (its alternative text); absent when the bank has none. */
  imageAlt?: string;
  choices: Choice[];
}

export interface EvaluationQuestionsResponse {
  firstSectionQuestions: EvaluationQuestion[];
  secondSectionQuestions: EvaluationQuestion[];
}

export const evaluationMessages = {
  title: 'SAT Math Evaluation',
  emailRequired: 'Please enter your email address',
  emailInvalid: 'Please enter a valid email address',
  answersRequired: 'Please answer at least one question',
  unknownQuestion: 'Answers may only be given for questions of this evaluation',
  answerTooLong: `An answer cannot be more than ${MAX_ANSWER_LENGTH} characters`,
  submitFailed: 'Failed to submit evaluation. Please try again.',
  loadFailed: 'Failed to load evaluation questions. Please try again.',
  loading: 'Loading evaluation questions...',
  empty: 'No questions available.',
  tired: 'Tired? You can submit your answers now!',
  success:
    'Hooray! You have submitted your evaluation test. One of our experts will send you a detailed feedback for free! We wish you a great day ahead!',
  answerPlaceholder: 'Enter your answer...',
} as const;

/** The dialog's own check (SPEC §5): empty, then an @; the server checks the address fully. */
export function evaluationEmailError(raw: string): string | undefined {
  const email = raw.trim();
  if (!email) return evaluationMessages.emailRequired;
  if (!email.includes('@')) return evaluationMessages.emailInvalid;
  return undefined;
}

export const evaluationSubmissionSchema = z.object({
  email: z
    .string({ error: evaluationMessages.emailRequired })
    .trim()
    .min(1, { error: evaluationMessages.emailRequired })
    .max(254, { error: evaluationMessages.emailInvalid })
    .pipe(z.email({ error: evaluationMessages.emailInvalid })),
  // A map from question id to one answer: one answer per question by construction.
  answers: z
    .record(
      z.string().max(100),
      z.string().max(MAX_ANSWER_LENGTH, { error: evaluationMessages.answerTooLong }),
      { error: evaluationMessages.answersRequired },
    )
    .refine((a) => Object.keys(a).length <= 100, { error: evaluationMessages.unknownQuestion })
    // SPEC §5: the final Submit needs at least one answer; a blank one does not count.
    .refine((a) => Object.values(a).some((answer) => answer.trim() !== ''), {
      error: evaluationMessages.answersRequired,
    }),
});
export type EvaluationSubmission = z.input<typeof evaluationSubmissionSchema>;

export interface EvaluationSubmitResult {
  success: true;
  message: string;
}
