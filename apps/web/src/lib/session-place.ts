import { addressLine } from '@academy/shared/academy';
import type { SessionType } from '@academy/shared/scheduling-prices';
import { ACADEMY } from './academy';

/**
 * Where a tutor session is held, as its cards show it: the academy's office (the build's
 * ACADEMY_ADDRESS, as the server mails it) for an in-person one; null online, where the place is
 * the call the tutor sets up.
 */
export const sessionPlace = (sessionType: SessionType) =>
  sessionType === 'in-person' ? addressLine(ACADEMY) : null;
