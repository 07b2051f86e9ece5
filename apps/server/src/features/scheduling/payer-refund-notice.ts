import { FAMILY_BILLING_ANCHOR } from '@academy/shared/family';
import { formatUsd } from '@academy/shared/plans';
import type { NewMail } from '../mail/outbox.ts';
import type { BookingRow } from './repository.ts';
import { customerBlocks } from './session-mails.ts';
import type { Venue } from './session-place.ts';

export const PAYER_REFUND_KIND = 'booking-payer-refund';

/**
 * To the parent who paid for a session of a child who no longer shares with them, when it is
 * canceled (decision 067): the money back to their card, as their billing history shows it, and
 * not when, where or what kind of session it was, which are the child's to know.
 */
export function payerRefundNotice(
  booking: BookingRow,
  to: string,
  academy: Venue,
  publicUrl: string,
): NewMail {
  const billingUrl = `${publicUrl}/family#${FAMILY_BILLING_ANCHOR}`;
  const reader = { to, name: booking.fullName, academy, manageUrl: billingUrl };
  return {
    kind: PAYER_REFUND_KIND,
    to,
    replyTo: academy.email,
    subject: `Refund for a tutor session you paid for: ${booking.internalReference}`,
    ...customerBlocks(booking, reader, [
      [
        `A tutor session you paid for was canceled. ${formatUsd(booking.unitPriceCents)} will ` +
          'be refunded to your card; it can take 5 to 10 days to appear.',
      ],
      ['Your payments and refunds: ', { url: billingUrl }],
    ]),
  };
}
