import { isValidId } from '@academy/shared/catalog';
import {
  finishModuleSchema,
  saveTestAnswerSchema,
  testMessages,
  EXTENDED_TIME_FACTOR,
  type FinishedTest,
} from '@academy/shared/tests';
import { readFile } from 'node:fs/promises';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFound } from '../../lib/app-error.ts';
import { parseInput } from '../../lib/validate.ts';
import { currentUser } from '../../plugins/auth.ts';
import { attemptIdOf } from './attempt-id.ts';
import type { TestFigureFile } from './figures.ts';
import type { TestsService } from './service.ts';

// `:id` as every id route is named, so the hostile-URL tests fuzz it like the others.
type AttemptParams = { id: string };

const attemptId = (request: FastifyRequest<{ Params: AttemptParams }>) =>
  attemptIdOf(request.params.id);

export async function testsRoutes(
  app: FastifyInstance,
  opts: {
    tests: TestsService;
    finishedTests: (userId: string) => Promise<FinishedTest[]>;
    figureFile: TestFigureFile;
  },
) {
  const { tests, finishedTests, figureFile } = opts;
  app.addHook('preHandler', app.requireSignedIn);

  app.get('/tests', async (request) => tests.list(currentUser(request)));
  app.get('/tests/finished', async (request) => {
    const user = currentUser(request);
    // The student's own read ends a module that ran out meanwhile, as /tests does.
    await tests.settleExpired(user);
    return finishedTests(user.id);
  });

  app.post<{ Params: { id: string } }>('/tests/:id/start', async (request) => {
    const user = currentUser(request);
    if (!isValidId(request.params.id)) throw notFound(testMessages.notFound);
    // Extended time is read from the profile as the test starts and holds for its modules.
    return tests.start(user, request.params.id, EXTENDED_TIME_FACTOR[user.extendedTime]);
  });

  app.get<{ Params: AttemptParams }>('/tests/attempts/:id', async (request) =>
    tests.view(currentUser(request), attemptId(request)),
  );

  // `:seat`: a question's place in the attempt, as the module's page knows it (views.ts).
  app.put<{ Params: AttemptParams & { seat: string } }>(
    '/tests/attempts/:id/answers/:seat',
    async (request) => {
      const id = attemptId(request);
      const input = parseInput(saveTestAnswerSchema, request.body);
      return tests.saveAnswer(currentUser(request), id, request.params.seat, input);
    },
  );

  app.get<{ Params: AttemptParams & { seat: string } }>(
    '/tests/attempts/:id/figures/:seat',
    async (request, reply) => {
      const file = await figureFile(
        currentUser(request).id,
        attemptId(request),
        request.params.seat,
      );
      // A seat's figure never changes within its attempt; the attempt is this user's alone.
      reply.header('cache-control', 'private, max-age=86400').type('image/svg+xml');
      return readFile(file);
    },
  );

  app.post<{ Params: AttemptParams }>('/tests/attempts/:id/finish-module', async (request) => {
    const id = attemptId(request);
    const { module } = parseInput(finishModuleSchema, request.body ?? {});
    return tests.finishModule(currentUser(request), id, module);
  });

  // The whole SAT's break, ended before its time by the student (decision 066).
  app.post<{ Params: AttemptParams }>('/tests/attempts/:id/resume', async (request) =>
    tests.resume(currentUser(request), attemptId(request)),
  );

  app.get<{ Params: AttemptParams }>('/tests/attempts/:id/result', async (request) =>
    tests.result(currentUser(request), attemptId(request)),
  );
}
