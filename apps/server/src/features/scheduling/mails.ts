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
  /**
   * The student's address, when the times are theirs to arrange with the tutor: booked without
   * times by a parent the student stopped sharing with before paying (decision 067).
   */
  arrangeWith?: string;
}

/** `moneyOnly`: what was paid, without the kind, place or times of the sessions (decision 067). */
function details(
  booking: BookingRow,
  { sessions, student, where }: BookingFacts,
  moneyOnly = false,
): Rows {
  const type = SESSION_TYPE_LABELS[booking.sessionType as SessionType] ?? booking.sessionType;
  return [
    ['Reference', booking.internalReference],
    ['Name', booking.fullName ?? '(not given)'],
    // The name and contact are the booker's: the student who attends is named beside them.
    ...(student ? [['For', student.fullName] as [string, string]] : []),
    ['Contact', booking.contactInfo],
    ...(moneyOnly ? [] : [['Session type', type] as [string, string]]),
    ...(where && !moneyOnly ? [['Where', where] as [string, string]] : []),
    ['Number of sessions', String(booking.sessionCount)],
    ...(moneyOnly ? [] : sessions).map((s, i): [string, string] => [
      `Session ${i + 1}`,
      sessionTime(s),
    ]),
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
  const { student, arrangeWith } = facts;
  const lead =
    facts.sessions.length > 0
      ? 'A tutor session booking has been paid. The sessions are in your calendar at the times below.'
      : student && arrangeWith
        ? `A tutor session booking has been paid. Please contact the student, ${student.fullName} ` +
          `(${arrangeWith}), to schedule it: they stopped sharing their progress with the parent ` +
          'who paid before the payment went through, so the times are theirs to arrange.'
        : 'A tutor session booking has been paid. Please contact the customer to schedule it.';
  const replyTo = arrangeWith ?? customerEmail;
  return {
    kind: 'booking-tutor',
    to: academyEmail,
    ...(replyTo ? { replyTo } : {}),
    subject: `New paid tutor session booking ${booking.internalReference}`,
    ...renderBlocks([[lead], { rows: details(booking, facts) }]),
  };
}

/** A receipt's sessions: their times, a calendar invite each and the link that changes them. */
export interface TimedReceipt {
  sessions: SessionRow[];
  manageUrl: string;
  invites: NewMail['attachments'];
}

/**
 * The child stopped sharing with the parent before the parent's payment went through: the
 * sessions are the child's alone (decision 067), so the parent's receipt is for the money. A
 * booking without times says who arranges them: the tutor, with the child.
 */
export const SHARING_ENDED = 'sharing-ended';
export const SHARING_ENDED_TO_SCHEDULE = 'sharing-ended-to-schedule';
type SharingEnded = typeof SHARING_ENDED | typeof SHARING_ENDED_TO_SCHEDULE;

function sharingEndedNote(student: BookedFor | undefined, one: boolean, toSchedule: boolean) {
  const booked =
    `${student?.firstname ?? 'The student'} stopped sharing their progress with you before ` +
    `this payment went through: ${one ? 'the session is' : 'the sessions are'} booked for them`;
  return toSchedule
    ? `${booked}, and our tutor will contact them, not you, to schedule ${one ? 'it' : 'them'}. ` +
        `For a refund of ${one ? 'a session' : 'sessions'} they will not use, contact us: it goes ` +
        `back to the card ${one ? 'it was' : 'they were'} paid with.`
    : `${booked}, and only they can see, move or cancel ${one ? 'it' : 'them'} now. A canceled ` +
        'session is refunded to the card it was paid with.';
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
  timed?: TimedReceipt | SharingEnded,
): NewMail {
  const contact = `Questions? Call ${academy.phone} or write to ${academy.email}, quoting ${booking.internalReference}.`;
  // The receipt goes to whoever booked: a parent reads of their child's sessions.
  const whose = student ? `${student.firstname}'s` : 'your';
  const unshared = timed === SHARING_ENDED || timed === SHARING_ENDED_TO_SCHEDULE;
  const times = unshared ? undefined : timed;
  const next: Block[] = unshared
    ? [
        [
          sharingEndedNote(
            student,
            booking.sessionCount === 1,
            timed === SHARING_ENDED_TO_SCHEDULE,
          ),
        ],
        [contact],
      ]
    : times
      ? [
          [
            times.sessions.length === 1
              ? `${student ? whose : 'Your'} session is booked at the time above; its calendar ` +
                'invite is attached.'
              : `${student ? whose : 'Your'} sessions are booked at the times above; a calendar ` +
                'invite for each is attached.',
          ],
          [
            'To move or cancel a session (up to 24 hours before it starts), use this link: ',
            { url: times.manageUrl },
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
        rows: details(
          booking,
          {
            sessions: times?.sessions ?? [],
            student,
            where: where ?? (booking.sessionType === 'online' ? ONLINE_ROOM_PENDING : undefined),
          },
          unshared,
        ),
      },
      ...next,
      signOff,
    ]),
    ...(times?.invites?.length ? { attachments: times.invites } : {}),
  };
}
