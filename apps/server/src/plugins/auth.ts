import { ERROR_CODES } from '@academy/shared/errors';
import { ROLE_REQUIRED_MESSAGE, type Role } from '@academy/shared/roles';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { changeFeedOf, type Db } from '../db/client.ts';
import { createAccountRepository } from '../features/auth/account-repository.ts';
import { createNewDeviceWatch } from '../features/auth/new-device.ts';
import { createAuthRepository, type UserRow } from '../features/auth/repository.ts';
import { hashSessionToken } from '../features/auth/session-token.ts';
import { onUserChanged } from '../features/auth/user-changes.ts';
import { createSessionService, type SessionService } from '../features/auth/sessions.ts';
import { createTierRollover, type TierRollover } from '../features/payments/tier-rollover.ts';
import { forbidden, unauthorized } from '../lib/app-error.ts';

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionService;
    /**
     * The user with the tier they have now: a plan or pass that ended since the row was written
     * gives way to what comes next (features/payments/tier-rollover.ts). Every preHandler below
     * attaches the user through it; a route that reads a user itself (sign-in) calls it.
     */
    withCurrentTier: TierRollover;
    /** preHandler: 401 unless a valid session cookie came with the request. */
    requireUser: (request: FastifyRequest) => Promise<void>;
    /** preHandler: attaches the user when signed in, lets anonymous callers through. */
    optionalUser: (request: FastifyRequest) => Promise<void>;
    /**
     * preHandler for calls made many times a second (the catalogue, practice, progress): like
     * requireUser, but may reuse this process's check of the same session from the last second.
     * Sign-out, rotation and changes to the user's row (tier, profile) drop that check at once,
     * here and, through the change feed, on the other instances. Not for payments or the
     * profile, which read the row afresh.
     */
    requireSignedIn: (request: FastifyRequest) => Promise<void>;
    /**
     * preHandler: requireUser, then 403 with ROLE_REQUIRED unless the user has one of `roles`
     * (an admin reaches everything). The row is read afresh, so a role taken away applies at once.
     */
    requireRole: (...roles: Role[]) => (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    user?: UserRow;
    sessionTokenHash?: string;
  }
}

type Found = { user: UserRow; tokenHash: string; expiresAt: number; lastSeenAt: number };

const RECENT_CHECK_MS = 1_000;
const MAX_RECENT = 10_000;

export function registerAuth(app: FastifyInstance, db: Db, config: Config) {
  const repo = createAuthRepository(db);
  // Session checks of the last second, by token hash, for requireSignedIn. A session ended here
  // (sign-out, rotation) leaves at once; `ended` stops a check that raced it from coming back.
  const recent = new Map<string, { found: Found; at: number }>();
  let ended = 0;
  // Another instance ending a session (on PostgreSQL) drops it here too.
  const feed = changeFeedOf(db);
  feed.subscribe('session', (tokenHash) => {
    ended += 1;
    if (tokenHash === undefined) recent.clear();
    else recent.delete(tokenHash);
  });
  // A new tier or profile drops the user's recent checks, here and on the other instances.
  onUserChanged(db, (userId) => {
    ended += 1;
    for (const [tokenHash, { found }] of recent) {
      if (userId === undefined || found.user.id === userId) recent.delete(tokenHash);
    }
  });
  const sessions = createSessionService(
    {
      ...repo,
      deleteSession: async (tokenHash: string) => {
        ended += 1;
        recent.delete(tokenHash);
        await repo.deleteSession(tokenHash);
        // Announced once gone, so another instance cannot re-read it in between.
        feed.publish('session', tokenHash);
      },
      findSession: async (tokenHash: string) => {
        const before = ended;
        const found = await repo.findSession(tokenHash);
        if (found && before === ended) {
          if (recent.size >= MAX_RECENT) recent.delete(recent.keys().next().value!);
          recent.set(tokenHash, {
            found: {
              user: found.user,
              tokenHash,
              expiresAt: found.session.expiresAt.getTime(),
              lastSeenAt: found.session.lastSeenAt.getTime(),
            },
            at: Date.now(),
          });
        }
        return found;
      },
    },
    config,
    createNewDeviceWatch(createAccountRepository(db), config),
  );
  app.decorate('sessions', sessions);
  const withCurrentTier = createTierRollover(db, config);
  app.decorate('withCurrentTier', withCurrentTier);
  app.decorateRequest('user', undefined);
  app.decorateRequest('sessionTokenHash', undefined);

  const attach = async (request: FastifyRequest) => {
    const found = await sessions.resolve(request);
    if (found) {
      request.user = await withCurrentTier(found.user);
      request.sessionTokenHash = found.tokenHash;
    }
  };

  /** A session checked in the last second and still within its idle and absolute limits. */
  const recentlyChecked = (request: FastifyRequest): Found | undefined => {
    const token = request.cookies[sessions.cookieName];
    if (!token || token.length > 100) return undefined;
    const tokenHash = hashSessionToken(token);
    const hit = recent.get(tokenHash);
    const now = Date.now();
    if (!hit || now - hit.at >= RECENT_CHECK_MS) return undefined;
    const { found } = hit;
    if (found.expiresAt <= now || found.lastSeenAt + config.session.idleMs <= now) return undefined;
    return found;
  };

  app.decorate('optionalUser', attach);
  app.decorate('requireUser', async (request: FastifyRequest) => {
    await attach(request);
    if (!request.user) throw unauthorized();
  });
  app.decorate('requireRole', (...roles: Role[]) => async (request: FastifyRequest) => {
    await attach(request);
    if (!request.user) throw unauthorized();
    if (request.user.role !== 'admin' && !roles.includes(request.user.role)) {
      throw forbidden(ROLE_REQUIRED_MESSAGE, ERROR_CODES.roleRequired);
    }
  });
  // One database check per session at a time: when the recent check expires under load, the
  // requests that arrive meanwhile wait for that one instead of each querying.
  const checking = new Map<string, Promise<{ user: UserRow; tokenHash: string } | undefined>>();
  app.decorate('requireSignedIn', async (request: FastifyRequest) => {
    const recentFound = recentlyChecked(request);
    if (recentFound) {
      // The row kept may be up to a second old: its tier is checked against the clock all the same.
      request.user = await withCurrentTier(recentFound.user);
      request.sessionTokenHash = recentFound.tokenHash;
      return;
    }
    const token = request.cookies[sessions.cookieName];
    const key = token && token.length <= 100 ? hashSessionToken(token) : undefined;
    let check = key ? checking.get(key) : undefined;
    if (!check) {
      check = sessions.resolve(request);
      if (key) {
        checking.set(key, check);
        void check.finally(() => checking.delete(key)).catch(() => {});
      }
    }
    const found = await check;
    if (!found) throw unauthorized();
    request.user = await withCurrentTier(found.user);
    request.sessionTokenHash = found.tokenHash;
  });
}

/** The signed-in user inside a handler guarded by requireUser. */
export function currentUser(request: FastifyRequest): UserRow {
  if (!request.user) throw unauthorized();
  return request.user;
}
