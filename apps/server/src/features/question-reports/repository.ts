import type { ReportReason } from '@academy/shared/question-reports';
import { TUTOR_REPORTS_PAGE_SIZE } from '@academy/shared/question-reports';
import { and, asc, count, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { answers, questionReports, questionServes, users } from '../../db/schema/index.ts';

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
     * Marks an open report resolved by `staffId`, now, with the note to the student: the row as
     * changed, with whom to tell, or undefined when there is no such report or it was resolved
     * already (it keeps who, when and what was said: a second click mails nobody again).
     */
    async resolve(id: number, staffId: string, note: string | null) {
      const [row] = await db
        .update(questionReports)
        .set({ resolvedAt: sql`now()`, resolvedBy: staffId, resolutionNote: note })
        .where(and(eq(questionReports.id, id), isNull(questionReports.resolvedAt)))
        .returning();
      if (!row) return undefined;
      const [reporter] = await db
        .select({ email: users.email, firstname: users.firstname })
        .from(users)
        .where(eq(users.id, row.userId));
      return { report: row, reporter: reporter! };
    },

    /**
     * Opens a resolved report again, forgetting who resolved it and the note; true when it
     * changed. Throws the open-key violation when the student has reported the same again.
     */
    async reopen(id: number) {
      const rows = await db
        .update(questionReports)
        .set({ resolvedAt: null, resolvedBy: null, resolutionNote: null })
        .where(and(eq(questionReports.id, id), isNotNull(questionReports.resolvedAt)))
        .returning({ id: questionReports.id });
      return rows.length > 0;
    },

    /** Whether a report is resolved, and its note; undefined when there is no such report. */
    async state(id: number) {
      const [row] = await db
        .select({
          id: questionReports.id,
          resolvedAt: questionReports.resolvedAt,
          resolutionNote: questionReports.resolutionNote,
        })
        .from(questionReports)
        .where(eq(questionReports.id, id));
      return row;
    },

    /** A report with its sender's first recorded answer to the question, if they answered it. */
    async withFirstAttempt(id: number) {
      const [row] = await db
        .select({
          report: questionReports,
          answer: answers.answer,
          isCorrect: answers.isCorrect,
          answeredAt: answers.answeredAt,
        })
        .from(questionReports)
        .leftJoin(
          answers,
          and(
            eq(answers.userId, questionReports.userId),
            eq(answers.questionId, questionReports.questionId),
            eq(answers.isFirstAttempt, true),
          ),
        )
        .where(eq(questionReports.id, id));
      return row;
    },

    /** A user's own reports, newest first, with who resolved each. */
    mine(userId: string, limit: number) {
      const resolver = alias(users, 'resolver');
      return db
        .select({
          report: questionReports,
          resolverFirstname: resolver.firstname,
          resolverLastname: resolver.lastname,
        })
        .from(questionReports)
        .leftJoin(resolver, eq(resolver.id, questionReports.resolvedBy))
        .where(eq(questionReports.userId, userId))
        .orderBy(desc(questionReports.createdAt), desc(questionReports.id))
        .limit(limit);
    },
  };
}

export type QuestionReportsRepository = ReturnType<typeof createQuestionReportsRepository>;
