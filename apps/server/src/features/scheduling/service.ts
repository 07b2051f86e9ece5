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
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/database-errors.ts';
import type { PaymentsCore } from '../payments/core.ts';
import { newBookingReference } from './reference.ts';
import { createSchedulingRepository, type BookingRow } from './repository.ts';

export function createSchedulingService(db: Db, core: PaymentsCore) {
  const repo = createSchedulingRepository(db);

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
    /** Stores the booking, then opens a checkout for it at the server's prices. */
    async book(input: SchedulingRequest, userId?: string): Promise<CheckoutSessionResult> {
      const { checkout } = core;
      const type: SessionType = input.sessionType;
      const unit = SESSION_PRICES[type].priceCents;
      const booking = await insertWithFreshReference({
        userId: userId ?? null,
        fullName: input.fullName ?? null,
        contactInfo: input.contactInfo,
        sessionType: type,
        sessionCount: input.sessionCount,
        unitPriceCents: unit,
        totalCents: schedulingTotalCents(type, input.sessionCount),
      });
      const label = SESSION_TYPE_LABELS[type];
      const session = await checkout.start({
        mode: 'payment',
        ...(isEmailContact(input.contactInfo) ? { customerEmail: input.contactInfo } : {}),
        clientReferenceId: booking.internalReference,
        item: {
          name: `${label} tutor session`,
          description: `With ${ACADEMY.tutorName}, booking ${booking.internalReference}`,
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
        cancelUrl: checkout.returnUrl(CHECKOUT_RETURN_PATHS.schedulingCancel),
      });
      await repo.setCheckoutSession(booking.id, session.id);
      return { sessionUrl: session.url };
    },

    /** Open to anyone holding the session id (it only comes back in the success URL). */
    async verify(sessionId: string): Promise<VerifiedScheduling> {
      const synced = await core.syncSession(sessionId, 'booking');
      const booking = synced?.row.bookingId
        ? await repo.findBooking(synced.row.bookingId)
        : undefined;
      if (!booking) throw notFound(paymentErrors.sessionNotFound);
      return {
        fullName: booking.fullName,
        contactInfo: booking.contactInfo,
        sessionType: booking.sessionType as SessionType,
        sessionCount: booking.sessionCount,
        internalReference: booking.internalReference,
        totalCents: booking.totalCents,
        currency: 'USD',
        paid: booking.status === 'paid',
      };
    },
  };
}
