import { and, desc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { tutorBookings } from '../../db/schema/index.ts';

export type BookingRow = typeof tutorBookings.$inferSelect;

export function createSchedulingRepository(db: Db) {
  return {
    insertBooking: async (values: typeof tutorBookings.$inferInsert) =>
      (await db.insert(tutorBookings).values(values).returning())[0]!,

    setCheckoutSession: (id: string, checkoutSessionId: string) =>
      db.update(tutorBookings).set({ checkoutSessionId }).where(eq(tutorBookings.id, id)),

    findBooking: async (id: string) =>
      (await db.select().from(tutorBookings).where(eq(tutorBookings.id, id)))[0],

    /** pending → paid once; undefined when it was already paid. */
    markPaid: async (id: string, at: Date) =>
      (
        await db
          .update(tutorBookings)
          .set({ status: 'paid', paidAt: at })
          .where(and(eq(tutorBookings.id, id), ne(tutorBookings.status, 'paid')))
          .returning()
      )[0],

    listBookings: (limit: number, status?: string) =>
      db
        .select()
        .from(tutorBookings)
        .where(status ? eq(tutorBookings.status, status) : undefined)
        .orderBy(desc(tutorBookings.createdAt))
        .limit(limit),
  };
}
