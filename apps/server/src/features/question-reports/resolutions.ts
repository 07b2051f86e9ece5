import {
  questionReportResolutionMessages,
  RESOLVED_MAIL_DELAY_MINUTES,
  type QuestionReportState,
} from '@academy/shared/question-report-resolution';
import { questionReportStaffMessages, type ReportReason } from '@academy/shared/question-reports';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/database-errors.ts';
import { storedQuestion, type ContentStore } from '../catalog/content-store.ts';
import { createMailRepository } from '../mail/repository.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { subModuleNameOf } from './reported-question.ts';
import { REPORT_RESOLVED_MAIL_KIND, reportResolvedMail } from './mails.ts';
import { createQuestionReportsRepository } from './repository.ts';

/** The partial unique index of open reports (schema/reports.ts). */
const OPEN_KEY = 'question_reports_open_key';

/**
 * The tutor resolves a report, with an optional note, or reopens it. Resolving mails the student
 * in the same transaction, a few minutes later (RESOLVED_MAIL_DELAY_MINUTES), and reopening takes
 * that mail back if it has not left. Both are idempotent: a report in the asked state stays as it
 * is, so a double click resolves once and mails once.
 */
export function createReportResolutions(
  db: Db,
  content: ContentStore,
  config: Pick<Config, 'publicUrl' | 'academy'>,
) {
  const repo = createQuestionReportsRepository(db);

  async function state(id: number): Promise<QuestionReportState> {
    const row = await repo.state(id);
    if (!row) throw notFound(questionReportStaffMessages.notFound);
    return { id, resolved: row.resolvedAt !== null, resolutionNote: row.resolutionNote };
  }

  return {
    async resolve(
      id: number,
      staff: { id: string; firstname: string; lastname: string },
      note: string | null,
      now: Date,
    ) {
      await db.transaction(async (tx) => {
        const changed = await createQuestionReportsRepository(tx).resolve(id, staff.id, note);
        if (!changed) return;
        const { report, reporter } = changed;
        const snapshot = content.get();
        const stored = storedQuestion(snapshot, report.questionId);
        const mail = reportResolvedMail(
          reporter,
          {
            id: report.id,
            reason: report.reason as ReportReason,
            createdAt: report.createdAt,
            note: report.resolutionNote,
            questionText: stored?.row.body ?? report.questionId,
            subModuleName: subModuleNameOf(snapshot, stored),
          },
          `${staff.firstname} ${staff.lastname}`,
          `${config.publicUrl}/profile`,
          config.academy,
          new Date(now.getTime() + RESOLVED_MAIL_DELAY_MINUTES * 60_000),
        );
        // Not due yet, so no sender is woken: its poll takes it when it is.
        await enqueueMail(tx, [mail]);
      });
      return state(id);
    },

    async reopen(id: number) {
      try {
        await db.transaction(async (tx) => {
          if (await createQuestionReportsRepository(tx).reopen(id)) {
            await createMailRepository(tx).withdraw(REPORT_RESOLVED_MAIL_KIND, String(id));
          }
        });
      } catch (error) {
        if (isUniqueViolation(error, OPEN_KEY)) {
          throw conflict(questionReportResolutionMessages.reopenTaken);
        }
        throw error;
      }
      return state(id);
    },
  };
}
