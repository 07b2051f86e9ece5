// What ProgressCache keeps of a user: summaries of the rows, not the rows.
import type { QuestionFlagInfo } from '@academy/shared/progress';
import type { ReviewCard } from '../review/scheduler.ts';

/** A user's first attempt at a question: it alone decides scores and points. */
export interface FirstAttemptInfo {
  pointsEarned: number;
  hintsUsed: number;
  superhintsUsed: number;
  /** From the serve to the answer (the review's Easy compares it with the user's median). */
  timeSpentMs: number;
  /** answered_at in microseconds since the epoch, then the row's id: the order of evidence. */
  answeredUs: number;
  id: number;
}

/** A question as the review list shows it: its latest attempt and how many there were. */
export interface AnsweredInfo {
  attempts: number;
  /** Which attempt (1-based, the first attempt first) was the first right one; null if none. */
  firstRightAttempt: number | null;
  /** What the first attempt earned. */
  pointsEarned: number;
  /** answered_at in microseconds since the epoch (the database's precision, for ordering). */
  latestUs: number;
  latestId: number;
  answer: string;
  isCorrect: boolean;
  timeSpentMs: number;
  /** Given in a timed test: `timeSpentMs` is the test's count for the question. */
  inTimedTest: boolean;
}

/** One attempt as stored, for updating a cached user in place. */
export interface StoredAttempt {
  id: number;
  questionId: string;
  answer: string;
  isCorrect: boolean;
  isFirstAttempt: boolean;
  pointsEarned: number;
  timeSpentMs: number;
  inTimedTest: boolean;
  hintsUsed: number;
  superhintsUsed: number;
  answeredUs: number;
  /** The review card this attempt started in its own statement (practice-writes.ts). */
  startedCard?: { card: ReviewCard; stored: boolean };
}

/** A submodule's current round: its number and when it began. */
export interface PracticeRoundRow {
  round: number;
  startedAt: Date;
}

/**
 * Whether a first attempt counts as right in scores and stats: when it earned its points, which
 * takes the question's first check and the answer recorded both right (decision 003). A right
 * one earns the question's difficulty, 1 to 5, never 0.
 */
export const rightFirstTime = (info: Pick<FirstAttemptInfo, 'pointsEarned'>) =>
  info.pointsEarned > 0;

/** A stored first attempt, as the summary keeps it. */
export const firstAttemptInfo = (attempt: StoredAttempt): FirstAttemptInfo => ({
  pointsEarned: attempt.pointsEarned,
  hintsUsed: attempt.hintsUsed,
  superhintsUsed: attempt.superhintsUsed,
  timeSpentMs: attempt.timeSpentMs,
  answeredUs: attempt.answeredUs,
  id: attempt.id,
});

/**
 * Counts a stored attempt into the review summary. False when the summary cannot take it: a
 * repeat of a question whose first attempt it does not hold, so it must be read again.
 */
export function countAnswered(answered: Map<string, AnsweredInfo>, attempt: StoredAttempt) {
  const before = answered.get(attempt.questionId);
  if (!before && !attempt.isFirstAttempt) return false;
  const newer =
    !before ||
    attempt.answeredUs > before.latestUs ||
    (attempt.answeredUs === before.latestUs && attempt.id > before.latestId);
  const latest = {
    latestUs: attempt.answeredUs,
    latestId: attempt.id,
    answer: attempt.answer,
    isCorrect: attempt.isCorrect,
    timeSpentMs: attempt.timeSpentMs,
    inTimedTest: attempt.inTimedTest,
  };
  const attempts = (before?.attempts ?? 0) + 1;
  answered.set(attempt.questionId, {
    ...(newer ? latest : before!),
    attempts,
    firstRightAttempt: before?.firstRightAttempt ?? (attempt.isCorrect ? attempts : null),
    pointsEarned: attempt.isFirstAttempt ? attempt.pointsEarned : before!.pointsEarned,
  });
  return true;
}

/** The user's live review cards (not retired) by question. */
export type LiveCards = Map<string, ReviewCard>;

/** The user's open flags for the tutor, the latest per question. */
export type OpenFlags = Map<string, QuestionFlagInfo>;

/** What ProgressCache keeps of one user, each part read and kept on its own. */
export interface ProgressParts {
  first: Map<string, FirstAttemptInfo>;
  answered: Map<string, AnsweredInfo>;
  /** The questions checked; read only for a Guest, whose trial counts them. */
  checked: Set<string>;
  /** The questions handed out and not checked since, with when (ms): the next one to show. */
  unchecked: Map<string, number>;
  /** The questions skipped since they were last handed out, with when (ms). */
  skipped: Map<string, number>;
  /** The "Practice again" round of each submodule the user started one in. */
  rounds: Map<string, PracticeRoundRow>;
  /** The live review cards: every recorded answer reads its question's. */
  cards: LiveCards;
  /** The open flags for the tutor (the review page shows and filters them). */
  flags: OpenFlags;
}
