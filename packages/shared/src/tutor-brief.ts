// The tutor's session brief (GET /api/tutor/students/:id/brief): one printable page of where a
// student stands before a session.
import type { EvaluationKind } from './evaluation-kinds.ts';
import type { StudyGoal } from './goals.ts';
import type { Homework } from './homework.ts';
import type { PracticeEstimate } from './progress-dashboard.ts';
import type { SatScore } from './sat-scores.ts';
import type { UpcomingSession } from './scheduling.ts';
import type { SessionReport } from './session-reports.ts';
import type { FinishedTest } from './tests.ts';
import type { TutorFlag, TutorNote } from './tutor.ts';

/** How far back a weakest concept's trend looks. */
export const TREND_DAYS = 14;
/** The finished timed tests a brief lists, newest first. */
export const BRIEF_TESTS = 3;

export interface BriefConcept {
  concept: string;
  name: string;
  subModuleName: string;
  score: number;
  /** Score change over TREND_DAYS days; null: no evidence then (a new concept). */
  trend: number | null;
}

export interface BriefQuestion {
  questionId: string;
  subModuleName: string;
  body: string;
  imageUrl: string | null;
  imageAlt: string | null;
  choices: { id: string; text: string }[];
  /** The key as the student would give it: a choice's letter, or the typed answer. */
  correctAnswer: string;
  /** The key as math text (a choice's content). */
  correctAnswerText: string;
  explanation: string;
}

export interface BriefMiss extends BriefQuestion {
  answeredAt: string;
  studentAnswer: string;
  hintsUsed: number;
  superhintsUsed: number;
}

/** Where a student stands in one SAT section, as the brief prints it. */
export interface BriefSectionScores {
  section: EvaluationKind;
  /** From practice, as the student's dashboard shows it. */
  estimate: PracticeEstimate;
  /** The latest scored evaluation of the section; null: none taken. */
  evaluation: { low: number; high: number; submittedAt: string } | null;
}

export interface SessionBrief {
  student: { id: string; firstname: string; lastname: string };
  generatedAt: string;
  /** The student's SAT goal (decision 051); null: none set. */
  goal: StudyGoal | null;
  /** The official SAT scores the student entered, newest test first. */
  satScores: SatScore[];
  /** The student's soonest booked session not yet ended; null: none booked. */
  nextSession: UpcomingSession | null;
  /** One row per SAT section, Math first. */
  scores: BriefSectionScores[];
  /** The last BRIEF_TESTS finished timed tests, newest first. */
  tests: FinishedTest[];
  /** The newest note of the tutors about the student: what was agreed last time. */
  lastNote: Pick<TutorNote, 'authorName' | 'text' | 'updatedAt'> | null;
  /** The homework open, or done in the last few days, as the student's home lists it. */
  homework: Homework[];
  /** The report of the student's latest reported session: where the last one left off. */
  lastReport: SessionReport | null;
  weakest: BriefConcept[];
  misses: BriefMiss[];
  flags: TutorFlag[];
  /** Missed questions to work on; the answers are printed on the last page. */
  practiceSheet: BriefQuestion[];
}
