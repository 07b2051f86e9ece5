// GET /progress/dashboard: everything the progress page shows, in one call (issue 36).
import { z } from 'zod';
import { MASTERY_LEVELS } from './mastery.ts';

/** Weeks of activity the dashboard shows, the current one last. */
export const DASHBOARD_WEEKS = 12;
/** Concepts listed as the weakest. */
export const WEAKEST_CONCEPTS = 5;
/** First attempts of a section before practice gives its estimated range. */
export const PRACTICE_ESTIMATE_MIN_ANSWERS = 30;

/**
 * "3 h 25 min", "12 min", "0 min": time practised, to the minute. Some time short of a minute
 * is "under 1 min": "0 min" beside answered questions read as if none were counted.
 * The progress page and the parents' weekly digest say it alike.
 */
export function formatDuration(ms: number): string {
  if (ms > 0 && ms < 60_000) return 'under 1 min';
  const minutes = Math.floor(ms / 60_000);
  const hours = Math.floor(minutes / 60);
  return hours ? `${hours} h ${minutes % 60} min` : `${minutes} min`;
}

const count = z.number().int().min(0);
const score = z.number().min(0).max(10);
const level = z.enum(MASTERY_LEVELS);

const conceptMasterySchema = z.object({
  concept: z.string(),
  name: z.string(),
  score,
  /** Of the score and every answer behind it, those to questions since retired too. */
  level,
  /** Questions of the concept answered (a first attempt), and how many there are, in the bank. */
  answered: count,
  total: count,
});

/** A section's estimated score from practice, or how many more answers it needs. */
const estimateSchema = z.discriminatedUnion('status', [
  /** An 80% range on the 200–800 scale, each end rounded to 10. */
  z.object({ status: z.literal('ready'), low: z.number(), high: z.number() }),
  z.object({ status: z.literal('needMore'), answersNeeded: z.number().int().min(1) }),
]);
export type PracticeEstimate = z.infer<typeof estimateSchema>;

export const progressDashboardSchema = z.object({
  /** Weeks from Monday in Dallas days (decision 030): first attempts and how many were right. */
  weeks: z.array(
    z.object({
      /** YYYY-MM-DD, the week's Monday. */
      weekStart: z.string(),
      answered: count,
      correct: count,
      /** correct / answered, 0–1; 0 for a week without answers. */
      accuracy: z.number().min(0).max(1),
    }),
  ),
  totals: z.object({
    answered: count,
    correct: count,
    /** Earned by right first attempts, each its question's difficulty (decision 003). */
    points: count,
    /** Every attempt's time, first or not. */
    timeSpentMs: count,
    currentStreakDays: count,
  }),
  topics: z.array(
    z.object({
      subModule: z.string(),
      name: z.string(),
      averageScore: score,
      answered: count,
      total: count,
      concepts: z.array(conceptMasterySchema),
    }),
  ),
  /** The practised concepts with the lowest scores, lowest first (at most WEAKEST_CONCEPTS). */
  weakest: z.array(
    conceptMasterySchema.extend({ subModule: z.string(), subModuleName: z.string() }),
  ),
  /** SAT Math, from the Math questions' first attempts (issue 36). */
  estimate: estimateSchema,
  /** SAT Reading and Writing, from that section's first attempts, the same way. */
  readingWritingEstimate: estimateSchema,
});
export type ProgressDashboard = z.infer<typeof progressDashboardSchema>;
export type ConceptMastery = z.infer<typeof conceptMasterySchema>;

/** "1 more answer", "12 more answers": what an estimate still waits for. */
export const moreAnswersText = (n: number) => `${n} more answer${n === 1 ? '' : 's'}`;

/** "Answer n more to see an estimate" (issue 36). */
export const answerMoreText = (n: number) => `Answer ${n} more to see an estimate`;
