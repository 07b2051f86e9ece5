import { asc, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  bookingSessions,
  checkoutSessions,
  subscriptions,
  tutorBookings,
} from '../../db/schema/index.ts';
import { chargesOf, type PlanPaymentsOnCard } from './charges-export-repository.ts';

/**
 * What the account bought, for its export (decision 052): bookings, plans, checkouts, and the
 * payments themselves. Plans and checkouts are the account's own rows; a parent who paid a
 * child's plan has neither (both are the child's), so `charges` and `paidByOthers` say who paid
 * what for whom, as the billing history does.
 */
export async function purchasesOf(db: Db, userId: string, onCard?: PlanPaymentsOnCard) {
  const [bookings, plans, checkouts, charges] = await Promise.all([
    bookingsOf(db, userId),
    db
      .select({
        kind: subscriptions.kind,
        tier: subscriptions.tier,
        status: subscriptions.status,
        currentPeriodStart: subscriptions.currentPeriodStart,
        currentPeriodEnd: subscriptions.currentPeriodEnd,
        cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
        // The shorter plan the owner chose to follow this period; kept through a cancel, which
        // a resume undoes, so it is here as stored, beside `cancelAtPeriodEnd`.
        scheduledTier: subscriptions.scheduledTier,
        endedAt: subscriptions.endedAt,
      })
      .from(subscriptions)
      .where(eq(subscriptions.userId, userId))
      .orderBy(asc(subscriptions.createdAt)),
    db
      .select({
        item: checkoutSessions.itemName,
        quantity: checkoutSessions.quantity,
        amountCents: checkoutSessions.amountCents,
        currency: checkoutSessions.currency,
        paymentStatus: checkoutSessions.paymentStatus,
        createdAt: checkoutSessions.createdAt,
        completedAt: checkoutSessions.completedAt,
      })
      .from(checkoutSessions)
      .where(eq(checkoutSessions.userId, userId))
      .orderBy(asc(checkoutSessions.createdAt)),
    chargesOf(db, userId, onCard),
  ]);
  return { bookings, payments: { plans, checkouts, ...charges } };
}

/** Bookings of the user's sessions, or that they paid for, with each session's time. */
async function bookingsOf(db: Db, userId: string) {
  const bookings = await db
    .select({
      id: tutorBookings.id,
      reference: tutorBookings.internalReference,
      fullName: tutorBookings.fullName,
      contact: tutorBookings.contactInfo,
      sessionType: tutorBookings.sessionType,
      sessionCount: tutorBookings.sessionCount,
      totalCents: tutorBookings.totalCents,
      currency: tutorBookings.currency,
      status: tutorBookings.status,
      paidAt: tutorBookings.paidAt,
      createdAt: tutorBookings.createdAt,
    })
    .from(tutorBookings)
    .where(or(eq(tutorBookings.userId, userId), eq(tutorBookings.bookedByUserId, userId)))
    .orderBy(asc(tutorBookings.createdAt));
  if (bookings.length === 0) return [];
  const times = await db
    .select({
      bookingId: bookingSessions.bookingId,
      startsAt: bookingSessions.startsAt,
      endsAt: bookingSessions.endsAt,
      status: bookingSessions.status,
    })
    .from(bookingSessions)
    .where(
      inArray(
        bookingSessions.bookingId,
        bookings.map((b) => b.id),
      ),
    )
    .orderBy(asc(bookingSessions.startsAt));
  return bookings.map(({ id, ...booking }) => ({
    ...booking,
    sessions: times.filter((t) => t.bookingId === id).map(({ bookingId: _, ...time }) => time),
  }));
}
