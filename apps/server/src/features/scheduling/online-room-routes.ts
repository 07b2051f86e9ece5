import type { OnlineRoom, OnlineRoomSaved } from '@academy/shared/online-room';
import { onlineRoomSchema } from '@academy/shared/online-room-schema';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { parseInput } from '../../lib/validate.ts';
import { enqueueMail, notifyMailQueued } from '../mail/outbox.ts';
import { onlineRoomUrl, setOnlineRoomUrl } from './online-room.ts';
import { onlineRoomChanged } from './online-room-change.ts';

/**
 * The academy's online room (decision 060), the tutor's to set: the link families join online
 * sessions by. A new link is mailed to every family with an online session ahead; a link taken
 * away is not (their reminders say the tutor will send one).
 */
export async function onlineRoomRoutes(
  app: FastifyInstance,
  opts: { db: Db; config: Config; clock: Clock },
) {
  const tutorOnly = { preHandler: app.requireRole('tutor') };

  app.get(
    '/tutor/online-room',
    tutorOnly,
    async () => ({ url: await onlineRoomUrl(opts.db) }) satisfies OnlineRoom,
  );

  app.put('/tutor/online-room', tutorOnly, async (request) => {
    const { url } = parseInput(onlineRoomSchema, request.body);
    const now = opts.clock.now();
    const familiesTold = await opts.db.transaction(async (tx) => {
      const before = await onlineRoomUrl(tx);
      if (before === url) return 0;
      await setOnlineRoomUrl(tx, url, now);
      const change = await onlineRoomChanged(tx, opts.config, now, url !== null);
      await enqueueMail(tx, change.mails);
      return change.familiesTold;
    });
    notifyMailQueued();
    return { url, familiesTold } satisfies OnlineRoomSaved;
  });
}
