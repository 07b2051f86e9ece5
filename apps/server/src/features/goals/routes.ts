import { academyDay } from '@academy/shared/academy-day';
import { goalSchema } from '@academy/shared/goal-schema';
import type { GoalStatus } from '@academy/shared/goals';
import type { ProgressDashboard } from '@academy/shared/progress-dashboard';
import { satScoreSchema } from '@academy/shared/sat-score-schema';
import { estimateThen, satScoreMessages, type SatScoreList } from '@academy/shared/sat-scores';
import { pageQuerySchema, tutorMessages } from '@academy/shared/tutor';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { parseInput } from '../../lib/validate.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { UserRow } from '../auth/repository.ts';
import { idOf, uuidId } from '../tutor/id-params.ts';
import { createGoalRepository } from './repository.ts';
import { createSatScoreRepository } from './sat-score-repository.ts';

/**
 * The signed-in student's SAT goal and official scores (decision 051), and every student's
 * scores for the tutor's Results. Dates are checked against the server's Dallas day, which is
 * the test clock's in end-to-end runs.
 */
export async function goalRoutes(
  app: FastifyInstance,
  opts: { db: Db; dashboard: (user: UserRow) => Promise<ProgressDashboard>; clock: Clock },
) {
  const goals = createGoalRepository(opts.db);
  const scores = createSatScoreRepository(opts.db);
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

  app.get(
    '/sat-scores',
    signedIn,
    async (request) =>
      ({ scores: await scores.of(currentUser(request).id) }) satisfies SatScoreList,
  );

  app.post('/sat-scores', signedIn, async (request, reply) => {
    const now = opts.clock.now();
    const input = parseInput(satScoreSchema(academyDay(now)), request.body);
    const user = currentUser(request);
    const board = await opts.dashboard(user);
    const added = await scores.add(
      {
        userId: user.id,
        ...input,
        practiceEstimate: {
          math: estimateThen(board.estimate),
          readingWriting: estimateThen(board.readingWritingEstimate),
        },
      },
      now,
    );
    if (!added) {
      // On the date's field, so the form shows it there.
      throw new AppError(409, satScoreMessages.duplicate, [
        { param: 'testDate', msg: satScoreMessages.duplicate },
      ]);
    }
    reply.status(201);
    return added;
  });

  // The tutor sets or changes a student's goal, agreed in a session.
  app.put(
    '/tutor/students/:id/goal',
    { preHandler: [uuidId, app.requireRole('tutor')] },
    async (request) => {
      const now = opts.clock.now();
      const input = parseInput(goalSchema(academyDay(now)), request.body);
      const studentId = idOf(request);
      if (!(await goals.isStudent(studentId))) throw notFound(tutorMessages.studentNotFound);
      return goals.save(studentId, input, now);
    },
  );

  app.get('/tutor/results', { preHandler: app.requireRole('tutor') }, async (request) =>
    scores.results(parseInput(pageQuerySchema, request.query).page),
  );

  app.delete(
    '/sat-scores/:id',
    { preHandler: [uuidId, app.requireSignedIn] },
    async (request, reply) => {
      if (!(await scores.remove(currentUser(request).id, idOf(request)))) {
        throw notFound(satScoreMessages.notFound);
      }
      return reply.status(204).send();
    },
  );
}
