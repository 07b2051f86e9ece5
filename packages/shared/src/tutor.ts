// The tutor's workspace (issue 38): /api/tutor/… calls, their inputs and answers.
import { z } from 'zod';
import { rescheduleSchema } from './booking-slots.ts';
import type { EvaluationMissedQuestion, EvaluationTally } from './evaluation.ts';
import type { EvaluationRetake } from './evaluation-result.ts';
import type { EvaluationKind } from './evaluation-kinds.ts';
import type { StudyGoal } from './goals.ts';
import type { SatScore } from './sat-scores.ts';
import { paragraphText, plainText } from './plain-text.ts';
import type { ProgressDashboard } from './progress-dashboard.ts';
import { ROLES, type Role } from './roles.ts';
import type { FinishedTest, TestResult } from './tests.ts';
import type { SubscriptionTier } from './tiers.ts';
import { DEFAULT_PRACTICE_SHEET, MAX_PRACTICE_SHEET, STUDENT_SORTS } from './tutor-search.ts';

export {
  DEFAULT_PRACTICE_SHEET,
  MAX_PRACTICE_SHEET,
  STUDENT_SORT_LABELS,
  STUDENT_SORTS,
  type StudentSort,
} from './tutor-search.ts';

export const TUTOR_STUDENTS_PAGE_SIZE = 20;
export const TUTOR_EVALUATIONS_PAGE_SIZE = 20;
export const MAX_TUTOR_NOTE_LENGTH = 4000;
/** The tutor's message to the family when cancelling a session, quoted in the mail. */
export const MAX_CANCEL_MESSAGE_LENGTH = 500;
export const MAX_STUDENT_SEARCH_LENGTH = 100;

export const tutorMessages = {
  searchTooLong: `Search cannot be more than ${MAX_STUDENT_SEARCH_LENGTH} characters`,
  badSort: `Sort by one of ${STUDENT_SORTS.join(', ')}`,
  badPage: 'Page must be a whole number from 1',
  noteRequired: 'Write the note first',
  noteTooLong: `A note cannot be more than ${MAX_TUTOR_NOTE_LENGTH} characters`,
  badPracticeSheet: `A practice sheet holds 0 to ${MAX_PRACTICE_SHEET} questions`,
  badRole: `Role must be one of ${ROLES.join(', ')}`,
  studentNotFound: 'No student with that id',
  noteNotFound: 'No note with that id',
  notYourNote: 'Only the note’s author can change it',
  evaluationNotFound: 'No evaluation with that id',
  notFree: 'This student does not have the Free tier',
  freeWhileRenewing:
    'This student’s plan still renews: Free would hide it from their plan page while the family is charged. Have the plan canceled first (Cancel Subscription on the payer’s plan or Family page), then give Free.',
  ownRole: 'You cannot change your own role',
  cancelMessageTooLong: `A message cannot be more than ${MAX_CANCEL_MESSAGE_LENGTH} characters`,
  sessionNotFound: 'No booked session with that id',
  sessionStarted: 'This session has already started, or it is no longer booked.',
} as const;

const pageField = z.coerce
  .number({ error: tutorMessages.badPage })
  .int({ error: tutorMessages.badPage })
  .min(1, { error: tutorMessages.badPage })
  .max(100_000, { error: tutorMessages.badPage })
  .default(1);

/** GET /api/tutor/students */
export const studentsQuerySchema = z.object({
  q: z
    .string()
    .transform(plainText)
    .pipe(z.string().max(MAX_STUDENT_SEARCH_LENGTH, { error: tutorMessages.searchTooLong }))
    .optional(),
  sort: z.enum(STUDENT_SORTS, { error: tutorMessages.badSort }).default('lastActive'),
  page: pageField,
});
export type StudentsQuery = z.input<typeof studentsQuerySchema>;

/** GET /api/tutor/evaluations, /api/tutor/sessions, /api/tutor/reports: ?page= */
export const pageQuerySchema = z.object({ page: pageField });

/** POST /api/tutor/students/:id/notes, PATCH /api/tutor/notes/:id */
export const tutorNoteSchema = z.object({
  text: z
    .string({ error: tutorMessages.noteRequired })
    .transform(paragraphText)
    .pipe(
      z
        .string()
        .min(1, { error: tutorMessages.noteRequired })
        .max(MAX_TUTOR_NOTE_LENGTH, { error: tutorMessages.noteTooLong }),
    ),
});
export type TutorNoteInput = z.input<typeof tutorNoteSchema>;

/** The tutor's optional message to the family when they change a session, on one line. */
const familyMessage = z
  .string()
  .transform(plainText)
  .pipe(z.string().max(MAX_CANCEL_MESSAGE_LENGTH, { error: tutorMessages.cancelMessageTooLong }))
  .nullish()
  .transform((v) => v || undefined);

/** POST /api/tutor/sessions/:id/cancel */
export const tutorCancelSessionSchema = z.object({ message: familyMessage });

/** POST /api/tutor/sessions/:id/move: a free time the family agreed to, and a message. */
export const tutorMoveSessionSchema = rescheduleSchema.extend({ message: familyMessage });

/** PATCH /api/tutor/evaluations/:id */
export const contactedSchema = z.object({
  contacted: z.boolean({ error: 'contacted must be true or false' }),
});
/** POST /api/tutor/students/:id/free */
export const freeTierSchema = z.object({
  free: z.boolean({ error: 'free must be true or false' }),
});
/** PATCH /api/tutor/students/:id/role (administrators only) */
export const roleSchema = z.object({ role: z.enum(ROLES, { error: tutorMessages.badRole }) });

/** GET /api/tutor/students/:id/brief */
export const briefQuerySchema = z.object({
  practiceSheet: z.coerce
    .number({ error: tutorMessages.badPracticeSheet })
    .int({ error: tutorMessages.badPracticeSheet })
    .min(0, { error: tutorMessages.badPracticeSheet })
    .max(MAX_PRACTICE_SHEET, { error: tutorMessages.badPracticeSheet })
    .default(DEFAULT_PRACTICE_SHEET),
});

export interface TutorStudentSummary {
  id: string;
  firstname: string;
  lastname: string;
  email: string;
  plan: SubscriptionTier;
  /** The latest recorded answer; null: never practiced. */
  lastActiveAt: string | null;
  /** The topic with the lowest first-try accuracy (decision: tutor workspace). */
  weakestTopic: { subModule: string; name: string; accuracy: number; answered: number } | null;
  /** The student's SAT goal, as they set it (decision 051). */
  goal: StudyGoal | null;
}

export interface TutorStudentsPage {
  students: TutorStudentSummary[];
  page: number;
  pageSize: number;
  total: number;
}

export interface TutorFlag {
  id: number;
  questionId: string;
  /** The question's text (math text), or null when it left the bank. */
  question: string | null;
  subModuleName: string | null;
  note: string | null;
  createdAt: string;
  resolved: boolean;
}

export interface TutorEvaluation {
  id: string;
  /** Which public evaluation: its range is on that section's scale. */
  kind: EvaluationKind;
  email: string;
  studentId: string | null;
  studentName: string | null;
  submittedAt: string;
  /** Null while it is being scored (or for a submission scored before ranges existed). */
  scoreRange: { low: number; high: number } | null;
  correct: number | null;
  total: number | null;
  /**
   * The questions given an answer: one submitted early ("Tired? You can submit your answers
   * now!") counts its blanks as missed, which the tutor's feedback should not take for errors.
   */
  answered: number | null;
  domains: (EvaluationTally & { domain: string; name: string })[];
  missed: EvaluationMissedQuestion[];
  /** Present when the sender had sent the same evaluation before. */
  retake?: EvaluationRetake;
  contacted: boolean;
}

export interface TutorEvaluationsPage {
  evaluations: TutorEvaluation[];
  page: number;
  pageSize: number;
  total: number;
}

export interface TutorBooking {
  id: string;
  reference: string;
  sessionType: string;
  sessionCount: number;
  status: string;
  totalCents: number;
  createdAt: string;
  paidAt: string | null;
  /** Sessions cancelled since it was paid, and what their refunds come to (cents), as /family says. */
  cancelledCount: number;
  refundCents: number;
  /** Its sessions booked with a time, in time order: when each is, and whether it was cancelled or moved. */
  sessions: TutorBookingSession[];
}

export interface TutorBookingSession {
  id: string;
  startsAt: string;
  endsAt: string;
  status: 'booked' | 'cancelled';
  /** Where it was before it was last moved (by the family or the tutor); null: never moved. */
  movedFrom: string | null;
}

export interface TutorNote {
  id: number;
  authorId: string | null;
  authorName: string;
  text: string;
  createdAt: string;
  updatedAt: string;
  /** The caller wrote it: only the author edits or deletes a note. */
  mine: boolean;
}

/** A student's finished test as the tutor opens it: their result, and whose it is. */
export type TutorTestResult = TestResult & {
  student: { id: string; firstname: string; lastname: string };
};

export interface TutorStudentDetail {
  student: TutorStudentSummary & { role: Role };
  dashboard: ProgressDashboard;
  flags: TutorFlag[];
  evaluations: TutorEvaluation[];
  /** The student's finished timed tests, newest first. */
  tests: FinishedTest[];
  bookings: TutorBooking[];
  notes: TutorNote[];
  /** The official SAT scores the student entered, newest test first. */
  satScores: SatScore[];
  /**
   * On Guest, the free questions the student has not used yet (0 once all are), past which
   * practice, homework included, needs a plan or the Free tier; null on Free or a plan.
   */
  freeQuestionsLeft: number | null;
}
