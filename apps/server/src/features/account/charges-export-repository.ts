import { and, eq, inArray, ne, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { checkoutSessions, localPayments, tutorBookings, users } from '../../db/schema/index.ts';
import {
  bookingLines,
  oldestFirst,
  planLine,
  providerPlanLine,
  type ChargeLine,
  type PaidBy,
  type PaidFor,
  type SessionRefund,
} from './charge-lines.ts';
import { DELETED_ACCOUNT } from '../payments/billing-history.ts';
import type { CardPlanPayment } from '../payments/plan-payments.ts';
import { createRefundRepository } from '../scheduling/refund-repository.ts';

/** A payment as read: its line, the account whose plan or sessions it paid, and whose card. */
interface Payment {
  line: ChargeLine;
  forId: string | null;
  payerId: string | null;
}

/**
 * The local provider's plan payments the account made or that were made for it: every
 * purchase, renewal and change's charge, each with its payer (decision 057), as its billing
 * history reads them.
 */
async function localPlanPayments(db: Db, userId: string): Promise<Payment[]> {
  const rows = await db
    .select()
    .from(localPayments)
    .where(or(eq(localPayments.userId, userId), eq(localPayments.payerUserId, userId)));
  return rows.map((row) => ({
    line: planLine({
      date: row.createdAt,
      description: row.description,
      amountCents: row.amountCents,
      refundedCents: row.refundedCents,
      currency: row.currency,
      paid: row.status === 'paid',
    }),
    forId: row.userId,
    // No payer recorded: the plan's user paid.
    payerId: row.payerUserId ?? row.userId,
  }));
}

/** A plan's checkout paid at another provider than the test checkout (Stripe). */
const paidProviderPlan = and(
  ne(checkoutSessions.provider, 'local'),
  eq(checkoutSessions.purpose, 'plan'),
  eq(checkoutSessions.paymentStatus, 'paid'),
);

/**
 * Plans paid at another provider (Stripe), as our records hold them: each checkout, with its
 * payer. Renewals and changes are the provider's invoices (`providerPlanPayments`); these stand
 * in for them when the provider cannot be asked.
 */
async function providerPlanCheckouts(db: Db, userId: string): Promise<Payment[]> {
  const rows = await db
    .select()
    .from(checkoutSessions)
    .where(
      and(
        paidProviderPlan,
        or(eq(checkoutSessions.userId, userId), eq(checkoutSessions.payerUserId, userId)),
      ),
    );
  return rows.map((row) => ({
    line: planLine({
      date: row.completedAt ?? row.createdAt,
      description: row.itemName,
      // One bought during a pass is charged from the pass's end, nothing at checkout (045).
      amountCents: row.startsAt ? 0 : row.amountCents,
      refundedCents: 0,
      currency: row.currency,
      paid: true,
    }),
    forId: row.userId,
    payerId: row.payerUserId ?? row.userId,
  }));
}

/** The provider's plan payments on an account's card, as its billing history reads them. */
export type PlanPaymentsOnCard = (userId: string) => Promise<CardPlanPayment[]>;

/** Said in the export when the provider could not be asked: what its payments lack. */
export const PROVIDER_UNREACHED =
  'Our payment provider could not be reached, so plan renewals and plan changes are missing ' +
  'from these payments. Download your data again later for the full list.';

/**
 * Plans paid at another provider (Stripe), every payment as the billing history lists it: those
 * on the account's card, and those on the card of whoever paid one of its plans (a parent), for
 * its plans. Null when the provider could not be asked.
 */
async function providerPlanPayments(
  db: Db,
  userId: string,
  onCard: PlanPaymentsOnCard,
): Promise<Payment[] | null> {
  const payers = await db
    .selectDistinct({ id: checkoutSessions.payerUserId })
    .from(checkoutSessions)
    .where(
      and(
        paidProviderPlan,
        eq(checkoutSessions.userId, userId),
        ne(checkoutSessions.payerUserId, userId),
      ),
    );
  const cards = [userId, ...payers.flatMap((p) => (p.id ? [p.id] : []))];
  try {
    const payments = await Promise.all(
      cards.map(async (payerId) =>
        (await onCard(payerId)).map(({ item, forId }) => ({
          line: providerPlanLine(item),
          forId,
          payerId,
        })),
      ),
    );
    return payments.flat().filter((p) => p.payerId === userId || p.forId === userId);
  } catch {
    return null;
  }
}

/**
 * Paid tutor-session bookings matching `which`, with the refunds of their canceled sessions.
 * Who paid is the checkout's account, whoever the sessions are for (decision 059); a booking
 * made signed out, or by an account since deleted, is nobody's payment.
 */
async function bookingPayments(db: Db, which: SQL): Promise<Payment[]> {
  const rows = await db
    .select({
      id: tutorBookings.id,
      reference: tutorBookings.internalReference,
      sessionType: tutorBookings.sessionType,
      sessionCount: tutorBookings.sessionCount,
      totalCents: tutorBookings.totalCents,
      currency: tutorBookings.currency,
      paidAt: tutorBookings.paidAt,
      createdAt: tutorBookings.createdAt,
      forId: tutorBookings.userId,
      payerId: checkoutSessions.userId,
    })
    .from(checkoutSessions)
    .innerJoin(tutorBookings, eq(tutorBookings.id, checkoutSessions.bookingId))
    .where(
      and(
        eq(checkoutSessions.purpose, 'booking'),
        // The checkout that paid it, not one closed before it (went Back and booked again).
        eq(tutorBookings.checkoutSessionId, checkoutSessions.id),
        eq(tutorBookings.status, 'paid'),
        which,
      ),
    );
  if (rows.length === 0) return [];
  const refunds = await createRefundRepository(db).ofBookings(rows.map((r) => r.id));
  const refundsOf = (id: string): SessionRefund[] => refunds.filter((r) => r.bookingId === id);
  return rows.flatMap(({ id, forId, payerId, ...booking }) =>
    bookingLines(booking, refundsOf(id)).map((line) => ({ line, forId, payerId })),
  );
}

/**
 * Whom a payment for another account was for, by first name. Only a plan's payment outlives
 * that account by name ("a deleted account"); a booking whose student is gone says nobody, as
 * the billing history does.
 */
const whomFor = (line: ChargeLine, name: string | undefined) =>
  name ?? (line.kind === 'plan' ? DELETED_ACCOUNT : null);

const firstNames = async (db: Db, ids: string[]) =>
  new Map(
    ids.length === 0
      ? []
      : (
          await db
            .select({ id: users.id, firstname: users.firstname })
            .from(users)
            .where(inArray(users.id, ids))
        ).map((u) => [u.id, u.firstname]),
  );

/**
 * Every payment the account made, as the billing history lists them (`charges`: its own plans,
 * a child's, plan changes, bookings and their refunds, each naming whom it was for when not
 * itself), and the payments another account made for it (`paidByOthers`, naming the payer by
 * first name only, as the payer's history names the account: nothing else of theirs).
 */
export async function chargesOf(db: Db, userId: string, onCard?: PlanPaymentsOnCard) {
  const fromProvider = onCard ? await providerPlanPayments(db, userId, onCard) : null;
  const payments = (
    await Promise.all([
      localPlanPayments(db, userId),
      fromProvider ?? providerPlanCheckouts(db, userId),
      bookingPayments(db, eq(checkoutSessions.userId, userId)),
      // Its sessions paid by another account (never null: nobody's payment is nobody's line).
      bookingPayments(
        db,
        and(eq(tutorBookings.userId, userId), ne(checkoutSessions.userId, userId))!,
      ),
    ])
  ).flat();
  const others = payments.flatMap((p) => [p.forId, p.payerId]);
  const names = await firstNames(db, [
    ...new Set(others.filter((id): id is string => id !== null && id !== userId)),
  ]);
  const nameOf = (id: string | null) => (id === null ? undefined : names.get(id));

  const charges: (ChargeLine & PaidFor)[] = [];
  const paidByOthers: (ChargeLine & PaidBy)[] = [];
  for (const { line, forId, payerId } of payments) {
    if (payerId === userId) {
      charges.push({ ...line, paidFor: forId === userId ? null : whomFor(line, nameOf(forId)) });
    } else if (forId === userId && payerId !== null) {
      paidByOthers.push({ ...line, paidBy: nameOf(payerId) ?? DELETED_ACCOUNT });
    }
  }
  return {
    charges: charges.sort(oldestFirst),
    paidByOthers: paidByOthers.sort(oldestFirst),
    ...(onCard && !fromProvider && { incomplete: PROVIDER_UNREACHED }),
  };
}
