import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookingManageLinks, bookingSessions, tutorBookings } from '../../db/schema/index.ts';
import { createMailRepository } from '../mail/repository.ts';
import { createSchedulingRepository } from './repository.ts';
import { REMINDER_KIND } from './session-mails.ts';

/**
 * A child stopped sharing with the parent who booked their sessions (decision 067): the sessions
 * stay booked for the child, who alone changes them now. The links mailed for those bookings
 * (the parent's receipt, reminders, change mails) stop working, and the reminders not yet sent
 * to anyone but the child are withdrawn: where and when the child goes is no longer the
 * parent's to read. What the parent paid and got back stays in their billing history.
 */
export async function whenSharingEnds(db: Db, parentId: string, childId: string) {
  await db.transaction(async (tx) => {
    // The sessions of the bookings the parent paid for the child (decision 042).
    const sessions = await tx
      .select({ id: bookingSessions.id, bookingId: bookingSessions.bookingId })
      .from(bookingSessions)
      .innerJoin(tutorBookings, eq(tutorBookings.id, bookingSessions.bookingId))
      .where(and(eq(tutorBookings.bookedByUserId, parentId), eq(tutorBookings.userId, childId)));
    if (sessions.length === 0) return;
    const bookingIds = [...new Set(sessions.map((s) => s.bookingId))];
    await tx.delete(bookingManageLinks).where(inArray(bookingManageLinks.bookingId, bookingIds));
    const child = await createSchedulingRepository(tx).account(childId);
    await createMailRepository(tx).withdrawExceptTo(
      REMINDER_KIND,
      sessions.map((s) => s.id),
      child?.email ?? '',
    );
  });
}
