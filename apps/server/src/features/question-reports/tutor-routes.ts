import type { TutorQuestionReportDetail } from '@academy/shared/question-report-detail';
import { resolveReportSchema } from '@academy/shared/question-report-resolution';
import {
  questionReportStaffMessages,
  TUTOR_REPORTS_PAGE_SIZE,
  type ReportReason,
  type TutorQuestionReport,
  type TutorQuestionReportsPage,
} from '@academy/shared/question-reports';
import { pageQuerySchema } from '@academy/shared/tutor';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { parseInput } from '../../lib/validate.ts';
import { currentUser } from '../../plugins/auth.ts';
import { storedQuestion, type ContentStore } from '../catalog/content-store.ts';
import { idOf, serialId } from '../tutor/id-params.ts';
import { createQuestionReportsRepository } from './repository.ts';
import { reportedQuestion, subModuleNameOf } from './reported-question.ts';
import { createReportResolutions } from './resolutions.ts';

type ReportRow = Awaited<
  ReturnType<ReturnType<typeof createQuestionReportsRepository>['page']>
>['list'][number];

const nameOf = (first: string | null, last: string | null) => (first ? `${first} ${last}` : null);

/**
 * The reports in the tutor's workspace (decision 040, 058): GET /api/tutor/reports, a report's
 * question with its key (GET /api/tutor/reports/:id), and POST /api/tutor/reports/:id/resolve
 * and /reopen. Tutors and admins only: the key never reaches a student from here.
 */
export async function tutorReportRoutes(
  app: FastifyInstance,
  opts: { db: Db; content: ContentStore; config: Config },
) {
  const repo = createQuestionReportsRepository(opts.db);
  const resolutions = createReportResolutions(opts.db, opts.content, opts.config);
  const onReport = { preHandler: [serialId, app.requireRole('tutor')] };

  function toReport(row: ReportRow): TutorQuestionReport {
    const snapshot = opts.content.get();
    const stored = storedQuestion(snapshot, row.report.questionId);
    const { report } = row;
    return {
      id: report.id,
      questionId: report.questionId,
      subModuleName: subModuleNameOf(snapshot, stored),
      concepts: (stored?.conceptIds ?? []).map((id) => snapshot.conceptById.get(id)?.name ?? id),
      reason: report.reason as ReportReason,
      text: report.text,
      reporterName: `${row.reporterFirstname} ${row.reporterLastname}`,
      createdAt: report.createdAt.toISOString(),
      resolvedAt: report.resolvedAt?.toISOString() ?? null,
      resolvedByName: nameOf(row.resolverFirstname, row.resolverLastname),
      resolutionNote: report.resolutionNote,
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

  app.get('/tutor/reports/:id', onReport, async (request): Promise<TutorQuestionReportDetail> => {
    const id = Number(idOf(request));
    const row = await repo.withFirstAttempt(id);
    if (!row) throw notFound(questionReportStaffMessages.notFound);
    const snapshot = opts.content.get();
    const live = snapshot.questionById.get(row.report.questionId);
    const stored = live ?? snapshot.retiredById.get(row.report.questionId);
    return {
      id,
      question: stored ? reportedQuestion(stored, !live) : null,
      firstAttempt:
        row.answer === null
          ? null
          : {
              answer: row.answer,
              isCorrect: row.isCorrect ?? false,
              answeredAt: row.answeredAt!.toISOString(),
            },
    };
  });

  app.post('/tutor/reports/:id/resolve', onReport, async (request) => {
    const { note } = parseInput(resolveReportSchema, request.body);
    const staff = currentUser(request);
    return resolutions.resolve(Number(idOf(request)), staff, note, new Date());
  });

  app.post('/tutor/reports/:id/reopen', onReport, async (request) =>
    resolutions.reopen(Number(idOf(request))),
  );
}
