import { ACADEMY, type AcademyContact } from '@academy/shared/academy';
import { formatUsd } from '@academy/shared/plans';
import { SESSION_TYPE_LABELS, type SessionType } from '@academy/shared/scheduling-prices';
import { escapeHtml, formatDateTime, rowsHtml, rowsText, type Rows } from '../mail/format.ts';
import type { NewMail } from '../mail/outbox.ts';
import type { BookingRow } from './repository.ts';

function details(booking: BookingRow): Rows {
  const type = SESSION_TYPE_LABELS[booking.sessionType as SessionType] ?? booking.sessionType;
  return [
    ['Reference', booking.internalReference],
    ['Name', booking.fullName ?? '(not given)'],
    ['Contact', booking.contactInfo],
    ['Session type', type],
    ['Number of sessions', String(booking.sessionCount)],
    ['Price per session', formatUsd(booking.unitPriceCents)],
    ['Total paid', formatUsd(booking.totalCents)],
    // Mailed only once marked paid, so paidAt is set. The booking carries no time zone of the
    // buyer: the academy's (Dallas) is used, and named.
    ['Paid on', formatDateTime(booking.paidAt!, ACADEMY.timeZone)],
  ];
}

/**
 * To the academy's tutor: a paid booking to schedule. A reply goes to the customer's email when
 * there is one, so the tutor can answer the notice to arrange the sessions.
 */
export function tutorNotification(
  booking: BookingRow,
  academyEmail: string,
  customerEmail: string | undefined,
): NewMail {
  const rows = details(booking);
  return {
    kind: 'booking-tutor',
    to: academyEmail,
    ...(customerEmail ? { replyTo: customerEmail } : {}),
    subject: `New paid tutor session booking ${booking.internalReference}`,
    text:
      `A tutor session booking has been paid. Please contact the customer to schedule it.\n\n` +
      `${rowsText(rows)}\n`,
    html:
      `<p>A tutor session booking has been paid. Please contact the customer to schedule it.</p>` +
      rowsHtml(rows),
  };
}

/** To the customer, when the contact they gave is an email address. */
export function customerReceipt(booking: BookingRow, to: string, academy: AcademyContact): NewMail {
  const rows = details(booking);
  const greeting = booking.fullName ? `Dear ${booking.fullName},` : 'Hello,';
  const next =
    `Our tutor will contact you shortly to schedule your sessions. Questions? Call ` +
    `${academy.phone} or write to ${academy.email}, quoting ${booking.internalReference}.`;
  return {
    kind: 'booking-receipt',
    to,
    replyTo: academy.email,
    subject: `Your ${ACADEMY.name} tutor session booking ${booking.internalReference}`,
    text: `${greeting}\n\nThank you for your payment. This is your receipt.\n\n${rowsText(rows)}\n\n${next}\n\n${ACADEMY.name}\n`,
    html:
      `<p>${escapeHtml(greeting)}</p><p>Thank you for your payment. This is your receipt.</p>` +
      `${rowsHtml(rows)}<p>${escapeHtml(next)}</p><p>${escapeHtml(ACADEMY.name)}</p>`,
  };
}
