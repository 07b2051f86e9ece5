import { reviewDueQuerySchema, testClockSchema } from '@academy/shared/review';
import type { FastifyInstance } from 'fastify';
import type { ShiftedClock } from '../../lib/clock.ts';
import { parseInput } from '../../lib/validate.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { ReviewService } from './service.ts';

export async function reviewRoutes(
  app: FastifyInstance,
  opts: { review: ReviewService; testClock?: ShiftedClock },
) {
  const { review, testClock } = opts;
  const signedIn = { preHandler: app.requireSignedIn };

  app.get('/review/due', signedIn, async (request) => {
    const { limit } = parseInput(reviewDueQuerySchema, request.query);
    return review.due(currentUser(request), limit);
  });

  app.get('/review/summary', signedIn, async (request) => review.summary(currentUser(request)));

  // Only with TEST_CLOCK=on, which the configuration allows on a loopback address alone (111).
  if (testClock) {
    app.post('/test/clock', async (request) => {
      const { offsetDays } = parseInput(testClockSchema, request.body);
      testClock.setOffsetDays(offsetDays);
      return { now: testClock.now().toISOString() };
    });
  }
}
