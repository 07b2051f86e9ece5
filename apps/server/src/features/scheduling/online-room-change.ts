import { and, asc, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { bookingSessions, tutorBookings } from '../../db/schema/index.ts';
import type { NewMail } from '../mail/outbox.ts';
import { createMailRepository } from '../mail/repository.ts';
import { inviteFor, sessionReaders } from './fulfilment.ts';
import { sessionInvite } from './invites.ts';
import { newManageUrl } from './manage-token.ts';
import type { BookingRow } from './repository.ts';
import { joinLinkChanged, REMINDER_KIND, sessionReminders } from './session-mails.ts';
import { venueOf } from './session-place.ts';
import type { SessionRow } from './session-repository.ts';

/** The booked online sessions not yet started, with their bookings, soonest first. */
async function onlineSessionsAhead(tx: Db, now: Date) {
  const rows = await tx
    .select({ session: bookingSessions, booking: tutorBookings })
    .from(bookingSessions)
    .innerJoin(tutorBookings, eq(tutorBookings.id, bookingSessions.bookingId))
    .where(
      and(
        eq(bookingSessions.status, 'booked'),
        eq(tutorBookings.status, 'paid'),
        ne(tutorBookings.sessionType, 'in-person'),
        gt(bookingSessions.startsAt, now),
      ),
    )
    .orderBy(asc(bookingSessions.startsAt));
  const byBooking = new Map<string, { booking: BookingRow; sessions: SessionRow[] }>();
  for (const { session, booking } of rows) {
    const entry = byBooking.get(booking.id) ?? { booking, sessions: [] };
    entry.sessions.push(session);
    byBooking.set(booking.id, entry);
  }
  return [...byBooking.values()];
}

/**
 * The online room changed (decision 060): every booked online session ahead gets its reminders
 * again with the new link (those queued carry the old one) and, when `tell`, each of its
 * family's readers a mail with the new link and updated calendar invites (the invite's location
 * is the link, so each session's SEQUENCE moves on). Queued in the caller's transaction; answers
 * how many families (booking contacts) were told.
 */
export async function onlineRoomChanged(
  tx: Db,
  settings: Pick<Config, 'academy' | 'publicUrl'>,
  now: Date,
  tell: boolean,
): Promise<{ mails: NewMail[]; familiesTold: number }> {
  const config = { ...settings, academy: await venueOf(tx, settings.academy) };
  const outbox = createMailRepository(tx);
  const mails: NewMail[] = [];
  const told = new Set<string>();
  for (const { booking, sessions: before } of await onlineSessionsAhead(tx, now)) {
    const ids = before.map((s) => s.id);
    for (const id of ids) await outbox.withdraw(REMINDER_KIND, id);
    const sessions = tell
      ? await tx
          .update(bookingSessions)
          .set({ sequence: sql`${bookingSessions.sequence} + 1` })
          .where(inArray(bookingSessions.id, ids))
          .returning()
      : before;
    sessions.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
    const { to, readers } = await sessionReaders(tx, booking, config, () =>
      newManageUrl(tx, booking.id, config.publicUrl),
    );
    if (to && tell) told.add(to.toLowerCase());
    for (const reader of readers) {
      if (tell) {
        const invites = sessions.map((s) => sessionInvite(booking, s, inviteFor(reader)));
        mails.push(joinLinkChanged(booking, sessions, reader, invites));
      }
      mails.push(...sessions.flatMap((s) => sessionReminders(booking, s, reader, now)));
    }
  }
  return { mails, familiesTold: told.size };
}
