import { answeredFilterSchema } from '@academy/shared/progress';
import { recordAnswerSchema } from '@academy/shared/questions';
import type { FastifyInstance } from 'fastify';
import { parseId } from '../../lib/ids.ts';
import { parseInput } from '../../lib/validate.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { ProgressService } from './service.ts';

export async function progressRoutes(app: FastifyInstance, opts: { progress: ProgressService }) {
  const { progress } = opts;
  app.addHook('preHandler', app.requireUser);

  app.post('/progress/record-answer', async (request) => {
    const input = parseInput(recordAnswerSchema, request.body);
    return progress.record(currentUser(request), {
      questionId: parseId(input.questionId, 'questionId'),
      answer: input.answer,
      hintsUsed: input.hintsUsed,
      superhintsUsed: input.superhintsUsed,
    });
  });

  app.get('/progress', async (request) => progress.overview(currentUser(request)));
  app.get('/progress/stats', async (request) => progress.stats(currentUser(request)));

  app.get('/progress/answered-questions', async (request) =>
    progress.answered(currentUser(request), parseInput(answeredFilterSchema, request.query)),
  );

  app.get('/progress/concepts', async () => progress.allConcepts());
}
