import type { FastifyBaseLogger } from 'fastify';
import { ACADEMY } from '@academy/shared/academy';
import {
  CHECKOUT_RETURN_PATHS,
  paymentErrors,
  type CheckoutSessionResult,
  type VerifiedScheduling,
} from '@academy/shared/payments';
import { isEmailContact, type SchedulingRequest } from '@academy/shared/scheduling';
import {
  SESSION_PRICES,
  SESSION_TYPE_LABELS,
  schedulingTotalCents,
  type SessionType,
} from '@academy/shared/scheduling-prices';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/database-errors.ts';
import { successUrlOf } from '../payments/checkout.ts';
import type { PaymentsCore } from '../payments/core.ts';
import { HOLD_MINUTES } from '@academy/shared/booking-slots';
import { bookedFor } from './booked-for.ts';
import { sharingEnded } from './fulfilment.ts';
import { joinUrlOf } from './online-room.ts';
import { newBookingReference } from './reference.ts';
import { createSchedulingRepository, type BookingRow } from './repository.ts';
import { createBookingCancellations } from './booking-cancellations.ts';
import { createSessionRepository } from './session-repository.ts';
import { createSlotService } from './slot-service.ts';

/** Where the checkout's back link (its cancel URL) goes; see `cancel` below. */
const cancelReturnPath = (bookingId: string) =>
  `/api/payments/scheduling/${encodeURIComponent(bookingId)}/cancel`;

/** Who made a booking, as far as the server can prove it. */
export interface BookingOwner {
  userId?: string;
  /** SHA-256 of this browser's booking cookie. */
  bookerHash: string;
}

export function createSchedulingService(db: Db, core: PaymentsCore) {
  const repo = createSchedulingRepository(db);
  const sessions = createSessionRepository(db);
  const cancellations = createBookingCancellations(db);
  const slots = createSlotService(db);
  const cancelledHome = core.checkout.returnUrl(CHECKOUT_RETURN_PATHS.schedulingCancel);

  async function insertWithFreshReference(
    values: Omit<Parameters<typeof repo.insertBooking>[0], 'internalReference'>,
  ): Promise<BookingRow> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await repo.insertBooking({ ...values, internalReference: newBookingReference() });
      } catch (error) {
        if (attempt >= 4 || !isUniqueViolation(error)) throw error;
      }
    }
  }

  return {
    /**
     * Stores the booking, then opens a checkout for it at the server's prices. The owner is what
     * proves who booked: the signed-in user and the browser's booking cookie (booker-cookie.ts).
     */
    async book(input: SchedulingRequest, owner: BookingOwner): Promise<CheckoutSessionResult> {
      const { userId, bookerHash } = owner;
      const { checkout } = core;
      const type: SessionType = input.sessionType;
      const unit = SESSION_PRICES[type].priceCents;
      const now = new Date();
      // The checkout and the hold on its slots end together; a minute over Stripe's shortest.
      const expiresAt = new Date(now.getTime() + (HOLD_MINUTES + 1) * 60_000);
      if (input.slots) {
        // The booker's older checkouts close first, their holds with them: someone who went
        // Back and books the same times again must not be refused their own slots.
        const older = await repo.openCheckoutsOf(owner);
        await core.closeOpenCheckouts(older, 'booking');
        for (const { bookingId } of older) await sessions.releaseHolds(bookingId);
      }
      const chosen = input.slots ? await slots.pick(input.slots, type, now) : undefined;
      const booking = await insertWithFreshReference({
        // A parent's booking for a child is the child's (routes.ts checked the link); the
        // checkout stays the parent's, who pays.
        userId: input.studentId ?? userId ?? null,
        bookedByUserId: input.studentId ? userId : null,
        bookerHash,
        fullName: input.fullName ?? null,
        contactInfo: input.contactInfo,
        sessionType: type,
        sessionCount: input.sessionCount,
        unitPriceCents: unit,
        totalCents: schedulingTotalCents(type, input.sessionCount),
      });
      if (chosen) {
        await slots.hold(booking.id, chosen, expiresAt, now).catch(async (error: unknown) => {
          await repo.deleteBooking(booking.id);
          throw error;
        });
      }
      const label = SESSION_TYPE_LABELS[type];
      // The checkout shows who pays; a parent's names the child the sessions are for.
      const student = await bookedFor(repo, booking);
      const session = await checkout
        .start({
          mode: 'payment',
          ...(isEmailContact(input.contactInfo) ? { customerEmail: input.contactInfo } : {}),
          clientReferenceId: booking.internalReference,
          item: {
            name: `${label} tutor session`,
            description: `${student ? `For ${student.fullName}, with` : 'With'} ${ACADEMY.tutorName}, booking ${booking.internalReference}`,
            unitAmountCents: unit,
            quantity: input.sessionCount,
          },
          metadata: {
            purpose: 'booking',
            bookingId: booking.id,
            reference: booking.internalReference,
            ...(userId ? { userId } : {}),
          },
          successUrl: checkout.returnUrl(
            CHECKOUT_RETURN_PATHS.schedulingSuccess,
            '?session_id={CHECKOUT_SESSION_ID}',
          ),
          // The booking's id is random and shown to no customer: only this checkout's visitor has it.
          cancelUrl: checkout.returnUrl(cancelReturnPath(booking.id)),
          ...(chosen ? { expiresAt } : {}),
        })
        .catch(async (error: unknown) => {
          // No checkout, no booking: a booking nobody can pay would sit in the tutor's list.
          await repo.deleteBooking(booking.id);
          throw error;
        });
      await repo.setCheckoutSession(booking.id, session.id);
      // A booker's older open checkouts close: they went Back and booked again, so only this one
      // may take their money. One paid meanwhile is applied, never closed. Two bookings at the
      // same moment agree which checkout is the newest, and leave that one open. Only checkouts
      // the booker provably owns: the contact is free text, and a stranger typing someone's
      // email must not close their checkout (decision 016).
      const open = await repo.openCheckoutsOf(owner);
      await core.closeOpenCheckouts(open, 'booking', { keepNewest: true });
      for (const { bookingId } of open.slice(1)) await sessions.releaseHolds(bookingId);
      return { sessionUrl: session.url };
    },

    /**
     * The checkout's cancel URL: closes the booking's checkout, so that going Back to it can no
     * longer take money, and answers where the browser goes next: home, where the form opens
     * again, or the success page when the checkout turns out to be paid after all. An id we
     * never made is a 404, like any bad id in a path.
     */
    async cancel(bookingId: string, log: FastifyBaseLogger): Promise<string> {
      if (!z.uuid().safeParse(bookingId).success) throw notFound(paymentErrors.sessionNotFound);
      let back = cancelledHome;
      try {
        const booking = await repo.findBooking(bookingId);
        // A parent's booking for a child goes back to /family, where the form opens again for
        // that child.
        if (booking?.bookedByUserId && booking.userId) {
          back = core.checkout.returnUrl(
            `${CHECKOUT_RETURN_PATHS.familyBookingCancel}&child=${encodeURIComponent(booking.userId)}`,
          );
        }
        const sessionId = booking?.checkoutSessionId;
        if (!sessionId || (await core.closeCheckout(sessionId))) {
          // Closed unpaid: its slots are free again at once, not when the hold would expire.
          await sessions.releaseHolds(bookingId);
          return back;
        }
        const synced = await core.syncSession(sessionId, 'booking');
        return synced?.paid ? successUrlOf(synced.row) : back;
      } catch (err) {
        // The visitor is on their way home either way: an error page would only stop them. The
        // checkout then stays open until their next booking closes it.
        log.warn({ err, bookingId }, 'closing a cancelled booking checkout failed');
        return back;
      }
    },

    /** Open to anyone holding the session id (it only comes back in the success URL). */
    async verify(sessionId: string): Promise<VerifiedScheduling> {
      const synced = await core.syncSession(sessionId, 'booking');
      const booking = synced?.row.bookingId
        ? await repo.findBooking(synced.row.bookingId)
        : undefined;
      if (!booking) throw notFound(paymentErrors.sessionNotFound);
      const student = await bookedFor(repo, booking);
      // Anyone holding the id may read this page, the former parent's receipt among them: the
      // times of a child who stopped sharing with them are not theirs to read (decision 067).
      const ended = await sharingEnded(db, booking, student);
      const ofBooking = ended ? [] : await sessions.ofBooking(booking.id);
      const startsOf = (statuses: string[]) =>
        ofBooking.filter((s) => statuses.includes(s.status)).map((s) => s.startsAt.toISOString());
      const starts = startsOf(['held', 'booked']);
      const cancelledStarts = startsOf(['cancelled']);
      const { cancelledCount, refundCents } = await cancellations.of(booking.id);
      return {
        fullName: booking.fullName,
        ...(student ? { forStudent: student.fullName } : {}),
        ...(ended ? { sharingEnded: true as const } : {}),
        contactInfo: booking.contactInfo,
        sessionType: booking.sessionType as SessionType,
        // Only a paid booking is told how to join.
        joinUrl:
          booking.status === 'paid' && !ended ? await joinUrlOf(db, booking.sessionType) : null,
        sessionCount: booking.sessionCount,
        internalReference: booking.internalReference,
        totalCents: booking.totalCents,
        currency: 'USD',
        paid: booking.status === 'paid',
        ...(booking.paidAt ? { paidAt: booking.paidAt.toISOString() } : {}),
        ...(starts.length > 0 ? { sessionStarts: starts } : {}),
        ...(cancelledCount > 0 ? { cancelledCount, refundCents } : {}),
        ...(cancelledStarts.length > 0 ? { cancelledStarts } : {}),
      };
    },
  };
}
