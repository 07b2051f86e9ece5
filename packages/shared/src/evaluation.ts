import { z } from 'zod';
import { evaluationMessages } from './evaluation-messages.ts';
import { MAX_ANSWER_LENGTH } from './practice.ts';
import type { Choice } from './questions.ts';
import { cleanTextField } from './text-fields.ts';

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

export { evaluationEmailError, evaluationMessages } from './evaluation-messages.ts';

export interface EvaluationQuestionsResponse {
  firstSectionQuestions: EvaluationQuestion[];
  secondSectionQuestions: EvaluationQuestion[];
}

export const evaluationSubmissionSchema = z.object({
  email: cleanTextField(evaluationMessages.emailRequired).pipe(
    z
      .string()
      .min(1, { error: evaluationMessages.emailRequired, abort: true })
      .max(254, { error: evaluationMessages.emailInvalid })
      .pipe(z.email({ error: evaluationMessages.emailInvalid })),
  ),
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
