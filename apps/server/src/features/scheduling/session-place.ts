import { addressLine, type AcademyContact } from '@academy/shared/academy';
import { ONLINE_ROOM_PENDING } from '@academy/shared/online-room';
import type { Db } from '../../db/client.ts';
import type { Block } from '../mail/format.ts';
import { onlineRoomUrl } from './online-room.ts';
import type { BookingRow } from './repository.ts';

/** The academy as a booking's mails place its sessions: its office, and its online room. */
export interface Venue extends AcademyContact {
  /** The link online sessions are joined by (decision 060); null while none is set. */
  onlineRoom: string | null;
}

/** The venue as it is now: mails read the online room when they are written. */
export const venueOf = async (db: Db, academy: AcademyContact): Promise<Venue> => ({
  ...academy,
  onlineRoom: await onlineRoomUrl(db),
});

/**
 * Where a booking's sessions are held: the academy's office (ACADEMY_ADDRESS) for in-person
 * ones, the online room's link for online ones; undefined online while no link is set.
 */
export const sessionPlace = (booking: Pick<BookingRow, 'sessionType'>, venue: Venue) =>
  booking.sessionType === 'in-person' ? addressLine(venue) : (venue.onlineRoom ?? undefined);

/** What a mail about sessions says of where to come, or how to join. */
export function placeBlocks(
  booking: Pick<BookingRow, 'sessionType'>,
  venue: Venue,
  sessionCount = 1,
): Block[] {
  if (booking.sessionType === 'in-person') {
    const place = addressLine(venue);
    return [[`${sessionCount === 1 ? 'It is' : 'They are'} in person, at the academy: ${place}.`]];
  }
  return venue.onlineRoom
    ? [['Join online: ', { url: venue.onlineRoom }]]
    : [[ONLINE_ROOM_PENDING]];
}
