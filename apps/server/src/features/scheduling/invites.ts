import { ACADEMY } from '@academy/shared/academy';
import { isCalendarLink } from '@academy/shared/online-room';
import { SESSION_TYPE_LABELS, type SessionType } from '@academy/shared/scheduling-prices';
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { createEvent } from 'ics';
import type { MailAttachment } from '../../db/schema/index.ts';
import type { BookingRow } from './repository.ts';
import { sessionPlace, type Venue } from './session-place.ts';
import type { SessionRow } from './session-repository.ts';

/** The mail domain of the academy's invites' UIDs: stable, so an update replaces the event. */
const UID_DOMAIN = 'sessions.summitprepacademy.com';

/**
 * One session's iCalendar invite (RFC 5545/5546): METHOD REQUEST for a booked or moved session,
 * CANCEL for a cancelled one, its UID fixed per session and its SEQUENCE counting the changes,
 * so a calendar updates the event it has instead of adding another. Times are in UTC.
 */
export function sessionInvite(
  booking: BookingRow,
  session: SessionRow,
  people: { academy: Venue; attendeeEmail: string; attendeeName?: string | null },
  method: 'REQUEST' | 'CANCEL' = 'REQUEST',
): MailAttachment {
  const type = SESSION_TYPE_LABELS[booking.sessionType as SessionType] ?? booking.sessionType;
  // A calendar shows an in-person session's address and offers the way there, or the online
  // room's link, to join from the event.
  const location = sessionPlace(booking, people.academy);
  // The event's URL only for a link a calendar takes: one saved before the rules of
  // online-room-schema.ts (a capital in its host) would stop the invite, and the booking's mails.
  const online = booking.sessionType !== 'in-person' && location && isCalendarLink(location);
  const { error, value } = createEvent({
    method,
    productId: `-//${ACADEMY.name}//Tutor sessions//EN`,
    uid: `${session.id}@${UID_DOMAIN}`,
    sequence: session.sequence,
    status: method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED',
    start: session.startsAt.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: session.endsAt.getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    title: `${type} tutor session with ${ACADEMY.tutorName}`,
    description: `${ACADEMY.name} tutor session, booking ${booking.internalReference}.`,
    ...(location ? { location } : {}),
    ...(online ? { url: location } : {}),
    organizer: { name: ACADEMY.name, email: people.academy.email },
    attendees: [
      {
        ...(people.attendeeName ? { name: people.attendeeName } : {}),
        email: people.attendeeEmail,
        rsvp: false,
        partstat: 'ACCEPTED',
        role: 'REQ-PARTICIPANT',
      },
    ],
  });
  if (error || !value) throw error ?? new Error('invite not generated');
  return {
    // Named by the academy's hour, as the mail gives it (a 10 AM session is not "16h").
    filename: `session-${format(new TZDate(session.startsAt, ACADEMY.timeZone), "yyyy-MM-dd-HH'h'")}.ics`,
    contentType: `text/calendar; charset=utf-8; method=${method}`,
    content: value,
  };
}
