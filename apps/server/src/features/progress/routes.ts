import { answeredFilterSchema } from '@academy/shared/progress';
import { recordAnswerSchema } from '@academy/shared/questions';
import type { FastifyInstance } from 'fastify';
import { parseId } from '../../lib/ids.ts';
import { parseInput } from '../../lib/validate.ts';
import { currentUser } from '../../plugins/auth.ts';
import { sendPrecompressed } from '../../plugins/compression.ts';
import type { ProgressService } from './service.ts';

export async function progressRoutes(app: FastifyInstance, opts: { progress: ProgressService }) {
  const { progress } = opts;
  const signedIn = { preHandler: app.requireSignedIn };

  app.post('/progress/record-answer', signedIn, async (request) => {
    const input = parseInput(recordAnswerSchema, request.body);
    return progress.record(currentUser(request), {
      questionId: parseId(input.questionId, 'questionId'),
      answer: input.answer,
      hintsUsed: input.hintsUsed,
      superhintsUsed: input.superhintsUsed,
    });
  });

  app.get('/progress', signedIn, async (request) => progress.overview(currentUser(request)));
  app.get('/progress/stats', signedIn, async (request) => progress.stats(currentUser(request)));

  app.get('/progress/answered-questions', signedIn, async (request, reply) => {
    const filter = parseInput(answeredFilterSchema, request.query);
    const { payload, reused } = await progress.answered(currentUser(request), filter);
    // Private: the page is the user's own; the ETag lets the browser revalidate cheaply.
    reply.type('application/json').header('cache-control', 'private, no-cache');
    return sendPrecompressed(request, reply, payload, { compress: reused });
  });

  app.get('/progress/concepts', signedIn, async () => progress.allConcepts());
}
