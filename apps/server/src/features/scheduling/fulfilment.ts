import { isEmailContact } from '@academy/shared/scheduling';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { createFamilyRepository } from '../family/repository.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { bookedFor, type BookedFor } from './booked-for.ts';
import { sessionInvite } from './invites.ts';
import { newManageUrl } from './manage-token.ts';
import { sessionPlace, venueOf, type Venue } from './session-place.ts';
import {
  customerReceipt,
  SHARING_ENDED,
  SHARING_ENDED_TO_SCHEDULE,
  tutorNotification,
} from './mails.ts';
import { createSchedulingRepository, type BookingRow } from './repository.ts';
import {
  sessionReminders,
  sessionsBookedForYou,
  sessionsToScheduleForYou,
  type Reader,
} from './session-mails.ts';
import { createSessionRepository } from './session-repository.ts';

/**
 * Where the customer's mail goes: the contact given, or, when that is a phone number, the
 * account the booking was made from (someone signed in who paid expects it in their inbox).
 */
export async function receiptAddress(
  repo: ReturnType<typeof createSchedulingRepository>,
  booking: BookingRow,
) {
  const contact = booking.contactInfo.trim();
  if (isEmailContact(contact)) return contact;
  // A phone number as contact: the account that booked (a parent, for a child's booking).
  const account = booking.bookedByUserId ?? booking.userId;
  return account ? (await repo.account(account))?.email : undefined;
}

/**
 * The student a booking is for, when their mail would not reach them through the booking's own
 * (a parent booked with their own address): they attend, so they are told too, pointed to their
 * Sessions page. Undefined otherwise.
 */
export async function attendeeReader(
  repo: ReturnType<typeof createSchedulingRepository>,
  booking: BookingRow,
  receiptTo: string | undefined,
  config: Pick<Config, 'publicUrl'> & { academy: Venue },
) {
  if (!booking.userId) return undefined;
  const student = await repo.account(booking.userId);
  if (!student || student.email.toLowerCase() === receiptTo?.toLowerCase()) return undefined;
  return {
    to: student.email,
    name: student.firstname,
    academy: config.academy,
    manageUrl: `${config.publicUrl}/sessions`,
    attendee: true,
  } satisfies Reader;
}

/**
 * The reader of the booking's own mails (its contact, or the account that booked), greeted by
 * the name the booking was made in, as the receipt is. A parent who booked for a child reads of
 * the child's sessions ("Sam's tutor session").
 */
export const bookerReader = (
  booking: BookingRow,
  to: string,
  manageUrl: string,
  academy: Venue,
  student: BookedFor | undefined,
): Reader => ({
  to,
  name: booking.fullName,
  academy,
  manageUrl,
  ...(student ? { child: student.firstname } : {}),
});

/**
 * A parent's booking for a child who stopped sharing with them: the child's alone, so its
 * contact, the parent, is no longer told where and when the child goes (decision 067).
 */
export const sharingEnded = async (tx: Db, booking: BookingRow, student: BookedFor | undefined) =>
  student !== undefined &&
  !(await createFamilyRepository(tx).isLinked(booking.bookedByUserId!, booking.userId!));

/**
 * Everyone a session mail of the booking goes to: its contact (or the account that booked),
 * reached through `manageUrl`, and the student a parent booked for. `formerPayer`: the contact
 * of a parent's booking for a child who stopped sharing, told of nothing but refunds.
 */
export async function sessionReaders(
  tx: Db,
  booking: BookingRow,
  config: Pick<Config, 'publicUrl'> & { academy: Venue },
  manageUrl: () => Promise<string>,
) {
  const repo = createSchedulingRepository(tx);
  const student = await bookedFor(repo, booking);
  const address = await receiptAddress(repo, booking);
  const ended = await sharingEnded(tx, booking, student);
  const to = ended ? undefined : address;
  const readers: Reader[] = [];
  if (to) readers.push(bookerReader(booking, to, await manageUrl(), config.academy, student));
  const attendee = await attendeeReader(repo, booking, to, config);
  if (attendee) readers.push(attendee);
  // The former parent still hears of their money: a refund to their card (decision 067); a
  // contact that is the child's own address reaches the child, who did not pay.
  const formerPayer =
    ended && address?.toLowerCase() !== attendee?.to.toLowerCase() ? address : undefined;
  return { to, student, readers, formerPayer };
}

/** Who an invite is for: the reader the mail carrying it goes to. */
export const inviteFor = (reader: Reader) => ({
  academy: reader.academy,
  attendeeEmail: reader.to,
  attendeeName: reader.name,
});

/**
 * Marks a booking paid, its held sessions booked, and queues the tutor's notification and the
 * customer's receipt (with an invite per session, the link that changes them, and the
 * reminders), inside the caller's transaction: the mail is queued exactly when the booking
 * becomes paid. Returns true when it changed anything (the caller then wakes the mail sender
 * after commit).
 */
export async function markBookingPaid(
  tx: Db,
  bookingId: string,
  at: Date,
  settings: Pick<Config, 'academy' | 'mail' | 'publicUrl'>,
): Promise<boolean> {
  const repo = createSchedulingRepository(tx);
  const booking = await repo.markPaid(bookingId, at);
  if (!booking) return false;
  const config = { ...settings, academy: await venueOf(tx, settings.academy) };
  const sessions = await createSessionRepository(tx).markBooked(bookingId);
  const receiptTo = await receiptAddress(repo, booking);
  const facts = {
    student: await bookedFor(repo, booking),
    where: sessionPlace(booking, config.academy),
  };
  // Paid after the child stopped sharing: the parent is receipted the money, the child told
  // the times, or the tutor told to arrange them with the child (decision 067, addendum).
  const unshared = await sharingEnded(tx, booking, facts.student);
  const attendee =
    sessions.length > 0 || unshared
      ? await attendeeReader(repo, booking, unshared ? undefined : receiptTo, config)
      : undefined;
  const tutorMail = tutorNotification(booking, config.mail.academyEmail, receiptTo, {
    sessions,
    ...facts,
    ...(unshared && attendee && sessions.length === 0 ? { arrangeWith: attendee.to } : {}),
  });
  const attendeeMails = !attendee
    ? []
    : sessions.length > 0
      ? [
          sessionsBookedForYou(
            booking,
            sessions,
            attendee,
            sessions.map((s) => sessionInvite(booking, s, inviteFor(attendee))),
          ),
          ...sessions.flatMap((s) => sessionReminders(booking, s, attendee, at)),
        ]
      : // Only when the sharing ended: the tutor arranges the times with the student.
        [sessionsToScheduleForYou(booking, attendee)];
  if (!receiptTo) {
    await enqueueMail(tx, [tutorMail, ...attendeeMails]);
    return true;
  }
  if (unshared) {
    // A contact that is the child's own address reaches the child, who did not pay.
    const toChild = receiptTo.toLowerCase() === attendee?.to.toLowerCase();
    const note = sessions.length > 0 ? SHARING_ENDED : SHARING_ENDED_TO_SCHEDULE;
    await enqueueMail(tx, [
      tutorMail,
      ...(toChild ? [] : [customerReceipt(booking, receiptTo, config.academy, facts, note)]),
      ...attendeeMails,
    ]);
    return true;
  }
  if (sessions.length === 0) {
    await enqueueMail(tx, [tutorMail, customerReceipt(booking, receiptTo, config.academy, facts)]);
    return true;
  }
  const manageUrl = await newManageUrl(tx, bookingId, config.publicUrl);
  const reader = bookerReader(booking, receiptTo, manageUrl, config.academy, facts.student);
  await enqueueMail(tx, [
    tutorMail,
    customerReceipt(booking, receiptTo, config.academy, facts, {
      sessions,
      manageUrl: reader.manageUrl,
      invites: sessions.map((s) => sessionInvite(booking, s, inviteFor(reader))),
    }),
    ...sessions.flatMap((s) => sessionReminders(booking, s, reader, at)),
    ...attendeeMails,
  ]);
  return true;
}
