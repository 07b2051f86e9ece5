import {
  and,
  asc,
  desc,
  eq,
  exists,
  gt,
  gte,
  inArray,
  isNull,
  lt,
  lte,
  notInArray,
  or,
  sql,
} from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  bookingManageLinks,
  bookingSessions,
  checkoutSessions,
  familyLinks,
  tutorBookings,
  users,
} from '../../db/schema/index.ts';

export type SessionRow = typeof bookingSessions.$inferSelect;

/** A session that still takes its slot: paid, or held by a checkout that has not expired. */
const live = (now: Date) =>
  or(
    eq(bookingSessions.status, 'booked'),
    and(eq(bookingSessions.status, 'held'), gt(bookingSessions.holdExpiresAt, now)),
  );

/**
 * A paid booking the account may change: the student's own, or one of a child linked to it now,
 * whoever paid (decision 042, addendum): parents share the driving. One it paid for a child who
 * stopped sharing is the child's alone (decision 067); one whose child's account is gone stays
 * with the parent who paid.
 */
const ownedBy = (db: Db, userId: string) =>
  and(
    eq(tutorBookings.status, 'paid'),
    or(
      eq(tutorBookings.userId, userId),
      and(eq(tutorBookings.bookedByUserId, userId), isNull(tutorBookings.userId)),
      exists(
        db
          .select({ one: sql`1` })
          .from(familyLinks)
          .where(
            and(
              eq(familyLinks.parentId, userId),
              eq(familyLinks.childId, tutorBookings.userId),
              isNull(familyLinks.revokedAt),
            ),
          ),
      ),
    ),
  );

/** The sessions of bookings at a time (booking_sessions), and the holds on their slots. */
export function createSessionRepository(db: Db) {
  /**
   * Lets go of holds whose checkout expired on the given starts: the unique index counts a
   * hold as live until its row says otherwise, so they are released before a slot is taken.
   */
  const releaseExpiredAt = (starts: Date[], now: Date) =>
    db
      .update(bookingSessions)
      .set({ status: 'released' })
      .where(
        and(
          eq(bookingSessions.status, 'held'),
          lte(bookingSessions.holdExpiresAt, now),
          inArray(bookingSessions.startsAt, starts),
        ),
      );

  /**
   * Bookings with the first name of the student they are for (null for a visitor's), and the
   * account whose checkout paid for it (null once that account is deleted).
   */
  const withStudentName = () =>
    db
      .select({
        booking: tutorBookings,
        studentFirstname: users.firstname,
        checkoutUserId: checkoutSessions.userId,
      })
      .from(tutorBookings)
      .leftJoin(users, eq(users.id, tutorBookings.userId))
      .leftJoin(checkoutSessions, eq(checkoutSessions.id, tutorBookings.checkoutSessionId));

  return {
    /**
     * Starts of the slots taken in [from, to); `except`: bookings whose holds do not count (the
     * asker's own open checkouts).
     */
    takenStarts: async (from: Date, to: Date, now: Date, except: string[] = []) =>
      (
        await db
          .select({ startsAt: bookingSessions.startsAt })
          .from(bookingSessions)
          .where(
            and(
              gte(bookingSessions.startsAt, from),
              lt(bookingSessions.startsAt, to),
              live(now),
              except.length ? notInArray(bookingSessions.bookingId, except) : undefined,
            ),
          )
      ).map((r) => r.startsAt.getTime()),

    /**
     * Holds the slots for a booking until `expiresAt`, all or none (run it in a transaction); a
     * slot taken meanwhile fails on booking_sessions_live_start_key (a unique violation).
     */
    async hold(bookingId: string, slots: { start: Date; end: Date }[], expiresAt: Date, now: Date) {
      await releaseExpiredAt(
        slots.map((s) => s.start),
        now,
      );
      await db.insert(bookingSessions).values(
        slots.map((s) => ({
          bookingId,
          startsAt: s.start,
          endsAt: s.end,
          status: 'held',
          holdExpiresAt: expiresAt,
        })),
      );
    },

    /** The checkout closed unpaid: its holds end now. */
    releaseHolds: (bookingId: string) =>
      db
        .update(bookingSessions)
        .set({ status: 'released' })
        .where(and(eq(bookingSessions.bookingId, bookingId), eq(bookingSessions.status, 'held'))),

    /** Paid: the held sessions become booked (the sessions returned, in time order). */
    markBooked: (bookingId: string) =>
      db
        .update(bookingSessions)
        .set({ status: 'booked', holdExpiresAt: null })
        .where(and(eq(bookingSessions.bookingId, bookingId), eq(bookingSessions.status, 'held')))
        .returning()
        .then((rows) => rows.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime())),

    ofBooking: (bookingId: string) =>
      db
        .select()
        .from(bookingSessions)
        .where(eq(bookingSessions.bookingId, bookingId))
        .orderBy(asc(bookingSessions.startsAt)),

    /** The sessions of bookings that were booked with a time (booked or cancelled since), in time order. */
    ofBookings: (bookingIds: string[]) =>
      db
        .select()
        .from(bookingSessions)
        .where(
          and(
            inArray(bookingSessions.bookingId, bookingIds),
            inArray(bookingSessions.status, ['booked', 'cancelled']),
          ),
        )
        .orderBy(asc(bookingSessions.startsAt)),

    /** How many sessions of each booking were cancelled (bookings with none are left out). */
    cancelledCounts: (bookingIds: string[]) =>
      db
        .select({ bookingId: bookingSessions.bookingId, count: sql<number>`count(*)::int` })
        .from(bookingSessions)
        .where(
          and(
            inArray(bookingSessions.bookingId, bookingIds),
            eq(bookingSessions.status, 'cancelled'),
          ),
        )
        .groupBy(bookingSessions.bookingId),

    addManageLink: (bookingId: string, tokenHash: string) =>
      db.insert(bookingManageLinks).values({ bookingId, tokenHash }),

    bookingByManageToken: async (tokenHash: string) =>
      (
        await db
          .select({ booking: tutorBookings })
          .from(bookingManageLinks)
          .innerJoin(tutorBookings, eq(tutorBookings.id, bookingManageLinks.bookingId))
          .where(eq(bookingManageLinks.tokenHash, tokenHash))
      )[0]?.booking,

    /**
     * The paid bookings with times the account may change: its own, and those it paid for a
     * child. Kept while a session ended or was cancelled after `keptSince`; those with a session
     * to come first (soonest), then the latest paid.
     */
    accountBookings: (userId: string, keptSince: Date, now: Date, limit: number) =>
      withStudentName()
        .where(
          and(
            ownedBy(db, userId),
            exists(
              db
                .select({ one: sql`1` })
                .from(bookingSessions)
                .where(
                  and(
                    eq(bookingSessions.bookingId, tutorBookings.id),
                    inArray(bookingSessions.status, ['booked', 'cancelled']),
                    gt(bookingSessions.endsAt, keptSince),
                  ),
                ),
            ),
          ),
        )
        .orderBy(
          sql`(select min(${bookingSessions.startsAt}) from ${bookingSessions}
            where ${bookingSessions.bookingId} = ${tutorBookings.id}
              and ${bookingSessions.status} = 'booked'
              and ${bookingSessions.endsAt} > ${now.toISOString()}::timestamptz) asc nulls last`,
          desc(tutorBookings.paidAt),
        )
        .limit(limit),

    /** One of the account's bookings (as `accountBookings` counts them), or undefined. */
    accountBooking: async (userId: string, bookingId: string) =>
      (await withStudentName().where(and(eq(tutorBookings.id, bookingId), ownedBy(db, userId))))[0],

    /** The booking a session belongs to, or undefined. */
    bookingOfSession: async (sessionId: string) =>
      (
        await db
          .select({ booking: tutorBookings })
          .from(bookingSessions)
          .innerJoin(tutorBookings, eq(tutorBookings.id, bookingSessions.bookingId))
          .where(eq(bookingSessions.id, sessionId))
      )[0]?.booking,

    /** Locks a booked session for a change; undefined when it is not booked (or not this booking's). */
    lockBooked: async (bookingId: string, sessionId: string) =>
      (
        await db
          .select()
          .from(bookingSessions)
          .where(
            and(
              eq(bookingSessions.id, sessionId),
              eq(bookingSessions.bookingId, bookingId),
              eq(bookingSessions.status, 'booked'),
            ),
          )
          .for('update')
      )[0],

    cancel: async (sessionId: string) =>
      (
        await db
          .update(bookingSessions)
          .set({ status: 'cancelled', sequence: sql`${bookingSessions.sequence} + 1` })
          .where(eq(bookingSessions.id, sessionId))
          .returning()
      )[0]!,

    /** Moves a session; a slot taken meanwhile fails on the unique index. */
    async move(sessionId: string, start: Date, end: Date, now: Date) {
      await releaseExpiredAt([start], now);
      return (
        await db
          .update(bookingSessions)
          .set({
            startsAt: start,
            endsAt: end,
            // SET reads the row as it was: the start it is moved from.
            movedFrom: sql`${bookingSessions.startsAt}`,
            sequence: sql`${bookingSessions.sequence} + 1`,
          })
          .where(eq(bookingSessions.id, sessionId))
          .returning()
      )[0]!;
    },
  };
}
