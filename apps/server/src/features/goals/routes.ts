import { academyDay } from '@academy/shared/academy-day';
import { goalSchema } from '@academy/shared/goal-schema';
import type { GoalStatus } from '@academy/shared/goals';
import type { ProgressDashboard } from '@academy/shared/progress-dashboard';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { parseInput } from '../../lib/validate.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { UserRow } from '../auth/repository.ts';
import { createGoalRepository } from './repository.ts';

/**
 * The signed-in student's SAT goal (decision 051). The test date is checked against the
 * server's Dallas day, which is the test clock's in end-to-end runs.
 */
export async function goalRoutes(
  app: FastifyInstance,
  opts: { db: Db; dashboard: (user: UserRow) => Promise<ProgressDashboard>; clock: Clock },
) {
  const goals = createGoalRepository(opts.db);
  const signedIn = { preHandler: app.requireSignedIn };

  app.get('/goal', signedIn, async (request) => {
    const user = currentUser(request);
    const [goal, board] = await Promise.all([goals.of(user.id), opts.dashboard(user)]);
    return {
      goal,
      estimates: { math: board.estimate, readingWriting: board.readingWritingEstimate },
    } satisfies GoalStatus;
  });

  app.put('/goal', signedIn, async (request) => {
    const now = opts.clock.now();
    const input = parseInput(goalSchema(academyDay(now)), request.body);
    return goals.save(currentUser(request).id, input, now);
  });

  app.delete('/goal', signedIn, async (request, reply) => {
    await goals.remove(currentUser(request).id);
    return reply.status(204).send();
  });
}
