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
