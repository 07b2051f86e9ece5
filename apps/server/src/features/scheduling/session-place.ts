import { addressLine, type AcademyContact } from '@academy/shared/academy';
import type { Block } from '../mail/format.ts';
import type { BookingRow } from './repository.ts';

/**
 * Where a booking's sessions are held: the academy's office (ACADEMY_ADDRESS) for in-person
 * ones; undefined online, where the place is the call the tutor sets up.
 */
export const sessionPlace = (booking: Pick<BookingRow, 'sessionType'>, academy: AcademyContact) =>
  booking.sessionType === 'in-person' ? addressLine(academy) : undefined;

/** What a mail about in-person sessions says of where to come; nothing online. */
export function placeBlocks(
  booking: Pick<BookingRow, 'sessionType'>,
  academy: AcademyContact,
  sessionCount = 1,
): Block[] {
  const place = sessionPlace(booking, academy);
  if (!place) return [];
  return [[`${sessionCount === 1 ? 'It is' : 'They are'} in person, at the academy: ${place}.`]];
}
