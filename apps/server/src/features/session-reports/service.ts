import {
  SESSION_REPORT_ASKED_DAYS,
  SESSION_REPORTS_SHOWN,
  sessionReportMessages,
  type SessionReport,
  type SessionsToReport,
  type SessionToReport,
  type TutorSessionReports,
} from '@academy/shared/session-reports';
import type { sessionReportSchema } from '@academy/shared/session-report-schema';
import type { SessionType } from '@academy/shared/scheduling-prices';
import type { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { createFamilyRepository } from '../family/repository.ts';
import { enqueueMail, notifyMailQueued } from '../mail/outbox.ts';
import { noteAuthorName } from '../tutor/responses.ts';
import { sessionReportMail } from './mails.ts';
import { createSessionReportRepository } from './repository.ts';

const DAY_MS = 86_400_000;

type ListedReport = Awaited<
  ReturnType<ReturnType<typeof createSessionReportRepository>['list']>
>[number];

function toReport(row: ListedReport): SessionReport {
  return {
    id: row.report.id,
    sessionId: row.report.sessionId,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    sessionType: row.sessionType as SessionType,
    authorName: noteAuthorName({ firstname: row.authorFirstname, lastname: row.authorLastname }),
    summary: row.report.summary,
    nextSteps: row.report.nextSteps,
    createdAt: row.report.createdAt.toISOString(),
    updatedAt: row.report.updatedAt.toISOString(),
  };
}

/**
 * The tutor's reports of held sessions (@academy/shared/session-reports). The first save mails
 * the student and each linked parent in the same transaction; later saves correct the text on
 * the pages and mail nobody again.
 */
export function createSessionReports(db: Db, config: Pick<Config, 'publicUrl' | 'academy'>) {
  const repo = createSessionReportRepository(db);

  async function heldWithoutReport(now: Date, studentId?: string): Promise<SessionToReport[]> {
    const since = new Date(now.getTime() - SESSION_REPORT_ASKED_DAYS * DAY_MS);
    return (await repo.unreported(since, now, studentId)).map((s) => ({
      sessionId: s.sessionId,
      startsAt: s.startsAt.toISOString(),
      endsAt: s.endsAt.toISOString(),
      sessionType: s.sessionType as SessionType,
      student: s.student,
    }));
  }

  const ofStudent = async (studentId: string, limit = SESSION_REPORTS_SHOWN) =>
    (await repo.list({ studentId }, limit)).map(toReport);

  return {
    ofStudent,

    async forTutor(studentId: string, now: Date): Promise<TutorSessionReports> {
      const [unreported, reports] = await Promise.all([
        heldWithoutReport(now, studentId),
        ofStudent(studentId),
      ]);
      return { toWrite: unreported.map(({ student: _, ...session }) => session), reports };
    },

    /** Every student's held sessions without a report: the tutor's to-do. */
    toReport: async (now: Date): Promise<SessionsToReport> => ({
      sessions: await heldWithoutReport(now),
    }),

    /** Writes or corrects the session's report: `created` tells which (201 or 200). */
    async write(
      authorId: string,
      sessionId: string,
      input: z.output<typeof sessionReportSchema>,
      now: Date,
    ) {
      const found = await repo.session(sessionId);
      if (!found) throw notFound(sessionReportMessages.sessionNotFound);
      const { student } = found;
      if (!student?.id) throw conflict(sessionReportMessages.noStudent);
      if (found.session.startsAt > now) throw conflict(sessionReportMessages.notStarted);
      const written = await db.transaction(async (tx) => {
        const txRepo = createSessionReportRepository(tx);
        const { id, created } = await txRepo.save(
          { sessionId, studentId: student.id, authorId, ...input },
          now,
        );
        const report = toReport((await txRepo.list({ id }, 1))[0]!);
        if (created) {
          const parents = await createFamilyRepository(tx).parentsOf(student.id);
          const page = (path: string) => new URL(path, config.publicUrl).toString();
          await enqueueMail(tx, [
            sessionReportMail(student, report, page('/sessions'), config.academy),
            ...parents.map((parent) =>
              sessionReportMail(parent, report, page('/family'), config.academy, student.firstname),
            ),
          ]);
        }
        return { report, created };
      });
      if (written.created) notifyMailQueued();
      return written;
    },
  };
}
