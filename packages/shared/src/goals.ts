// The student's SAT goal (decision 051): a target total score and, once booked, the test day.
// The home counts down to it, the progress page sets the estimates beside it, and the tutor and
// the parents read it. Without zod, so that pages may import it: the request's schema is
// goal-schema.ts.
import { academyDay, daysBetween, formatDayWithYear } from './academy-day.ts';
import type { PracticeEstimate } from './progress-dashboard.ts';

/** The SAT's total scale, in its steps. */
export const TARGET_SCORE_MIN = 400;
export const TARGET_SCORE_MAX = 1600;
export const TARGET_SCORE_STEP = 10;
/** How far ahead a test date may be: the College Board publishes about a year of dates. */
export const TEST_DATE_MAX_DAYS = 730;

export const goalMessages = {
  targetRequired: 'Enter your target score',
  targetRange: `A target score is from ${TARGET_SCORE_MIN} to ${TARGET_SCORE_MAX}`,
  targetStep: `SAT scores go up in steps of ${TARGET_SCORE_STEP}`,
  dateInvalid: 'Give the test date as a date',
  datePast: 'Pick a test date from today on',
  dateTooFar: 'Pick a test date within the next two years',
  saved: 'Goal saved',
  removed: 'Goal removed',
} as const;

export interface StudyGoal {
  /** 400–1600, a multiple of 10. */
  targetScore: number;
  /** Dallas day, YYYY-MM-DD; null: not booked yet. Kept after the day passes. */
  testDate: string | null;
  updatedAt: string;
}

/** GET /api/goal: the goal, and the estimates from practice it is read against. */
export interface GoalStatus {
  goal: StudyGoal | null;
  estimates: { math: PracticeEstimate; readingWriting: PracticeEstimate };
}

/** Days from `now`'s Dallas day to the test (0 on the day, negative after); null: no date. */
export const daysToTest = (goal: Pick<StudyGoal, 'testDate'>, now: Date) =>
  goal.testDate === null ? null : daysBetween(academyDay(now), goal.testDate);

/** "101 days to go", "Tomorrow", "Today", or "Taken" once the day has passed. */
export function countdownText(days: number) {
  if (days < 0) return 'Taken';
  if (days === 0) return 'Today';
  if (days === 1) return 'Tomorrow';
  return `${days} days to go`;
}

/**
 * The total's range from both sections' practice estimates, or null until both are ready.
 * Each section's is an 80% range, so the sum of their ends is a wider, cautious range.
 */
export function totalEstimate(
  math: PracticeEstimate,
  readingWriting: PracticeEstimate,
): { low: number; high: number } | null {
  if (math.status !== 'ready' || readingWriting.status !== 'ready') return null;
  return { low: math.low + readingWriting.low, high: math.high + readingWriting.high };
}

/** How the estimated total stands against the target, in words. */
export function gapText(targetScore: number, total: { low: number; high: number }) {
  if (total.low >= targetScore) return 'Your estimate reaches your target';
  if (total.high >= targetScore) return 'Your target is within your estimated range';
  const toGo =
    Math.round((targetScore - (total.low + total.high) / 2) / TARGET_SCORE_STEP) *
    TARGET_SCORE_STEP;
  return `About ${toGo} points to go`;
}

/**
 * One line for the tutor's and the parents' pages, print and mail: "Target 1400 · SAT on Sat,
 * Mar 13, 2027 (101 days to go)", or "Target 1400 · test date not booked yet".
 */
export function goalLine(goal: StudyGoal, now: Date) {
  const target = `Target ${goal.targetScore}`;
  const days = daysToTest(goal, now);
  if (goal.testDate === null || days === null) return `${target} · test date not booked yet`;
  const when = days < 0 ? 'SAT taken on' : 'SAT on';
  const countdown = days < 0 ? '' : ` (${countdownText(days).toLowerCase()})`;
  return `${target} · ${when} ${formatDayWithYear(goal.testDate)}${countdown}`;
}
