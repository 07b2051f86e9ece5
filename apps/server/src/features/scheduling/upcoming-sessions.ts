import type { UpcomingSession } from '@academy/shared/scheduling';
import type { SessionType } from '@academy/shared/scheduling-prices';
import {
  TUTOR_SESSIONS_PAGE_SIZE,
  type TutorSessionsPage,
  type TutorUpcomingSession,
} from '@academy/shared/tutor-sessions';
import { and, asc, count, eq, gt, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookingSessions, tutorBookings, users } from '../../db/schema/index.ts';
import { onlineRoomUrl } from './online-room.ts';

/**
 * Booked sessions of paid bookings that have not ended (one under way still shows: the tutor
 * may be about to open its brief), soonest first. The student is the booking's account when
 * that account is a student's; anyone else booked as a contact only.
 */
export function createUpcomingSessions(db: Db) {
  const upcoming = (now: Date) =>
    and(
      eq(bookingSessions.status, 'booked'),
      eq(tutorBookings.status, 'paid'),
      gt(bookingSessions.endsAt, now),
    );

  /** A student's sessions not yet ended, soonest first: their home and the parent's page. */
  async function sessionsOf(
    studentId: string,
    now: Date,
    limit: number,
  ): Promise<UpcomingSession[]> {
    const rows = await db
      .select({ session: bookingSessions, sessionType: tutorBookings.sessionType })
      .from(bookingSessions)
      .innerJoin(tutorBookings, eq(tutorBookings.id, bookingSessions.bookingId))
      .where(and(upcoming(now), eq(tutorBookings.userId, studentId)))
      .orderBy(asc(bookingSessions.startsAt), asc(bookingSessions.id))
      .limit(limit);
    const room = rows.some((r) => r.sessionType !== 'in-person') ? await onlineRoomUrl(db) : null;
    return rows.map((row) => ({
      startsAt: row.session.startsAt.toISOString(),
      endsAt: row.session.endsAt.toISOString(),
      sessionType: row.sessionType as SessionType,
      joinUrl: row.sessionType === 'in-person' ? null : room,
    }));
  }

  /** The student's soonest session not yet ended, for the brief and the parents' digest. */
  const nextSessionOf = async (studentId: string, now: Date) =>
    (await sessionsOf(studentId, now, 1))[0] ?? null;

  const countWhere = async (where: SQL | undefined) =>
    (
      await db
        .select({ n: count() })
        .from(bookingSessions)
        .innerJoin(tutorBookings, eq(tutorBookings.id, bookingSessions.bookingId))
        .where(where)
    )[0]?.n ?? 0;

  /** How many of a student's sessions have not ended: their account is not deleted before. */
  const countOf = (studentId: string, now: Date) =>
    countWhere(and(upcoming(now), eq(tutorBookings.userId, studentId)));

  const tutorSessions = (now: Date) =>
    db
      .select({
        session: bookingSessions,
        booking: tutorBookings,
        student: { id: users.id, firstname: users.firstname, lastname: users.lastname },
      })
      .from(bookingSessions)
      .innerJoin(tutorBookings, eq(tutorBookings.id, bookingSessions.bookingId))
      .leftJoin(users, and(eq(users.id, tutorBookings.userId), eq(users.role, 'student')))
      .where(upcoming(now))
      .orderBy(asc(bookingSessions.startsAt), asc(bookingSessions.id));

  type TutorSessionRow = Awaited<ReturnType<typeof tutorSessions>>[number];
  const tutorSession = ({ session, booking, student }: TutorSessionRow): TutorUpcomingSession => ({
    id: session.id,
    startsAt: session.startsAt.toISOString(),
    endsAt: session.endsAt.toISOString(),
    sessionType: booking.sessionType as SessionType,
    bookingReference: booking.internalReference,
    student,
    fullName: booking.fullName,
    contact: booking.contactInfo,
  });

  async function upcomingSessions(page: number, now: Date): Promise<TutorSessionsPage> {
    const [rows, total] = await Promise.all([
      tutorSessions(now)
        .limit(TUTOR_SESSIONS_PAGE_SIZE)
        .offset((page - 1) * TUTOR_SESSIONS_PAGE_SIZE),
      countWhere(upcoming(now)),
    ]);
    return { sessions: rows.map(tutorSession), page, pageSize: TUTOR_SESSIONS_PAGE_SIZE, total };
  }

  /** Every session not yet started, soonest first (at most `limit`): to check against hours. */
  const sessionsAhead = async (now: Date, limit: number) =>
    (await tutorSessions(now).limit(limit))
      .map(tutorSession)
      .filter((s) => s.startsAt > now.toISOString());

  return { upcomingSessions, sessionsAhead, sessionsOf, nextSessionOf, countOf };
}
