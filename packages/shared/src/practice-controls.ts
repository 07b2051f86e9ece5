// The controls a student has over practice (issue 35): skip, flag for the tutor, one concept,
// and practising a finished submodule again.
import { z } from 'zod';
import { plainText } from './plain-text.ts';
import type { QuestionFlagInfo } from './progress.ts';

/** Long enough for a question to the tutor, short enough to read in a list. */
export const MAX_FLAG_NOTE_LENGTH = 500;

export const practiceControlMessages = {
  noteTooLong: `Note cannot be more than ${MAX_FLAG_NOTE_LENGTH} characters`,
  conceptNotInSubmodule: 'That concept is not part of this submodule',
  notServed: 'Only a question you were given can be skipped',
} as const;

/** POST /api/questions/:id/flag. A blank note is no note. */
export const flagQuestionSchema = z.object({
  note: z
    .string()
    .transform(plainText)
    .pipe(z.string().max(MAX_FLAG_NOTE_LENGTH, { error: practiceControlMessages.noteTooLong }))
    .nullish()
    .transform((note) => note || null),
});
export type FlagQuestionInput = z.input<typeof flagQuestionSchema>;

export interface QuestionFlag {
  questionId: string;
  note: string | null;
}

/**
 * GET /api/questions/:id/flag: the student's open flag on the question, so a question shown
 * again says it is flagged already (null: not flagged).
 */
export interface QuestionFlagState {
  questionId: string;
  flag: QuestionFlagInfo | null;
}

/** The query of GET /api/questions/submodule/:id/random: the pick stays inside one concept. */
export const randomQuestionQuerySchema = z.object({
  concept: z.string().trim().min(1).max(100).optional(),
});

/** POST /api/questions/submodule/:id/rounds: "Practice again" began round `round`. */
export interface PracticeRound {
  subModule: string;
  round: number;
  startedAt: string;
}
