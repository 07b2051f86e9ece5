import type { ReportReason } from '@academy/shared/question-reports';
import { TUTOR_REPORTS_PAGE_SIZE } from '@academy/shared/question-reports';
import { and, asc, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { questionReports, questionServes, users } from '../../db/schema/index.ts';

export function createQuestionReportsRepository(db: Db) {
  return {
    /** Whether the question was handed out to the user (practice, review or a retry). */
    async wasServed(userId: string, questionId: string) {
      const rows = await db
        .select({ questionId: questionServes.questionId })
        .from(questionServes)
        .where(and(eq(questionServes.userId, userId), eq(questionServes.questionId, questionId)));
      return rows.length > 0;
    },

    /** Stores a report; the same user, question and reason open already: its text changes. */
    async report(userId: string, questionId: string, reason: ReportReason, text: string | null) {
      await db
        .insert(questionReports)
        .values({ userId, questionId, reason, text })
        .onConflictDoUpdate({
          target: [questionReports.userId, questionReports.questionId, questionReports.reason],
          targetWhere: isNull(questionReports.resolvedAt),
          set: { text, createdAt: sql`now()` },
        });
    },

    /** Open reports, newest first, with who sent them. */
    listOpen: (limit: number) =>
      db
        .select({
          questionId: questionReports.questionId,
          reason: questionReports.reason,
          text: questionReports.text,
          createdAt: questionReports.createdAt,
          email: users.email,
        })
        .from(questionReports)
        .innerJoin(users, eq(users.id, questionReports.userId))
        .where(isNull(questionReports.resolvedAt))
        .orderBy(desc(questionReports.createdAt), desc(questionReports.id))
        .limit(limit),

    /** A page of every report for the tutor: open ones first, each part newest first. */
    async page(page: number) {
      const resolver = alias(users, 'resolver');
      const [list, [total], [open]] = await Promise.all([
        db
          .select({
            report: questionReports,
            reporterFirstname: users.firstname,
            reporterLastname: users.lastname,
            resolverFirstname: resolver.firstname,
            resolverLastname: resolver.lastname,
          })
          .from(questionReports)
          .innerJoin(users, eq(users.id, questionReports.userId))
          .leftJoin(resolver, eq(resolver.id, questionReports.resolvedBy))
          .orderBy(
            sql`${questionReports.resolvedAt} is null desc`,
            desc(questionReports.createdAt),
            asc(questionReports.id),
          )
          .limit(TUTOR_REPORTS_PAGE_SIZE)
          .offset((page - 1) * TUTOR_REPORTS_PAGE_SIZE),
        db.select({ n: count() }).from(questionReports),
        db.select({ n: count() }).from(questionReports).where(isNull(questionReports.resolvedAt)),
      ]);
      return { list, total: total?.n ?? 0, open: open?.n ?? 0 };
    },

    /**
     * Marks a report resolved by `staffId`, now; one resolved already keeps who and when it
     * was. False when there is no such report.
     */
    async resolve(id: number, staffId: string) {
      await db
        .update(questionReports)
        .set({ resolvedAt: sql`now()`, resolvedBy: staffId })
        .where(and(eq(questionReports.id, id), isNull(questionReports.resolvedAt)));
      const [row] = await db
        .select({ id: questionReports.id })
        .from(questionReports)
        .where(eq(questionReports.id, id));
      return row !== undefined;
    },
  };
}

export type QuestionReportsRepository = ReturnType<typeof createQuestionReportsRepository>;
