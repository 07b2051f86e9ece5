import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { oneLine } from '../mail/format.ts';
import type { NewMail } from '../mail/outbox.ts';
import { tutorSessionChanged } from './academy-session-mails.ts';
import { inviteFor, sessionReaders } from './fulfilment.ts';
import { sessionInvite } from './invites.ts';
import { payerRefundNotice } from './payer-refund-notice.ts';
import { venueOf } from './session-place.ts';
import { createSchedulingRepository, type BookingRow } from './repository.ts';
import {
  type AcademyNote,
  sessionChanged,
  sessionReminders,
  type Reader,
} from './session-mails.ts';
import { createSessionRepository, type SessionRow } from './session-repository.ts';

/** Who changes a session: the academy, an account in the app, or whoever holds the link. */
export type Changer = { academy: AcademyNote } | { account: string } | { link: true };

/** A session's move (`after` set) or cancellation (`cancelled` set), as its mails need it. */
export interface SessionChange {
  booking: BookingRow;
  before: SessionRow;
  after: SessionRow | null;
  cancelled?: SessionRow;
  by: Changer;
  /** The link to the booking for its contact's mail: the one used, or a new one. */
  manageUrl: (tx: Db) => Promise<string>;
}

/**
 * The mails of a change, queued in its transaction: the tutor's notice (unless the academy made
 * it), each family reader's confirmation with an invite and the new time's reminders, and the
 * account that made it, when no other mail reaches it, a note of what it did; and a former
 * parent who paid for a canceled session, the refund to their card.
 */
export async function changeMails(
  tx: Db,
  change: SessionChange,
  settings: Pick<Config, 'academy' | 'mail' | 'publicUrl'>,
  now: Date,
): Promise<NewMail[]> {
  const config = { ...settings, academy: await venueOf(tx, settings.academy) };
  const { booking, before, after, cancelled, by } = change;
  const byAcademy = 'academy' in by ? by.academy : undefined;
  const changerId = 'account' in by ? by.account : undefined;
  const repo = createSchedulingRepository(tx);
  const { student, readers, formerPayer } = await sessionReaders(tx, booking, config, () =>
    change.manageUrl(tx),
  );
  const changer = changerId ? await repo.account(changerId) : undefined;
  // The booker is "the customer" to the tutor; anyone else who changed it is named.
  const actor =
    changer && changerId !== (booking.bookedByUserId ?? booking.userId)
      ? {
          name: oneLine(`${changer.firstname} ${changer.lastname}`),
          isStudent: changerId === booking.userId,
        }
      : undefined;
  const mails = byAcademy
    ? []
    : [tutorSessionChanged(booking, before, after, config.mail.academyEmail, { student, actor })];
  // A family reader is told which of them made a change they did not make themselves.
  const changedBy = (reader: Reader) =>
    changer && reader.to.toLowerCase() !== changer.email.toLowerCase()
      ? oneLine(`${changer.firstname} ${changer.lastname}`)
      : undefined;
  const othersBooked =
    Boolean(after) ||
    (await createSessionRepository(tx).ofBooking(booking.id)).some(
      (s) => s.status === 'booked' && s.id !== before.id,
    );
  for (const reader of readers) {
    const invite = after
      ? sessionInvite(booking, after, inviteFor(reader))
      : sessionInvite(booking, cancelled!, inviteFor(reader), 'CANCEL');
    mails.push(
      sessionChanged(
        booking,
        before,
        after,
        reader,
        invite,
        byAcademy,
        changedBy(reader),
        othersBooked,
      ),
    );
    if (after) mails.push(...sessionReminders(booking, after, reader, now));
  }
  // A linked parent who did not pay gets what they did in writing too: without an invite or
  // reminders, which only those told of every later change can keep true.
  const told = (email: string) => readers.some((r) => r.to.toLowerCase() === email.toLowerCase());
  if (changer && !told(changer.email)) {
    const child =
      booking.userId && changerId !== booking.userId
        ? (await repo.account(booking.userId))?.firstname
        : undefined;
    const reader: Reader = {
      to: changer.email,
      name: changer.firstname,
      academy: config.academy,
      manageUrl: `${config.publicUrl}/sessions`,
      attendee: true,
      ...(child ? { child: oneLine(child) } : {}),
    };
    mails.push(
      sessionChanged(booking, before, after, reader, undefined, byAcademy, undefined, othersBooked),
    );
  }
  if (!after && formerPayer && booking.unitPriceCents > 0) {
    mails.push(payerRefundNotice(booking, formerPayer, config.academy, config.publicUrl));
  }
  return mails;
}
