import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookingSessions, mailOutbox, tutorBookings } from '../../db/schema/index.ts';

/**
 * An account's new address takes the old one's place in its bookings (decision 053's move): as
 * the contact of a booking it made with that address, and on the reminders not yet sent there
 * for sessions it booked or attends. Left behind, every mail of the booking went to both
 * addresses, and the old one's said of the student's own move that "Sam Tester made this change".
 * A contact that is another address (a parent's, typed in) stays as typed.
 */
export async function followEmailChange(
  tx: Db,
  userId: string,
  oldEmail: string,
  newEmail: string,
) {
  const oldAddress = oldEmail.trim().toLowerCase();
  const bookedBy = or(
    eq(tutorBookings.bookedByUserId, userId),
    and(isNull(tutorBookings.bookedByUserId), eq(tutorBookings.userId, userId)),
  );
  await tx
    .update(tutorBookings)
    .set({ contactInfo: newEmail })
    .where(and(bookedBy, sql`lower(trim(${tutorBookings.contactInfo})) = ${oldAddress}`));
  const theirSessions = tx
    .select({ id: sql<string>`${bookingSessions.id}::text` })
    .from(bookingSessions)
    .innerJoin(tutorBookings, eq(tutorBookings.id, bookingSessions.bookingId))
    .where(or(bookedBy, eq(tutorBookings.userId, userId)));
  await tx
    .update(mailOutbox)
    .set({ toAddress: newEmail })
    .where(
      and(
        isNull(mailOutbox.sentAt),
        sql`lower(${mailOutbox.toAddress}) = ${oldAddress}`,
        inArray(mailOutbox.topic, theirSessions),
      ),
    );
}
