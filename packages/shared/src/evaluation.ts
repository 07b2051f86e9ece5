import { z } from 'zod';
import { evaluationMessages } from './evaluation-messages.ts';
import {
  MAX_SECTION_SECONDS,
  evaluationTimingMessages,
  type EvaluationTiming,
} from './evaluation-timing.ts';
import { MAX_ANSWER_LENGTH } from './practice.ts';
import type { EvaluationKind } from './evaluation-kinds.ts';
import {
  evaluationReportMessages,
  type EvaluationReportKey,
  type EvaluationRetake,
} from './evaluation-result.ts';
import type { Passage } from './passage.ts';
import type { Choice, MathHtml } from './questions.ts';
import { cleanTextField } from './text-fields.ts';

export const EVALUATION_TYPES = ['multiple_choice', 'text_input', 'number_input'] as const;
export type EvaluationQuestionType = (typeof EVALUATION_TYPES)[number];

export interface EvaluationQuestion {
  _id: string;
  type: EvaluationQuestionType;
  bodyLatex: string;
  /** `bodyLatex` rendered. */
  bodyHtml: MathHtml;
  imageUrl?: string;
  /** What the figure shows, in words (its alternative text); absent when the bank has none. */
  imageAlt?: string;
  choices: Choice[];
  /** Reading and Writing: the text(s) the question is about. */
  passage?: Passage;
}

export { evaluationEmailError, evaluationMessages } from './evaluation-messages.ts';

export interface EvaluationQuestionsResponse {
  firstSectionQuestions: EvaluationQuestion[];
  secondSectionQuestions: EvaluationQuestion[];
}

const sectionSecondsError = { error: evaluationTimingMessages.sectionSecondsInvalid };

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
      z
        .string({ error: evaluationMessages.answerNotText })
        .max(MAX_ANSWER_LENGTH, { error: evaluationMessages.answerTooLong }),
      { error: evaluationMessages.answersRequired },
    )
    .refine((a) => Object.keys(a).length <= 100, { error: evaluationMessages.unknownQuestion })
    // SPEC §5: the final Submit needs at least one answer; a blank one does not count.
    .refine((a) => Object.values(a).some((answer) => answer.trim() !== ''), {
      error: evaluationMessages.answersRequired,
    }),
  // Time spent on each of the two sections (issue 36); optional, as older pages do not send it.
  sectionSeconds: z
    .array(
      z
        .int(sectionSecondsError)
        .min(0, sectionSecondsError)
        .max(MAX_SECTION_SECONDS, sectionSecondsError),
      sectionSecondsError,
    )
    .length(2, sectionSecondsError)
    .optional(),
});
export type EvaluationSubmission = z.input<typeof evaluationSubmissionSchema>;

export interface EvaluationSubmitResult {
  success: true;
  message: string;
}

export interface EvaluationTally {
  correct: number;
  total: number;
}

/** A missed question, shown once the evaluation is submitted; text fields are math text. */
export interface EvaluationMissedQuestion {
  id: string;
  section: number;
  number: number;
  domain: string;
  /** The question's 1–5 label. */
  difficulty: number;
  /** What the student typed or chose; null when left blank. */
  userAnswer: string | null;
  /** A choice the student picked, as the correct one is shown: "A (its text)", math text. */
  userChoice?: string | null;
  correctAnswer: string;
  question: string;
  explanation: string;
  /** The math texts above, rendered (`userChoiceHtml` null without a choice picked). */
  userChoiceHtml: MathHtml | null;
  correctAnswerHtml: MathHtml;
  questionHtml: MathHtml;
  explanationHtml: MathHtml;
  /** A Reading and Writing question's passage, or a Math question's figure, as in the test. */
  passage?: Passage;
  imageUrl?: string;
  imageAlt?: string;
}

/** The result of a submitted evaluation, shown at once (issue 36). */
export interface EvaluationResultView {
  /** An estimate: the 80% range on 200–800 in tens (decision 027). */
  scoreRange: { low: number; high: number };
  sections: EvaluationTally[];
  domains: (EvaluationTally & { domain: string; name: string })[];
  missed: EvaluationMissedQuestion[];
  /** Present when the page sent `sectionSeconds`. */
  timing?: EvaluationTiming;
  /** Present when this address or account sent the same evaluation before. */
  retake?: EvaluationRetake;
}

/** The spec's answer, plus the result its client does not read. */
export interface EvaluationSubmitResponse extends EvaluationSubmitResult {
  result: EvaluationResultView;
  report: EvaluationReportKey;
}

/** The report of an earlier submission, asked for with the key its browser kept. */
export const evaluationReportRequestSchema = z.object({
  id: z.uuid({ error: evaluationReportMessages.notFound }),
  key: z
    .string({ error: evaluationReportMessages.notFound })
    .min(1, { error: evaluationReportMessages.notFound })
    .max(100, { error: evaluationReportMessages.notFound }),
});

export interface EvaluationReportResponse {
  result: EvaluationResultView;
}

/** One of a signed-in user's evaluations, for their dashboard. */
export interface MyEvaluation {
  id: string;
  kind: EvaluationKind;
  submittedAt: string;
  scoreRange: { low: number; high: number };
  sections: EvaluationTally[];
}
