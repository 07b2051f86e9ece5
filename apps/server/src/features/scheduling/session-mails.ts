import { ACADEMY, type AcademyContact } from '@academy/shared/academy';
import { formatUsd } from '@academy/shared/plans';
import { renderBlocks, type Block } from '../mail/format.ts';
import { greeting, signOff } from '../mail/layout.ts';
import type { NewMail } from '../mail/outbox.ts';
import { sessionTime } from './mails.ts';
import type { BookingRow } from './repository.ts';
import { placeBlocks, type Venue } from './session-place.ts';
import type { SessionRow } from './session-repository.ts';

export const REMINDER_KIND = 'booking-reminder';
export const BOOKED_FOR_YOU_KIND = 'booking-for-you';
/** Reminders go this many hours before a session (issue 38). */
export const REMINDER_HOURS = [24, 2] as const;

const HOUR_MS = 3_600_000;

export interface Reader {
  to: string;
  /** Who the mail greets: an account's first name, or the name the booking was made in. */
  name?: string | null;
  academy: Venue;
  /** The booking's mailed link, or for the student a parent booked for, their Sessions page. */
  manageUrl: string;
  /** The student a parent booked for: told of their sessions, though someone else paid. */
  attendee?: boolean;
  /** The student's first name, when the reader is not the student (a parent): "Sam's session". */
  child?: string;
}

/** Whose session it is, said to this reader: "your", or a parent's "Sam's". */
const whose = (reader: Reader, capital = false) =>
  reader.child ? `${reader.child}'s` : capital ? 'Your' : 'your';

const closing = (booking: BookingRow, academy: AcademyContact) =>
  `Questions? Call ${academy.phone} or write to ${academy.email}, quoting ${booking.internalReference}.`;

/** A session mail to a customer: greeting, the message, how to reach the academy, sign-off. */
export const customerBlocks = (booking: BookingRow, reader: Reader, blocks: Block[]) =>
  renderBlocks([greeting(reader.name), ...blocks, [closing(booking, reader.academy)], signOff]);

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
      subject: `Reminder: ${whose(reader)} tutor session ${hours === 24 ? 'tomorrow' : 'in 2 hours'}, ${sessionTime(session)}`,
      ...customerBlocks(booking, reader, [
        [
          `${whose(reader, true)} ${ACADEMY.name} tutor session with ${ACADEMY.tutorName} starts ${sessionTime(session)}.`,
        ],
        ...placeBlocks(booking, reader.academy),
        // Sent at the 24 hours' notice a family's own move or cancel needs: too late for that.
        [
          'It can no longer be moved or canceled online. If something has come up, call or write ' +
            'to us as below: the academy can still move it.',
        ],
      ]),
    }));
}

/** The academy's change of a session: the message to the family, if any, and who made it. */
export interface AcademyNote {
  message?: string;
  /** The name of the account that moved or canceled it, and wrote the message. */
  actor: string;
}

/** "Dr. Maya Okafor" signed in as "Maya Okafor": the titles a tutor's account name leaves out. */
const bareName = (name: string) =>
  name
    .replace(/^(dr|mr|mrs|ms|mx|prof)\.?\s+/i, '')
    .trim()
    .toLowerCase();

/**
 * What the academy did to the session, in the words of who did it: their account's name, with
 * the session described as booked ("with Dr. Maya Okafor") unless they are that tutor.
 */
function academyChange(
  before: SessionRow,
  after: SessionRow | null,
  reader: Reader,
  note: AcademyNote,
  refund: string,
) {
  const actor = note.actor || 'The academy';
  const withTutor =
    bareName(actor) === bareName(ACADEMY.tutorName) ? '' : ` with ${ACADEMY.tutorName}`;
  const session = `${whose(reader)} tutor session${withTutor}`;
  return after
    ? `${actor} moved ${session} from ${sessionTime(before)} to ${sessionTime(after)}.`
    : `We are sorry: ${actor} had to cancel ${session} on ${sessionTime(before)}. ${refund}`;
}

/**
 * A session moved or canceled: the customer's confirmation, with the update. `byAcademy`: the
 * tutor moved or canceled it, with their message to the family if they wrote one.
 */
export function sessionChanged(
  booking: BookingRow,
  before: SessionRow,
  after: SessionRow | null,
  reader: Reader,
  invite: NonNullable<NewMail['attachments']>[number] | undefined,
  byAcademy?: AcademyNote,
  /** The family member who made the change, for a reader who did not: "Sam made this change." */
  changedBy?: string,
  /** Whether the booking keeps a booked session besides this one. */
  othersBooked = true,
): NewMail {
  const refund = reader.attendee
    ? `${formatUsd(booking.unitPriceCents)} will be refunded to the card it was paid with.`
    : `${formatUsd(booking.unitPriceCents)} will be refunded to your original payment method.`;
  const what = byAcademy
    ? academyChange(before, after, reader, byAcademy, refund)
    : after
      ? `${whose(reader, true)} tutor session of ${sessionTime(before)} has moved to ${sessionTime(after)}.`
      : `${whose(reader, true)} tutor session of ${sessionTime(before)} is canceled. ${refund}`;
  const message = byAcademy?.message
    ? [[`${byAcademy.actor || 'The academy'} wrote: ${byAcademy.message}`]]
    : [];
  // A booking of one session has no other sessions to point to, nor one whose last booked
  // session is canceled.
  const rebook = byAcademy && !after;
  const link =
    booking.sessionCount === 1 || (!after && !othersBooked)
      ? rebook
        ? 'To book another time: '
        : `${whose(reader, true)} booking: `
      : `${whose(reader, true)} other sessions${rebook ? ', and booking another time' : ''}: `;
  return {
    kind: after ? 'booking-moved' : 'booking-cancelled',
    to: reader.to,
    replyTo: reader.academy.email,
    subject: `${after ? 'Moved' : 'Canceled'}${byAcademy ? ' by the academy' : ''}: ${whose(reader)} tutor session ${booking.internalReference}`,
    ...customerBlocks(booking, reader, [
      [changedBy ? `${what} ${changedBy} made this change.` : what],
      ...(after ? placeBlocks(booking, reader.academy) : []),
      ...message,
      [link, { url: reader.manageUrl }],
    ]),
    ...(invite ? { attachments: [invite] } : {}),
  };
}

/** A mail to the student a parent booked `count` sessions for (the receipt went to the parent). */
const bookedForYouMail = (
  booking: BookingRow,
  reader: Reader,
  count: number,
  blocks: Block[],
  attachments?: NewMail['attachments'],
): NewMail => ({
  kind: BOOKED_FOR_YOU_KIND,
  to: reader.to,
  replyTo: reader.academy.email,
  subject: `Tutor ${count === 1 ? 'session' : 'sessions'} booked for you: ${booking.internalReference}`,
  ...customerBlocks(booking, reader, blocks),
  ...(attachments ? { attachments } : {}),
});

/**
 * To the student a parent booked for: when their sessions are, each with a calendar invite, and
 * where to move or cancel them (their own Sessions page; the receipt went to the parent).
 */
export function sessionsBookedForYou(
  booking: BookingRow,
  sessions: SessionRow[],
  reader: Reader,
  invites: NonNullable<NewMail['attachments']>,
): NewMail {
  const one = sessions.length === 1;
  const booked = one ? 'A tutor session was' : `${sessions.length} tutor sessions were`;
  return bookedForYouMail(
    booking,
    reader,
    sessions.length,
    [
      [`${booked} booked for you with ${ACADEMY.tutorName}:`],
      ...sessions.map((s, i): [string] => [`Session ${i + 1}: ${sessionTime(s)}`]),
      ...placeBlocks(booking, reader.academy, sessions.length),
      [
        `${one ? 'Its calendar invite is' : 'A calendar invite for each is'} attached, and we ` +
          'will remind you the day before and 2 hours before.',
      ],
      [
        `To move or cancel ${one ? 'it' : 'one'} (up to 24 hours before it starts): `,
        { url: reader.manageUrl },
      ],
    ],
    invites,
  );
}

/**
 * To the student a parent booked for without times, paid after the student stopped sharing: the
 * tutor arranges the times with them now, not with the parent (decision 067, addendum), so they
 * hear of the sessions from the academy before the tutor's call.
 */
export function sessionsToScheduleForYou(booking: BookingRow, reader: Reader): NewMail {
  const one = booking.sessionCount === 1;
  const sessions = one ? 'a tutor session' : `${booking.sessionCount} tutor sessions`;
  return bookedForYouMail(booking, reader, booking.sessionCount, [
    [`${booking.fullName} booked and paid for ${sessions} for you with ${ACADEMY.tutorName}.`],
    [`${ACADEMY.tutorName} will contact you at this address to schedule ${one ? 'it' : 'them'}.`],
    ...placeBlocks(booking, reader.academy, booking.sessionCount),
  ]);
}

/**
 * The tutor changed the online room: the new link to join the reader's online sessions ahead,
 * each with its calendar invite updated.
 */
export function joinLinkChanged(
  booking: BookingRow,
  sessions: SessionRow[],
  reader: Reader,
  invites: NonNullable<NewMail['attachments']>,
): NewMail {
  const one = sessions.length === 1;
  return {
    kind: 'booking-join-link',
    to: reader.to,
    replyTo: reader.academy.email,
    subject: `New link to join ${whose(reader)} online tutor ${one ? 'session' : 'sessions'}: ${booking.internalReference}`,
    ...customerBlocks(booking, reader, [
      [
        `${ACADEMY.tutorName} has a new link for online sessions. Use it for ${whose(reader)} ` +
          `${one ? 'session' : 'sessions'} ahead:`,
      ],
      ...sessions.map((s): [string] => [sessionTime(s)]),
      ...placeBlocks(booking, reader.academy, sessions.length),
      [`The calendar ${one ? 'invite is' : 'invites are'} updated with it.`],
      [`${whose(reader, true)} sessions: `, { url: reader.manageUrl }],
    ]),
    attachments: invites,
  };
}
