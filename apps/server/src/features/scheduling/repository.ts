import { and, desc, eq, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { checkoutSessions, tutorBookings, users } from '../../db/schema/index.ts';

export type BookingRow = typeof tutorBookings.$inferSelect;

export function createSchedulingRepository(db: Db) {
  return {
    insertBooking: async (values: typeof tutorBookings.$inferInsert) =>
      (await db.insert(tutorBookings).values(values).returning())[0]!,

    /** Forgets a booking whose checkout could not be opened. */
    deleteBooking: (id: string) => db.delete(tutorBookings).where(eq(tutorBookings.id, id)),

    setCheckoutSession: (id: string, checkoutSessionId: string) =>
      db.update(tutorBookings).set({ checkoutSessionId }).where(eq(tutorBookings.id, id)),

    findBooking: async (id: string) =>
      (await db.select().from(tutorBookings).where(eq(tutorBookings.id, id)))[0],

    /** An account a booking names (its student, or who booked): address and names. */
    account: async (userId: string) =>
      (
        await db
          .select({ email: users.email, firstname: users.firstname, lastname: users.lastname })
          .from(users)
          .where(eq(users.id, userId))
      )[0],

    /** pending → paid once; undefined when it was already paid. */
    markPaid: async (id: string, at: Date) =>
      (
        await db
          .update(tutorBookings)
          .set({ status: 'paid', paidAt: at })
          .where(and(eq(tutorBookings.id, id), ne(tutorBookings.status, 'paid')))
          .returning()
      )[0],

    /**
     * The booking checkouts still open, as far as we know, of one booker: those of the signed-in
     * user and those made in the same browser (its booking cookie's hash); the newest first. A
     * parent's booking for a child is the child's, but its checkout is the parent's, who pays:
     * the child's own booking must not close it, the parent's next one must.
     */
    openCheckoutsOf: (booker: { userId?: string; bookerHash: string }) =>
      db
        .select({ id: checkoutSessions.id, bookingId: tutorBookings.id })
        .from(checkoutSessions)
        .innerJoin(tutorBookings, eq(tutorBookings.id, checkoutSessions.bookingId))
        .where(
          and(
            eq(checkoutSessions.purpose, 'booking'),
            eq(checkoutSessions.status, 'open'),
            or(
              eq(tutorBookings.bookerHash, booker.bookerHash),
              booker.userId
                ? eq(
                    sql`coalesce(${tutorBookings.bookedByUserId}, ${tutorBookings.userId})`,
                    booker.userId,
                  )
                : undefined,
            ),
          ),
        )
        .orderBy(desc(checkoutSessions.createdAt), desc(checkoutSessions.id)),

    listBookings: (limit: number, status?: string) =>
      db
        .select()
        .from(tutorBookings)
        .where(status ? eq(tutorBookings.status, status) : undefined)
        .orderBy(desc(tutorBookings.createdAt))
        .limit(limit),
  };
}
