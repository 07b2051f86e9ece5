import {
  questionReportStaffMessages,
  TUTOR_REPORTS_PAGE_SIZE,
  type ReportReason,
  type TutorQuestionReport,
  type TutorQuestionReportsPage,
} from '@academy/shared/question-reports';
import { pageQuerySchema } from '@academy/shared/tutor';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { parseInput } from '../../lib/validate.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { ContentStore } from '../catalog/content-store.ts';
import { storedQuestion } from '../tutor/responses.ts';
import { idOf, serialId } from '../tutor/id-params.ts';
import { createQuestionReportsRepository } from './repository.ts';

type ReportRow = Awaited<
  ReturnType<ReturnType<typeof createQuestionReportsRepository>['page']>
>['list'][number];

const nameOf = (first: string | null, last: string | null) => (first ? `${first} ${last}` : null);

/**
 * The reports in the tutor's workspace (decision 040): GET /api/tutor/reports and
 * POST /api/tutor/reports/:id/resolve. Tutors and admins.
 */
export async function tutorReportRoutes(
  app: FastifyInstance,
  opts: { db: Db; content: ContentStore },
) {
  const repo = createQuestionReportsRepository(opts.db);

  function toReport(row: ReportRow): TutorQuestionReport {
    const snapshot = opts.content.get();
    const stored = storedQuestion(snapshot, row.report.questionId);
    const { report } = row;
    return {
      id: report.id,
      questionId: report.questionId,
      subModuleName: stored
        ? (snapshot.submoduleById.get(stored.row.submoduleId)?.name ?? null)
        : null,
      concepts: (stored?.conceptIds ?? []).map((id) => snapshot.conceptById.get(id)?.name ?? id),
      reason: report.reason as ReportReason,
      text: report.text,
      reporterName: `${row.reporterFirstname} ${row.reporterLastname}`,
      createdAt: report.createdAt.toISOString(),
      resolvedAt: report.resolvedAt?.toISOString() ?? null,
      resolvedByName: nameOf(row.resolverFirstname, row.resolverLastname),
    };
  }

  app.get('/tutor/reports', { preHandler: app.requireRole('tutor') }, async (request) => {
    const { page } = parseInput(pageQuerySchema, request.query);
    const { list, total, open } = await repo.page(page);
    return {
      reports: list.map(toReport),
      open,
      page,
      pageSize: TUTOR_REPORTS_PAGE_SIZE,
      total,
    } satisfies TutorQuestionReportsPage;
  });

  app.post(
    '/tutor/reports/:id/resolve',
    { preHandler: [serialId, app.requireRole('tutor')] },
    async (request) => {
      const id = Number(idOf(request));
      if (!(await repo.resolve(id, currentUser(request).id))) {
        throw notFound(questionReportStaffMessages.notFound);
      }
      return { id, resolved: true };
    },
  );
}
