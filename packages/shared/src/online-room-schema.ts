// PUT /api/tutor/online-room: the page checks the link as the server does.
import { z } from 'zod';
import { isCalendarLink, ONLINE_ROOM_URL_MAX, onlineRoomMessages } from './online-room.ts';

/** The link as a browser writes it: the host in lowercase, a space encoded. */
const asBrowserWrites = (url: string) => (URL.canParse(url) ? new URL(url).href : url);

/**
 * An absolute https link with no credentials in it, on a host a calendar invite can carry, kept
 * as a browser writes it (so the invites take it: isCalendarLink); blank or null clears the room.
 */
export const onlineRoomSchema = z.object({
  url: z
    .string({ error: onlineRoomMessages.urlInvalid })
    .trim()
    .max(ONLINE_ROOM_URL_MAX, { error: onlineRoomMessages.urlTooLong })
    .superRefine((url, ctx) => {
      if (url === '') return;
      const href = asBrowserWrites(url);
      if (!isCalendarLink(href)) {
        ctx.addIssue({ code: 'custom', message: onlineRoomMessages.urlInvalid });
      } else if (new URL(href).username || new URL(href).password) {
        ctx.addIssue({ code: 'custom', message: onlineRoomMessages.urlWithCredentials });
      } else if (href.length > ONLINE_ROOM_URL_MAX) {
        ctx.addIssue({ code: 'custom', message: onlineRoomMessages.urlTooLong });
      }
    })
    .nullable()
    .transform((url) => (url ? asBrowserWrites(url) : null)),
});
