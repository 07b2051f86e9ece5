import { answeredFilterSchema, progressMessages } from '@academy/shared/progress';
import { recordAnswerSchema } from '@academy/shared/questions';
import { IDEMPOTENCY_KEY_HEADER } from '@academy/shared/request-keys';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseId } from '../../lib/ids.ts';
import { fieldError, notFound } from '../../lib/app-error.ts';
import { parseInput } from '../../lib/validate.ts';
import { currentUser } from '../../plugins/auth.ts';
import { compressForRequest, sendPrecompressed } from '../../plugins/compression.ts';
import type { ProgressService } from './service.ts';

/** The Idempotency-Key a request came with, if any: a UUID. */
function requestKeyOf(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined;
  if (typeof header !== 'string' || !z.uuid().safeParse(header).success) {
    throw fieldError(IDEMPOTENCY_KEY_HEADER, progressMessages.requestKeyInvalid);
  }
  return header.toLowerCase();
}

export async function progressRoutes(app: FastifyInstance, opts: { progress: ProgressService }) {
  const { progress } = opts;
  const signedIn = { preHandler: app.requireSignedIn };

  app.post('/progress/record-answer', signedIn, async (request) => {
    const input = parseInput(recordAnswerSchema, request.body);
    return progress.record(
      currentUser(request),
      {
        questionId: parseId(input.questionId, 'questionId'),
        answer: input.answer,
        hintsUsed: input.hintsUsed,
        superhintsUsed: input.superhintsUsed,
      },
      requestKeyOf(request.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()]),
    );
  });

  app.get('/progress', signedIn, async (request) => progress.overview(currentUser(request)));
  app.get('/progress/stats', signedIn, async (request) => progress.stats(currentUser(request)));
  app.get('/progress/dashboard', signedIn, async (request) =>
    progress.dashboard(currentUser(request)),
  );

  app.get('/progress/answered-questions', signedIn, async (request, reply) => {
    const filter = parseInput(answeredFilterSchema, request.query);
    const payload = await progress.answered(currentUser(request), filter);
    // Private: the page is the user's own; the ETag lets the browser revalidate cheaply.
    reply.type('application/json').header('cache-control', 'private, no-cache');
    return sendPrecompressed(request, reply, payload);
  });

  // A card's 'Question Details', fetched when it is opened: the list sends no rendered math
  // but the previews (decision 043). Made per request (the user's own answer is in it): 18 KB
  // of JSON for the real bank's median question, 1.4 KB brotli.
  app.get('/progress/answered-questions/:id', signedIn, async (request, reply) => {
    const { id } = request.params as { id: string };
    const detail = await progress.answeredOne(currentUser(request), parseId(id, 'questionId'));
    if (!detail) throw notFound(progressMessages.answeredNotFound);
    reply.type('application/json').header('cache-control', 'private, no-cache');
    const payload = compressForRequest([JSON.stringify(detail)]);
    return sendPrecompressed(request, reply, payload);
  });

  app.get('/progress/concepts', signedIn, async () => progress.allConcepts());
}
