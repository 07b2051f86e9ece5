import { flagQuestionSchema, randomQuestionQuerySchema } from '@academy/shared/practice-controls';
import { checkAnswerSchema, type RandomQuestionResponse } from '@academy/shared/questions';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { parseId } from '../../lib/ids.ts';
import { parseInput } from '../../lib/validate.ts';
import { currentUser } from '../../plugins/auth.ts';
import { sendPrecompressed } from '../../plugins/compression.ts';
import { publicPayload } from '../catalog/content-store.ts';
import type { ControlsService } from './controls-service.ts';
import type { QuestionService } from './service.ts';

export async function questionRoutes(
  app: FastifyInstance,
  opts: { questions: QuestionService; controls: ControlsService },
) {
  const { questions, controls } = opts;

  /** A question as compressed once for every draw of it: its rendered math is most of it. */
  const sendQuestion = (
    request: FastifyRequest,
    reply: FastifyReply,
    question: RandomQuestionResponse,
  ) => {
    if (!('_id' in question)) return question;
    reply.type('application/json');
    return sendPrecompressed(request, reply, publicPayload(question));
  };
  const guarded = { preHandler: app.requireSignedIn };

  app.get<{ Params: { id: string } }>(
    '/questions/submodule/:id/random',
    guarded,
    async (request, reply) => {
      const { concept } = parseInput(randomQuestionQuerySchema, request.query);
      const question = await questions.random(
        currentUser(request),
        parseId(request.params.id),
        concept === undefined ? undefined : parseId(concept, 'concept'),
      );
      return sendQuestion(request, reply, question);
    },
  );

  app.post<{ Params: { id: string } }>(
    '/questions/submodule/:id/rounds',
    guarded,
    async (request) => controls.startRound(currentUser(request), parseId(request.params.id)),
  );

  app.get<{ Params: { id: string } }>('/questions/:id/practice', guarded, async (request, reply) =>
    sendQuestion(
      request,
      reply,
      await questions.practice(currentUser(request), parseId(request.params.id)),
    ),
  );

  app.post<{ Params: { id: string } }>('/questions/:id/check', guarded, async (request) => {
    const id = parseId(request.params.id);
    const { answer } = parseInput(checkAnswerSchema, request.body);
    return questions.check(currentUser(request), id, answer);
  });

  app.get<{ Params: { id: string } }>('/questions/:id/answer', guarded, async (request) =>
    questions.showAnswer(currentUser(request), parseId(request.params.id)),
  );

  app.post<{ Params: { id: string } }>('/questions/:id/skip', guarded, async (request) =>
    controls.skip(currentUser(request), parseId(request.params.id)),
  );

  app.get<{ Params: { id: string } }>('/questions/:id/flag', guarded, async (request) =>
    controls.flagOf(currentUser(request), parseId(request.params.id)),
  );

  app.post<{ Params: { id: string } }>('/questions/:id/flag', guarded, async (request) => {
    const { note } = parseInput(flagQuestionSchema, request.body);
    return controls.flag(currentUser(request), parseId(request.params.id), note);
  });

  app.delete<{ Params: { id: string } }>('/questions/:id/flag', guarded, async (request) =>
    controls.unflag(currentUser(request), parseId(request.params.id)),
  );
}
