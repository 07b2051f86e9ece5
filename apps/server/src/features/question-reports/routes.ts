import {
  MY_REPORTS_SHOWN,
  questionReportMessages,
  reportQuestionSchema,
  type MyQuestionReports,
  type QuestionReportReceipt,
} from '@academy/shared/question-reports';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { parseId } from '../../lib/ids.ts';
import { parseInput } from '../../lib/validate.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { ContentStore } from '../catalog/content-store.ts';
import { toMyReport } from './my-reports.ts';
import { createQuestionReportsRepository } from './repository.ts';
import { routeLimit } from '../../plugins/rate-limit.ts';

/**
 * POST /api/questions/:id/report: "Report a problem with this question" (issue 39); GET
 * /api/question-reports: the signed-in user's own reports and what came of them (decision 058).
 */
export async function questionReportRoutes(
  app: FastifyInstance,
  opts: { db: Db; content: ContentStore; config: Config },
) {
  const repo = createQuestionReportsRepository(opts.db);
  // A public form's budget: a student reports a few questions, never hundreds a minute.
  const limited = routeLimit(opts.config.publicFormRateLimit);

  app.post<{ Params: { id: string } }>(
    '/questions/:id/report',
    { preHandler: app.requireSignedIn, config: limited },
    async (request): Promise<QuestionReportReceipt> => {
      const questionId = parseId(request.params.id);
      const { reason, text } = parseInput(reportQuestionSchema, request.body);
      if (!opts.content.get().questionById.has(questionId)) throw notFound('Question not found');
      const user = currentUser(request);
      if (!(await repo.wasServed(user.id, questionId))) {
        throw conflict(questionReportMessages.notServed);
      }
      await repo.report(user.id, questionId, reason, text);
      return { questionId, reason };
    },
  );

  app.get(
    '/question-reports',
    { preHandler: app.requireSignedIn },
    async (request): Promise<MyQuestionReports> => {
      const rows = await repo.mine(currentUser(request).id, MY_REPORTS_SHOWN);
      const snapshot = opts.content.get();
      return { reports: rows.map((row) => toMyReport(snapshot, row)) };
    },
  );
}
