import { and, desc, eq, gte, isNull, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { TO_REPORT_SHOWN } from '@academy/shared/session-reports';
import type { Db } from '../../db/client.ts';
import { bookingSessions, sessionReports, tutorBookings, users } from '../../db/schema/index.ts';

export type SessionReportRow = typeof sessionReports.$inferSelect;

const held = and(eq(bookingSessions.status, 'booked'), eq(tutorBookings.status, 'paid'));
const author = alias(users, 'author');

export function createSessionReportRepository(db: Db) {
  return {
    /**
     * A booked session of a paid booking, with its student when the booking's account is a
     * student's (the report's reader); undefined for any other session.
     */
    async session(sessionId: string) {
      const [row] = await db
        .select({
          session: bookingSessions,
          sessionType: tutorBookings.sessionType,
          student: {
            id: users.id,
            email: users.email,
            firstname: users.firstname,
            lastname: users.lastname,
          },
        })
        .from(bookingSessions)
        .innerJoin(tutorBookings, eq(tutorBookings.id, bookingSessions.bookingId))
        .leftJoin(users, and(eq(users.id, tutorBookings.userId), eq(users.role, 'student')))
        .where(and(eq(bookingSessions.id, sessionId), held));
      return row;
    },

    /** Writes the session's report; `created` is false when it replaced an earlier one. */
    async save(
      row: Omit<typeof sessionReports.$inferInsert, 'createdAt' | 'updatedAt'>,
      now: Date,
    ) {
      const [saved] = await db
        .insert(sessionReports)
        .values({ ...row, createdAt: now, updatedAt: now })
        .onConflictDoUpdate({
          target: sessionReports.sessionId,
          set: { summary: row.summary, nextSteps: row.nextSteps, updatedAt: now },
        })
        // A row the statement inserted has no deleting transaction yet: xmax 0.
        .returning({ id: sessionReports.id, created: sql<boolean>`(xmax = 0)` });
      return saved!;
    },

    /** Reports to the student, newest session first, with their session and author. */
    list: (where: { studentId: string } | { id: string }, limit: number) =>
      db
        .select({
          report: sessionReports,
          startsAt: bookingSessions.startsAt,
          endsAt: bookingSessions.endsAt,
          sessionType: tutorBookings.sessionType,
          authorFirstname: author.firstname,
          authorLastname: author.lastname,
        })
        .from(sessionReports)
        .innerJoin(bookingSessions, eq(bookingSessions.id, sessionReports.sessionId))
        .innerJoin(tutorBookings, eq(tutorBookings.id, bookingSessions.bookingId))
        .leftJoin(author, eq(author.id, sessionReports.authorId))
        .where(
          'id' in where
            ? eq(sessionReports.id, where.id)
            : eq(sessionReports.studentId, where.studentId),
        )
        .orderBy(desc(bookingSessions.startsAt), desc(sessionReports.id))
        .limit(limit),

    /**
     * Sessions of students held since `since` (started by `now`) without a report, newest
     * first: one student's (`studentId`), or every student's, with who they are.
     */
    unreported: (since: Date, now: Date, studentId?: string) =>
      db
        .select({
          sessionId: bookingSessions.id,
          startsAt: bookingSessions.startsAt,
          endsAt: bookingSessions.endsAt,
          sessionType: tutorBookings.sessionType,
          student: { id: users.id, firstname: users.firstname, lastname: users.lastname },
        })
        .from(bookingSessions)
        .innerJoin(tutorBookings, eq(tutorBookings.id, bookingSessions.bookingId))
        .innerJoin(users, and(eq(users.id, tutorBookings.userId), eq(users.role, 'student')))
        .leftJoin(sessionReports, eq(sessionReports.sessionId, bookingSessions.id))
        .where(
          and(
            held,
            studentId ? eq(tutorBookings.userId, studentId) : undefined,
            gte(bookingSessions.startsAt, since),
            lte(bookingSessions.startsAt, now),
            isNull(sessionReports.id),
          ),
        )
        .orderBy(desc(bookingSessions.startsAt), desc(bookingSessions.id))
        .limit(TO_REPORT_SHOWN),
  };
}
