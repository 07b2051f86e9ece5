// The academy's online room (decision 060): the link families join online sessions by.

/** How a booked session is joined, for the people of its booking only. */
export interface SessionJoin {
  /** The online room's link, for an online session; null in person, or while none is set. */
  joinUrl: string | null;
}

/** GET and PUT /api/tutor/online-room: the link, or null while none is set. */
export interface OnlineRoom {
  url: string | null;
}

/** The answer to a save: the link, and how many families with online sessions ahead were told. */
export interface OnlineRoomSaved extends OnlineRoom {
  familiesTold: number;
}

export const ONLINE_ROOM_URL_MAX = 500;

/**
 * A host name a calendar takes as an event's URL: lowercase labels of letters, digits and inner
 * hyphens, and a top-level domain, as every meeting service has. The invites' library refuses
 * anything else (a capital, an underscore), and a refused invite stops a paid booking's mails.
 */
const CALENDAR_HOST = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z][a-z0-9-]*[a-z0-9]$/;

/**
 * True when `url` is an https link written as a browser writes it (its href: the host in
 * lowercase, no space), on a host and port a calendar invite can carry as the event's URL.
 */
export function isCalendarLink(url: string) {
  if (!URL.canParse(url)) return false;
  const { href, protocol, hostname, port } = new URL(url);
  return href === url && protocol === 'https:' && CALENDAR_HOST.test(hostname) && port.length !== 1;
}

export const onlineRoomMessages = {
  urlInvalid: 'Please enter the full link to your meeting room, starting with https://',
  urlTooLong: `Please keep the link under ${ONLINE_ROOM_URL_MAX} characters`,
  urlWithCredentials: 'Please leave any user name or password out of the link',
} as const;

/** What a booked online session says while the tutor has set no link. */
export const ONLINE_ROOM_PENDING = 'The tutor will send you the link to join before the session.';

/** How a saved link is confirmed to the tutor. */
export const onlineRoomSavedText = ({ url, familiesTold }: OnlineRoomSaved) =>
  !url
    ? 'Link removed. Online sessions now say the tutor will send the link.'
    : familiesTold === 0
      ? 'Saved. No family has an online session ahead to tell.'
      : `Saved. ${familiesTold} ${familiesTold === 1 ? 'family' : 'families'} with online sessions ahead ${familiesTold === 1 ? 'was' : 'were'} sent the new link.`;
