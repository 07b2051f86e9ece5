import { addressLine } from '@academy/shared/academy';
import { ONLINE_ROOM_PENDING, type SessionJoin } from '@academy/shared/online-room';
import type { SessionType } from '@academy/shared/scheduling-prices';
import { ACADEMY } from '../../../lib/academy';
import { cn } from '../../../lib/cn';

/**
 * Where a booked session is held, as its cards show it: the academy's office (the build's
 * ACADEMY_ADDRESS, as the server mails it) in person; online, the link to join the tutor's room,
 * or word that it is coming (decision 060).
 */
export function SessionPlace({
  sessionType,
  joinUrl,
  className,
}: SessionJoin & { sessionType: SessionType; className?: string }) {
  if (sessionType === 'in-person') {
    return <span className={cn('block', className)}>At the academy: {addressLine(ACADEMY)}</span>;
  }
  if (!joinUrl) return <span className={cn('block', className)}>{ONLINE_ROOM_PENDING}</span>;
  return (
    <span className={cn('block', className)}>
      Join online:{' '}
      <a
        href={joinUrl}
        target="_blank"
        rel="noopener noreferrer"
        className="font-medium break-all text-primary-700 underline"
      >
        {joinUrl}
      </a>
    </span>
  );
}
