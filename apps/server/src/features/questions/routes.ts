import { checkAnswerSchema } from '@academy/shared/questions';
import type { FastifyInstance } from 'fastify';
import { parseId } from '../../lib/ids.ts';
import { parseInput } from '../../lib/validate.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { QuestionService } from './service.ts';

export async function questionRoutes(app: FastifyInstance, opts: { questions: QuestionService }) {
  const { questions } = opts;
  const guarded = { preHandler: app.requireSignedIn };

  app.get<{ Params: { id: string } }>('/questions/submodule/:id/random', guarded, async (request) =>
    questions.random(currentUser(request), parseId(request.params.id)),
  );

  app.post<{ Params: { id: string } }>('/questions/:id/check', guarded, async (request) => {
    const id = parseId(request.params.id);
    const { answer } = parseInput(checkAnswerSchema, request.body);
    return questions.check(currentUser(request), id, answer);
  });

  app.get<{ Params: { id: string } }>('/questions/:id/answer', guarded, async (request) =>
    questions.showAnswer(currentUser(request), parseId(request.params.id)),
  );
}
