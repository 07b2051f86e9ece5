import { plainPreview } from '@academy/shared/question-preview';
import type { MyQuestionReport, ReportReason } from '@academy/shared/question-reports';
import type { questionReports } from '../../db/schema/index.ts';
import { storedQuestion, type ContentSnapshot } from '../catalog/content-store.ts';
import { subModuleNameOf } from './reported-question.ts';

interface MyReportRow {
  report: typeof questionReports.$inferSelect;
  resolverFirstname: string | null;
  resolverLastname: string | null;
}

/**
 * One of a student's own reports as their list shows it: the question by its first words, as
 * the review's cards preview it, and nothing of its key or explanation.
 */
export function toMyReport(snapshot: ContentSnapshot, row: MyReportRow): MyQuestionReport {
  const { report } = row;
  const stored = storedQuestion(snapshot, report.questionId);
  return {
    id: report.id,
    questionId: report.questionId,
    subModuleName: subModuleNameOf(snapshot, stored),
    preview: stored ? plainPreview(stored.row.body) : '',
    reason: report.reason as ReportReason,
    text: report.text,
    createdAt: report.createdAt.toISOString(),
    resolvedAt: report.resolvedAt?.toISOString() ?? null,
    resolvedByName: row.resolverFirstname
      ? `${row.resolverFirstname} ${row.resolverLastname}`
      : null,
    resolutionNote: report.resolutionNote,
  };
}
