import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import type { AuthRepository, UserRow } from './repository.ts';
import { hashSessionToken, newSessionToken } from './session-token.ts';

// Writing last_seen_at on every request would turn reads into writes; an hour is precise
// enough for a 7-day idle limit.
const TOUCH_AFTER_MS = 3_600_000;
const USER_AGENT_MAX = 512;

/** Called after each sign-in with its new session (the new-device alert listens here). */
export type SignInListener = (
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
) => Promise<void>;

export function createSessionService(
  repo: AuthRepository,
  config: Config,
  onSignIn?: SignInListener,
) {
  const { secureCookie, idleMs, absoluteMs } = config.session;
  // __Host- pins the cookie to our host over HTTPS; browsers refuse it without Secure.
  const cookieName = secureCookie ? '__Host-academy_session' : 'academy_session';

  const cookieOptions = {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: secureCookie,
  };

  const readToken = (request: FastifyRequest) => request.cookies[cookieName];

  async function start(
    reply: FastifyReply,
    userId: string,
    { expiresAt, userAgent }: { expiresAt?: Date; userAgent?: string | null } = {},
  ) {
    const token = newSessionToken();
    const now = new Date();
    const expires = expiresAt ?? new Date(now.getTime() + absoluteMs);
    await repo.deleteExpiredSessions(userId, now);
    await repo.insertSession({
      tokenHash: hashSessionToken(token),
      userId,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: expires,
      userAgent: userAgent?.slice(0, USER_AGENT_MAX) || null,
    });
    reply.setCookie(cookieName, token, { ...cookieOptions, expires });
  }

  return {
    cookieName,

    /** The signed-in user of this request, or undefined; expired sessions are deleted. */
    async resolve(
      request: FastifyRequest,
    ): Promise<{ user: UserRow; tokenHash: string } | undefined> {
      const token = readToken(request);
      if (!token || token.length > 100) return undefined;
      const tokenHash = hashSessionToken(token);
      const found = await repo.findSession(tokenHash);
      if (!found) return undefined;
      const now = Date.now();
      const { session } = found;
      if (session.expiresAt.getTime() <= now || session.lastSeenAt.getTime() + idleMs <= now) {
        await repo.deleteSession(tokenHash);
        return undefined;
      }
      if (now - session.lastSeenAt.getTime() > TOUCH_AFTER_MS) {
        await repo.touchSession(tokenHash, new Date(now));
      }
      return { user: found.user, tokenHash };
    },

    /** Sign-in: any session the browser already carried is ended, a fresh token issued. */
    async rotateIn(request: FastifyRequest, reply: FastifyReply, userId: string) {
      const previous = readToken(request);
      if (previous) await repo.deleteSession(hashSessionToken(previous));
      await start(reply, userId, { userAgent: request.headers['user-agent'] });
      await onSignIn?.(request, reply, userId);
    },

    /** Same user and expiry, new token: the old one stops working at once. */
    async reissue(reply: FastifyReply, tokenHash: string, userId: string) {
      const found = await repo.findSession(tokenHash);
      await repo.deleteSession(tokenHash);
      await start(reply, userId, {
        expiresAt: found?.session.expiresAt,
        userAgent: found?.session.userAgent,
      });
    },

    async end(request: FastifyRequest, reply: FastifyReply) {
      const token = readToken(request);
      if (token) await repo.deleteSession(hashSessionToken(token));
      reply.clearCookie(cookieName, cookieOptions);
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
