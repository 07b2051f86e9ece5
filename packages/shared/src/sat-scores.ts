// Official SAT scores (decision 051): what the student scored on a real test, entered
// by the student once the College Board releases it, beside what practice estimated then.
// Without zod, so that pages may import it: the request's schema is sat-score-schema.ts.
import type { PracticeEstimate } from './progress-dashboard.ts';

export const SECTION_SCORE_MIN = 200;
export const SECTION_SCORE_MAX = 800;
export const SECTION_SCORE_STEP = 10;
/** How far back a test may be entered: a student's high-school years. */
export const SAT_SCORE_MAX_AGE_DAYS = 1096;
/** Official scores listed for a student, newest test first. */
export const SAT_SCORES_SHOWN = 20;

export const satScoreMessages = {
  mathRequired: 'Enter your Math score',
  readingWritingRequired: 'Enter your Reading and Writing score',
  sectionRange: `A section score is from ${SECTION_SCORE_MIN} to ${SECTION_SCORE_MAX}`,
  sectionStep: `Section scores go up in steps of ${SECTION_SCORE_STEP}`,
  dateRequired: 'Give the test date as a date',
  dateFuture: 'Scores come after the test: pick a date up to today',
  dateTooOld: 'Pick a test date within the last three years',
  duplicate: 'You already entered scores for that test date',
  notFound: 'No scores with that id',
  saved: 'Scores saved',
  removed: 'Scores removed',
} as const;

/** One section's practice estimate when the scores were entered; null: not ready then. */
export type EstimateThen = { low: number; high: number } | null;

export interface SatScore {
  id: string;
  /** Dallas day, YYYY-MM-DD. */
  testDate: string;
  math: number;
  readingWriting: number;
  total: number;
  /** What practice estimated on the day the scores were entered: how honest it was. */
  practiceEstimate: { math: EstimateThen; readingWriting: EstimateThen };
  createdAt: string;
}

/** GET /api/sat-scores: the signed-in student's own, newest test first. */
export interface SatScoreList {
  scores: SatScore[];
}

/** The range a section's estimate gave, kept with the scores. */
export const estimateThen = (estimate: PracticeEstimate): EstimateThen =>
  estimate.status === 'ready' ? { low: estimate.low, high: estimate.high } : null;

const rangeText = (estimate: EstimateThen) =>
  estimate ? `${estimate.low}–${estimate.high}` : 'no estimate yet';

/** "Practice estimated then: Math 560–620, Reading and Writing 540–600" */
export function estimatedThen({ practiceEstimate: e }: Pick<SatScore, 'practiceEstimate'>) {
  if (!e.math && !e.readingWriting) return 'Too little practice then for an estimate';
  return `Practice estimated then: Math ${rangeText(e.math)}, Reading and Writing ${rangeText(e.readingWriting)}`;
}

/** "1380 (Math 700, Reading and Writing 680)" */
export const satScoreText = (score: Pick<SatScore, 'total' | 'math' | 'readingWriting'>) =>
  `${score.total} (Math ${score.math}, Reading and Writing ${score.readingWriting})`;

export const TUTOR_RESULTS_PAGE_SIZE = 20;

/** Entered scores as the tutor's Results list them: with whose they are. */
export interface TutorResult extends SatScore {
  student: { id: string; firstname: string; lastname: string };
}

/**
 * How often practice's 80% range held the official section score, over every entered score of
 * a section that had an estimate then: within, below the range, above it.
 */
export interface EstimateCalibration {
  sections: number;
  within: number;
  below: number;
  above: number;
}

/** GET /api/tutor/results?page= */
export interface TutorResultsPage {
  results: TutorResult[];
  page: number;
  pageSize: number;
  total: number;
  calibration: EstimateCalibration;
}

export function calibrate(
  scores: Pick<SatScore, 'math' | 'readingWriting' | 'practiceEstimate'>[],
): EstimateCalibration {
  const tally: EstimateCalibration = { sections: 0, within: 0, below: 0, above: 0 };
  for (const score of scores) {
    const pairs = [
      [score.math, score.practiceEstimate.math],
      [score.readingWriting, score.practiceEstimate.readingWriting],
    ] as const;
    for (const [official, range] of pairs) {
      if (!range) continue;
      tally.sections += 1;
      if (official < range.low) tally.below += 1;
      else if (official > range.high) tally.above += 1;
      else tally.within += 1;
    }
  }
  return tally;
}
