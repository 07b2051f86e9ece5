import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { createAuthRepository, type UserRow } from '../features/auth/repository.ts';
import { createSessionService, type SessionService } from '../features/auth/sessions.ts';
import { unauthorized } from '../lib/app-error.ts';

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionService;
    /** preHandler: 401 unless a valid session cookie came with the request. */
    requireUser: (request: FastifyRequest) => Promise<void>;
    /** preHandler: attaches the user when signed in, lets anonymous callers through. */
    optionalUser: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    user?: UserRow;
    sessionTokenHash?: string;
  }
}

export function registerAuth(app: FastifyInstance, db: Db, config: Config) {
  const sessions = createSessionService(createAuthRepository(db), config);
  app.decorate('sessions', sessions);
  app.decorateRequest('user', undefined);
  app.decorateRequest('sessionTokenHash', undefined);

  const attach = async (request: FastifyRequest) => {
    const found = await sessions.resolve(request);
    if (found) {
      request.user = found.user;
      request.sessionTokenHash = found.tokenHash;
    }
  };
  app.decorate('optionalUser', attach);
  app.decorate('requireUser', async (request: FastifyRequest) => {
    await attach(request);
    if (!request.user) throw unauthorized();
  });
}

/** The signed-in user inside a handler guarded by requireUser. */
export function currentUser(request: FastifyRequest): UserRow {
  if (!request.user) throw unauthorized();
  return request.user;
}
