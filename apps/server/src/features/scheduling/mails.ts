import { ACADEMY } from '@academy/shared/academy';
import { formatUsd } from '@academy/shared/plans';
import { SESSION_TYPE_LABELS, type SessionType } from '@academy/shared/scheduling-prices';
import type { NewMail } from '../mail/outbox.ts';
import type { BookingRow } from './repository.ts';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

// The booking carries no time zone of the buyer: the academy's (Dallas) is used, and named.
const paidAtFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: ACADEMY.timeZone,
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});

function details(booking: BookingRow): [string, string][] {
  const type = SESSION_TYPE_LABELS[booking.sessionType as SessionType] ?? booking.sessionType;
  return [
    ['Reference', booking.internalReference],
    ['Name', booking.fullName ?? '(not given)'],
    ['Contact', booking.contactInfo],
    ['Session type', type],
    ['Number of sessions', String(booking.sessionCount)],
    ['Price per session', formatUsd(booking.unitPriceCents)],
    ['Total paid', formatUsd(booking.totalCents)],
    // Mailed only once marked paid, so paidAt is set.
    ['Paid on', paidAtFormat.format(booking.paidAt!)],
  ];
}

const asText = (rows: [string, string][]) => rows.map(([k, v]) => `${k}: ${v}`).join('\n');
const asHtml = (rows: [string, string][]) =>
  `<table cellpadding="4">${rows
    .map(([k, v]) => `<tr><th align="left">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`)
    .join('')}</table>`;

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
      `${asText(rows)}\n`,
    html:
      `<p>A tutor session booking has been paid. Please contact the customer to schedule it.</p>` +
      asHtml(rows),
  };
}

/** To the customer, when the contact they gave is an email address. */
export function customerReceipt(booking: BookingRow, to: string): NewMail {
  const rows = details(booking);
  const greeting = booking.fullName ? `Dear ${booking.fullName},` : 'Hello,';
  const next =
    `Our tutor will contact you shortly to schedule your sessions. Questions? Call ` +
    `${ACADEMY.phone} or write to ${ACADEMY.email}, quoting ${booking.internalReference}.`;
  return {
    kind: 'booking-receipt',
    to,
    replyTo: ACADEMY.email,
    subject: `Your ${ACADEMY.name} tutor session booking ${booking.internalReference}`,
    text: `${greeting}\n\nThank you for your payment. This is your receipt.\n\n${asText(rows)}\n\n${next}\n\n${ACADEMY.name}\n`,
    html:
      `<p>${escapeHtml(greeting)}</p><p>Thank you for your payment. This is your receipt.</p>` +
      `${asHtml(rows)}<p>${escapeHtml(next)}</p><p>${escapeHtml(ACADEMY.name)}</p>`,
  };
}
