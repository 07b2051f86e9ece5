import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { onlineRoom } from '../../db/schema/index.ts';

/** The academy's online room (decision 060): the link, or null while the tutor has set none. */
export async function onlineRoomUrl(db: Db): Promise<string | null> {
  const [row] = await db.select({ url: onlineRoom.url }).from(onlineRoom);
  return row?.url ?? null;
}

/** Sets the link, or with null removes it. */
export async function setOnlineRoomUrl(db: Db, url: string | null, at: Date) {
  if (url === null) {
    await db.delete(onlineRoom).where(eq(onlineRoom.id, true));
    return;
  }
  await db
    .insert(onlineRoom)
    .values({ id: true, url, updatedAt: at })
    .onConflictDoUpdate({ target: onlineRoom.id, set: { url, updatedAt: at } });
}

/** How the people of a booking join its sessions (SessionJoin): the link, for online ones. */
export const joinUrlOf = async (db: Db, sessionType: string) =>
  sessionType === 'in-person' ? null : onlineRoomUrl(db);
