// PUT /api/tutor/online-room: the page checks the link as the server does.
import { z } from 'zod';
import { ONLINE_ROOM_URL_MAX, onlineRoomMessages } from './online-room.ts';

/** An absolute https link with no credentials in it; blank or null clears the room. */
export const onlineRoomSchema = z.object({
  url: z
    .string({ error: onlineRoomMessages.urlInvalid })
    .trim()
    .max(ONLINE_ROOM_URL_MAX, { error: onlineRoomMessages.urlTooLong })
    .superRefine((url, ctx) => {
      if (url === '') return;
      const parsed = URL.canParse(url) ? new URL(url) : null;
      if (parsed?.protocol !== 'https:') {
        ctx.addIssue({ code: 'custom', message: onlineRoomMessages.urlInvalid });
      } else if (parsed.username || parsed.password) {
        ctx.addIssue({ code: 'custom', message: onlineRoomMessages.urlWithCredentials });
      }
    })
    .nullable()
    .transform((url) => url || null),
});
