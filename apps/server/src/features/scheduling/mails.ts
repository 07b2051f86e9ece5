import { ACADEMY, type AcademyContact } from '@academy/shared/academy';
import { ONLINE_ROOM_PENDING } from '@academy/shared/online-room';
import { formatUsd } from '@academy/shared/plans';
import { SESSION_TYPE_LABELS, type SessionType } from '@academy/shared/scheduling-prices';
import { formatDateTime, renderBlocks, type Block, type Rows } from '../mail/format.ts';
import { greeting, signOff } from '../mail/layout.ts';
import type { NewMail } from '../mail/outbox.ts';
import type { BookedFor } from './booked-for.ts';
import type { BookingRow } from './repository.ts';
import type { SessionRow } from './session-repository.ts';

/** A session's time as every mail writes it: Dallas time, the zone named. */
export const sessionTime = (session: SessionRow) =>
  formatDateTime(session.startsAt, ACADEMY.timeZone);

/** What a booking's first mails tell beyond its row: its sessions, and who they are for. */
export interface BookingFacts {
  sessions: SessionRow[];
  /** The student, when someone else booked for them (booked-for.ts). */
  student?: BookedFor;
  /** Where in-person sessions are held (session-place.ts). */
  where?: string;
}

function details(booking: BookingRow, { sessions, student, where }: BookingFacts): Rows {
  const type = SESSION_TYPE_LABELS[booking.sessionType as SessionType] ?? booking.sessionType;
  return [
    ['Reference', booking.internalReference],
    ['Name', booking.fullName ?? '(not given)'],
    // The name and contact are the booker's: the student who attends is named beside them.
    ...(student ? [['For', student.fullName] as [string, string]] : []),
    ['Contact', booking.contactInfo],
    ['Session type', type],
    ...(where ? [['Where', where] as [string, string]] : []),
    ['Number of sessions', String(booking.sessionCount)],
    ...sessions.map((s, i): [string, string] => [`Session ${i + 1}`, sessionTime(s)]),
    ['Price per session', formatUsd(booking.unitPriceCents)],
    ['Total paid', formatUsd(booking.totalCents)],
    // Mailed only once marked paid, so paidAt is set. The booking carries no time zone of the
    // buyer: the academy's (Dallas) is used, and named.
    ['Paid on', formatDateTime(booking.paidAt!, ACADEMY.timeZone)],
  ];
}

/**
 * To the academy's tutor: a paid booking, with its sessions' times when the customer chose them
 * (else to schedule). A reply goes to the customer's email when there is one.
 */
export function tutorNotification(
  booking: BookingRow,
  academyEmail: string,
  customerEmail: string | undefined,
  facts: BookingFacts,
): NewMail {
  const lead =
    facts.sessions.length > 0
      ? 'A tutor session booking has been paid. The sessions are in your calendar at the times below.'
      : 'A tutor session booking has been paid. Please contact the customer to schedule it.';
  return {
    kind: 'booking-tutor',
    to: academyEmail,
    ...(customerEmail ? { replyTo: customerEmail } : {}),
    subject: `New paid tutor session booking ${booking.internalReference}`,
    ...renderBlocks([[lead], { rows: details(booking, facts) }]),
  };
}

/**
 * To the customer, when the contact they gave is an email address: the receipt, with an invite
 * per session and the link that moves or cancels them when they chose times.
 */
export function customerReceipt(
  booking: BookingRow,
  to: string,
  academy: AcademyContact,
  { student, where }: Omit<BookingFacts, 'sessions'>,
  timed?: { sessions: SessionRow[]; manageUrl: string; invites: NewMail['attachments'] },
): NewMail {
  const contact = `Questions? Call ${academy.phone} or write to ${academy.email}, quoting ${booking.internalReference}.`;
  // The receipt goes to whoever booked: a parent reads of their child's sessions.
  const whose = student ? `${student.firstname}'s` : 'your';
  const next: Block[] = timed
    ? [
        [
          timed.sessions.length === 1
            ? `${student ? whose : 'Your'} session is booked at the time above; its calendar ` +
              'invite is attached.'
            : `${student ? whose : 'Your'} sessions are booked at the times above; a calendar ` +
              'invite for each is attached.',
        ],
        [
          'To move or cancel a session (up to 24 hours before it starts), use this link: ',
          { url: timed.manageUrl },
        ],
        [contact],
      ]
    : [[`Our tutor will contact you shortly to schedule ${whose} sessions. ${contact}`]];
  return {
    kind: 'booking-receipt',
    to,
    replyTo: academy.email,
    subject: `Your ${ACADEMY.name} tutor session booking ${booking.internalReference}`,
    ...renderBlocks([
      greeting(booking.fullName),
      ['Thank you for your payment. This is your receipt.'],
      // An online booking without a link yet says how it will come, as the success page does.
      {
        rows: details(booking, {
          sessions: timed?.sessions ?? [],
          student,
          where: where ?? (booking.sessionType === 'online' ? ONLINE_ROOM_PENDING : undefined),
        }),
      },
      ...next,
      signOff,
    ]),
    ...(timed?.invites?.length ? { attachments: timed.invites } : {}),
  };
}
