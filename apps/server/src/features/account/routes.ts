import { Readable } from 'node:stream';
import {
  accountDataMessages,
  accountExportFileName,
  deleteAccountSchema,
} from '@academy/shared/account-data';
import { academyDay } from '@academy/shared/academy-day';
import { ERROR_CODES } from '@academy/shared/errors';
import { isStaff } from '@academy/shared/roles';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { conflict, forbidden } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { parseInput } from '../../lib/validate.ts';
import { currentUser } from '../../plugins/auth.ts';
import { createAccountRepository } from '../auth/account-repository.ts';
import { knownDeviceOf } from '../auth/new-device.ts';
import { createOwnerProof } from '../auth/owner-proof.ts';
import { createSignInThrottle } from '../auth/sign-in-throttle.ts';
import { createUpcomingSessions } from '../scheduling/upcoming-sessions.ts';
import { createAppAccountEraser } from './erasure.ts';
import { createAccountExport } from './export-repository.ts';
import { routeLimit } from '../../plugins/rate-limit.ts';

/**
 * The owner's copy of their data and the deletion of their account (decision 052). Deleting is
 * proven like a sign-in: the password, counted with the sign-in failures of that address, or for
 * an account made with Google, Google's confirmation (decision 064).
 */
export async function accountDataRoutes(
  app: FastifyInstance,
  opts: { db: Db; config: Config; clock: Clock },
) {
  const exportAccount = createAccountExport(opts.db, opts.config);
  const eraseAccount = createAppAccountEraser(opts.db, opts.config);
  const upcoming = createUpcomingSessions(opts.db);
  const devices = createAccountRepository(opts.db);
  const proveOwner = createOwnerProof(
    createSignInThrottle(app.counters, opts.config.signInLock).verify,
    opts.config.google,
    app.counters,
  );
  const limited = routeLimit(opts.config.authRateLimit);

  app.get(
    '/account/export',
    { preHandler: app.requireUser, config: limited },
    async (request, reply) => {
      const now = opts.clock.now();
      const text = await exportAccount(currentUser(request), now);
      return (
        reply
          .type('application/json; charset=utf-8')
          .header('cache-control', 'no-store')
          .header(
            'content-disposition',
            `attachment; filename="${accountExportFileName(academyDay(now))}"`,
          )
          // One page read ahead at most: a slow download holds back the reads, not memory.
          .send(Readable.from(text, { highWaterMark: 1 }))
      );
    },
  );

  app.delete(
    '/account',
    { preHandler: app.requireUser, config: limited },
    async (request, reply) => {
      const user = currentUser(request);
      const input = parseInput(deleteAccountSchema, request.body);
      if (isStaff(user.role)) {
        throw forbidden(accountDataMessages.staffAccount, ERROR_CODES.roleRequired);
      }
      const device = await knownDeviceOf(request, opts.config, devices, user.email);
      await proveOwner(user, input, accountDataMessages, device);
      const now = opts.clock.now();
      const ahead = await upcoming.countOf(user.id, now);
      if (ahead > 0) throw conflict(accountDataMessages.sessionsAhead(ahead));
      await eraseAccount(user, 'request', now);
      // Its sessions went with the account; the browser forgets the cookie.
      await app.sessions.end(request, reply);
      return { message: accountDataMessages.deleted };
    },
  );
}
