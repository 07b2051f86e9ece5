import { ACADEMY, type AcademyContact } from '@academy/shared/academy';
import { formatUsd } from '@academy/shared/plans';
import { renderBlocks, type Block } from '../mail/format.ts';
import type { NewMail } from '../mail/outbox.ts';
import type { BookedFor } from './booked-for.ts';
import { sessionTime } from './mails.ts';
import type { BookingRow } from './repository.ts';
import { placeBlocks } from './session-place.ts';
import type { SessionRow } from './session-repository.ts';

export const REMINDER_KIND = 'booking-reminder';
export const BOOKED_FOR_YOU_KIND = 'booking-for-you';
/** Reminders go this many hours before a session (issue 38). */
export const REMINDER_HOURS = [24, 2] as const;

const HOUR_MS = 3_600_000;

export interface Reader {
  to: string;
  academy: AcademyContact;
  /** The booking's mailed link, or for the student a parent booked for, their Sessions page. */
  manageUrl: string;
  /** The student a parent booked for: told of their sessions, though someone else paid. */
  attendee?: boolean;
}

const closing = (booking: BookingRow, academy: AcademyContact) =>
  `Questions? Call ${academy.phone} or write to ${academy.email}, quoting ${booking.internalReference}.`;

/**
 * The reminders of one session, queued to go out 24 and 2 hours before it (those already past
 * are left out), each tagged with the session's id so a move or cancel withdraws them unsent.
 */
export function sessionReminders(
  booking: BookingRow,
  session: SessionRow,
  reader: Reader,
  now: Date,
): NewMail[] {
  return REMINDER_HOURS.map((hours) => ({
    hours,
    sendAt: new Date(session.startsAt.getTime() - hours * HOUR_MS),
  }))
    .filter(({ sendAt }) => sendAt > now)
    .map(({ hours, sendAt }) => ({
      kind: REMINDER_KIND,
      to: reader.to,
      replyTo: reader.academy.email,
      sendAt,
      topic: session.id,
      subject: `Reminder: your tutor session ${hours === 24 ? 'tomorrow' : 'in 2 hours'}, ${sessionTime(session)}`,
      ...renderBlocks([
        [
          `Your ${ACADEMY.name} tutor session with ${ACADEMY.tutorName} starts ${sessionTime(session)}.`,
        ],
        ...placeBlocks(booking, reader.academy),
        ...(hours === 24
          ? [
              [
                'To move or cancel it, use this link before it is less than 24 hours away: ',
                { url: reader.manageUrl },
              ],
            ]
          : []),
        [closing(booking, reader.academy)],
      ]),
    }));
}

/** The academy's change of a session: the message to the family, if any, and who wrote it. */
export interface AcademyNote {
  message?: string;
  /** The name of the tutor's account that made the change. */
  writer: string;
}

/**
 * A session moved or cancelled: the customer's confirmation, with the update. `byAcademy`: the
 * tutor cancelled it, with their message to the family if they wrote one.
 */
export function sessionChanged(
  booking: BookingRow,
  before: SessionRow,
  after: SessionRow | null,
  reader: Reader,
  invite: NonNullable<NewMail['attachments']>[number] | undefined,
  byAcademy?: AcademyNote,
): NewMail {
  const refund = reader.attendee
    ? `${formatUsd(booking.unitPriceCents)} will be refunded to the card it was paid with.`
    : `${formatUsd(booking.unitPriceCents)} will be refunded to your original payment method.`;
  const what = after
    ? byAcademy
      ? `${ACADEMY.tutorName} moved your tutor session of ${sessionTime(before)} to ${sessionTime(after)}.`
      : `Your tutor session of ${sessionTime(before)} has moved to ${sessionTime(after)}.`
    : byAcademy
      ? `We are sorry: ${ACADEMY.tutorName} had to cancel your tutor session of ${sessionTime(before)}. ${refund}`
      : `Your tutor session of ${sessionTime(before)} is canceled. ${refund}`;
  const message = byAcademy?.message ? [[`${byAcademy.writer} wrote: ${byAcademy.message}`]] : [];
  return {
    kind: after ? 'booking-moved' : 'booking-cancelled',
    to: reader.to,
    replyTo: reader.academy.email,
    subject: `${after ? 'Moved' : 'Canceled'}${byAcademy ? ' by the academy' : ''}: your tutor session ${booking.internalReference}`,
    ...renderBlocks([
      [what],
      ...(after ? placeBlocks(booking, reader.academy) : []),
      ...message,
      [
        byAcademy && !after
          ? 'Your other sessions, and booking another time: '
          : 'Your other sessions: ',
        { url: reader.manageUrl },
      ],
      [closing(booking, reader.academy)],
    ]),
    ...(invite ? { attachments: [invite] } : {}),
  };
}

/** Who a customer's change of a session is told to the tutor as made by, and whose it is. */
export interface ChangeParties {
  /** The student, when someone else booked for them (booked-for.ts). */
  student?: BookedFor;
  /** The account that made the change in the app, when it is not the booker's. */
  actor?: { name: string; isStudent: boolean };
}

/** The booking's people as the tutor's mails list them: the student it is for, the contact. */
const contactRows = (booking: BookingRow, student: BookedFor | undefined): Block => ({
  rows: [
    ...(student ? [['For', student.fullName] as [string, string]] : []),
    ['Contact', booking.contactInfo],
  ],
});

/** To the tutor: a session moved or canceled (a canceled one is refunded automatically). */
export function tutorSessionChanged(
  booking: BookingRow,
  before: SessionRow,
  after: SessionRow | null,
  academyEmail: string,
  { student, actor }: ChangeParties = {},
): NewMail {
  const who = actor?.name ?? 'The customer';
  const whose = !student ? 'the' : actor?.isStudent ? 'their' : `${student.fullName}'s`;
  const what = after
    ? `${who} moved ${whose} session of ${sessionTime(before)} to ${sessionTime(after)}.`
    : `${who} canceled ${whose} session of ${sessionTime(before)}. Its ${formatUsd(booking.unitPriceCents)} is refunded automatically to the card it was paid with; you get a mail if the refund fails.`;
  return {
    kind: 'booking-tutor',
    to: academyEmail,
    subject: `Booking ${booking.internalReference}: session ${after ? 'moved' : 'canceled'}`,
    ...renderBlocks([[what], contactRows(booking, student)]),
  };
}

/** To the tutor: a cancelled session's refund that could not be made, to make by hand. */
export const tutorRefundFailed = (
  booking: BookingRow,
  session: SessionRow,
  amountCents: number,
  why: string,
  academyEmail: string,
): NewMail => ({
  kind: 'booking-refund-failed',
  to: academyEmail,
  subject: `Booking ${booking.internalReference}: refund failed, please refund by hand`,
  ...renderBlocks([
    [
      `The session of ${sessionTime(session)} was canceled, but its ` +
        `refund of ${formatUsd(amountCents)} could not be made automatically (${why}). Please ` +
        `refund it in the payment provider's dashboard.`,
    ],
    [`Contact: ${booking.contactInfo}`],
  ]),
});

/**
 * To the student a parent booked for: when their sessions are, each with a calendar invite, and
 * where to move or cancel them (their own Sessions page; the receipt went to the parent).
 */
export function sessionsBookedForYou(
  booking: BookingRow,
  sessions: SessionRow[],
  reader: Reader & { firstname: string },
  invites: NonNullable<NewMail['attachments']>,
): NewMail {
  const booked =
    sessions.length === 1 ? 'A tutor session was' : `${sessions.length} tutor sessions were`;
  return {
    kind: BOOKED_FOR_YOU_KIND,
    to: reader.to,
    replyTo: reader.academy.email,
    subject: `Tutor sessions booked for you: ${booking.internalReference}`,
    ...renderBlocks([
      [`Dear ${reader.firstname},`],
      [`${booked} booked for you with ${ACADEMY.tutorName}:`],
      ...sessions.map((s, i): [string] => [`Session ${i + 1}: ${sessionTime(s)}`]),
      ...placeBlocks(booking, reader.academy, sessions.length),
      [
        'A calendar invite for each is attached, and we will remind you the day before and 2 hours before.',
      ],
      ['To move or cancel one (up to 24 hours before it starts): ', { url: reader.manageUrl }],
      [closing(booking, reader.academy)],
    ]),
    attachments: invites,
  };
}
