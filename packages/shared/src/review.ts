import { z } from 'zod';

/** Due review cards served per call by default, and at most (GET /api/review/due?limit=). */
export const REVIEW_DUE_DEFAULT_LIMIT = 10;
export const REVIEW_DUE_MAX_LIMIT = 50;

export const reviewDueQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int({ error: 'limit must be a whole number' })
    .min(1, { error: 'limit must be at least 1' })
    .max(REVIEW_DUE_MAX_LIMIT, { error: `limit cannot be more than ${REVIEW_DUE_MAX_LIMIT}` })
    .default(REVIEW_DUE_DEFAULT_LIMIT),
});

/** GET /api/review/summary: cards due now, cards being re-practised, the earliest due (ISO, UTC). */
export interface ReviewSummary {
  due: number;
  total: number;
  nextDueAt: string | null;
}

/** POST /api/test/clock (only when the server runs with TEST_CLOCK=on). */
export const testClockSchema = z.object({
  offsetDays: z
    .number({ error: 'offsetDays must be a number' })
    .min(-3650, { error: 'offsetDays must be within ten years' })
    .max(3650, { error: 'offsetDays must be within ten years' }),
});
