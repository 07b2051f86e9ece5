// Database rows to the shapes of @academy/shared/tutor.
import { evaluationKindOf } from '@academy/shared/evaluation-kinds';
import type { StudyGoal } from '@academy/shared/goals';
import { normaliseTier } from '@academy/shared/tiers';
import { inDomainOrder } from '@academy/shared/tests';
import type {
  TutorBooking,
  TutorEvaluation,
  TutorFlag,
  TutorNote,
  TutorStudentSummary,
} from '@academy/shared/tutor';
import type { BriefQuestion } from '@academy/shared/tutor-brief';
import type {
  bookingSessions,
  questionFlags,
  tutorBookings,
  tutorNotes,
} from '../../db/schema/index.ts';
import {
  storedQuestion,
  type ContentSnapshot,
  type StoredQuestion,
} from '../catalog/content-store.ts';
import type { BookingCancellations } from '../scheduling/booking-cancellations.ts';
import type { EvaluationResult } from '../evaluation/scoring.ts';
import type { StudentRow, TutorRepository } from './repository.ts';
import { mathTextToHtml } from '@academy/shared/math-html';

const iso = (value: Date | string) => new Date(value).toISOString();

const subModuleName = (snapshot: ContentSnapshot, id: string) =>
  snapshot.submoduleById.get(id)?.name ?? null;

export function toSummary(row: StudentRow, snapshot: ContentSnapshot): TutorStudentSummary {
  const weakest = row.weakest_submodule;
  return {
    id: row.id,
    firstname: row.firstname,
    lastname: row.lastname,
    email: row.email,
    plan: normaliseTier(row.subscription_tier),
    lastActiveAt: row.last_active ? iso(row.last_active) : null,
    weakestTopic: weakest
      ? {
          subModule: weakest,
          name: subModuleName(snapshot, weakest) ?? weakest,
          accuracy: Math.round(Number(row.weakest_accuracy) * 100) / 100,
          answered: Number(row.weakest_answered),
        }
      : null,
    goal: goalOf(row),
  };
}

/** The student's SAT goal, from the row's join. */
export const goalOf = (row: StudentRow): StudyGoal | null =>
  row.goal_target === null
    ? null
    : {
        targetScore: Number(row.goal_target),
        testDate: row.goal_test_date,
        updatedAt: iso(row.goal_updated_at!),
      };

/** A question as the brief prints it, math text as on screen, with its key. */
export function briefQuestion(snapshot: ContentSnapshot, stored: StoredQuestion): BriefQuestion {
  const { row } = stored;
  return {
    questionId: row.id,
    subModuleName: subModuleName(snapshot, row.submoduleId) ?? '',
    body: row.bodyLatex || row.body,
    imageUrl: row.imageUrl ?? null,
    imageAlt: row.imageAlt ?? null,
    choices: row.choices.map((c) => ({ id: c.id, text: c.latex || c.text })),
    correctAnswer: row.correctAnswer,
    correctAnswerText: row.correctAnswerLatex || row.correctAnswer,
    explanation: row.explanationLatex || row.explanation,
  };
}

export function toFlag(
  row: typeof questionFlags.$inferSelect,
  snapshot: ContentSnapshot,
): TutorFlag {
  const stored = storedQuestion(snapshot, row.questionId);
  return {
    id: row.id,
    questionId: row.questionId,
    question: stored ? stored.row.bodyLatex || stored.row.body : null,
    subModuleName: stored ? subModuleName(snapshot, stored.row.submoduleId) : null,
    note: row.note,
    createdAt: iso(row.createdAt),
    resolved: row.resolvedAt !== null,
  };
}

type EvaluationRow = Awaited<ReturnType<TutorRepository['evaluations']>>['list'][number];

/** A result scored before ranges or domains existed lacks them: shown as far as it goes. */
export function toEvaluation({
  submission,
  studentId,
  firstname,
  lastname,
}: EvaluationRow): TutorEvaluation {
  const result = submission.result as Partial<EvaluationResult> | null;
  return {
    id: submission.id,
    kind: evaluationKindOf(submission.kind),
    email: submission.email,
    studentId,
    studentName: firstname ? `${firstname} ${lastname}` : null,
    submittedAt: iso(submission.createdAt),
    scoreRange: result?.scoreRange ?? null,
    ...(result?.retake && { retake: result.retake }),
    correct: result?.correct ?? null,
    total: result?.total ?? null,
    answered: result?.answered ?? null,
    domains: inDomainOrder(result?.domains ?? []),
    // Stored as written (decision 039); typeset here for the tutor's page.
    missed: (result?.missed ?? []).map((m) => ({
      ...m,
      questionHtml: mathTextToHtml(m.question),
      userChoiceHtml: m.userChoice ? mathTextToHtml(m.userChoice) : null,
      correctAnswerHtml: mathTextToHtml(m.correctAnswer),
      explanationHtml: mathTextToHtml(m.explanation),
    })),
    contacted: submission.contactedAt !== null,
  };
}

export const toBooking = (
  row: typeof tutorBookings.$inferSelect,
  cancellations: BookingCancellations,
  sessions: (typeof bookingSessions.$inferSelect)[],
): TutorBooking => ({
  id: row.id,
  reference: row.internalReference,
  sessionType: row.sessionType,
  sessionCount: row.sessionCount,
  status: row.status,
  totalCents: row.totalCents,
  createdAt: iso(row.createdAt),
  paidAt: row.paidAt ? iso(row.paidAt) : null,
  ...cancellations,
  sessions: sessions.map((s) => ({
    id: s.id,
    startsAt: iso(s.startsAt),
    endsAt: iso(s.endsAt),
    status: s.status === 'cancelled' ? 'cancelled' : 'booked',
    movedFrom: s.movedFrom ? iso(s.movedFrom) : null,
  })),
});

type NoteAuthor = { firstname: string | null; lastname: string | null };

/** A note's author by name; one whose account is gone is "A former tutor". */
export const noteAuthorName = (author: NoteAuthor) =>
  author.firstname ? `${author.firstname} ${author.lastname}` : 'A former tutor';

export function toNote(
  note: typeof tutorNotes.$inferSelect,
  author: NoteAuthor,
  viewerId: string,
): TutorNote {
  return {
    id: note.id,
    authorId: note.authorId,
    authorName: noteAuthorName(author),
    text: note.text,
    createdAt: iso(note.createdAt),
    updatedAt: iso(note.updatedAt),
    mine: note.authorId === viewerId,
  };
}
