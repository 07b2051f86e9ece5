import { googleAuthSchema, loginSchema, signupSchema } from '@academy/shared/auth';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { parseInput } from '../../lib/validate.ts';
import { toAuthUser } from '../../lib/user-profile.ts';
import { currentUser } from '../../plugins/auth.ts';
import { accountRoutes } from './account-routes.ts';
import { createGoogleVerifier } from './google.ts';
import { createAuthRepository } from './repository.ts';
import { createAuthService } from './service.ts';

export async function authRoutes(app: FastifyInstance, opts: { db: Db; config: Config }) {
  const service = createAuthService(createAuthRepository(opts.db));
  const verifyGoogleToken = createGoogleVerifier(
    opts.config.google.clientId,
    opts.config.google.jwksUrl,
  );
  const limited = {
    rateLimit: {
      max: opts.config.authRateLimit.max,
      timeWindow: opts.config.authRateLimit.windowMs,
    },
  };

  app.post('/auth/signup', { config: limited }, async (request, reply) => {
    const user = await service.signup(parseInput(signupSchema, request.body));
    await app.sessions.rotateIn(request, reply, user.id);
    return reply
      .status(201)
      .send({ message: 'Account created successfully', user: toAuthUser(user) });
  });

  app.post('/auth/login', { config: limited }, async (request, reply) => {
    const user = await app.withCurrentTier(
      await service.login(parseInput(loginSchema, request.body)),
    );
    await app.sessions.rotateIn(request, reply, user.id);
    return { user: toAuthUser(user) };
  });

  app.post('/auth/google', { config: limited }, async (request, reply) => {
    const { token } = parseInput(googleAuthSchema, request.body);
    const user = await app.withCurrentTier(await service.google(await verifyGoogleToken(token)));
    await app.sessions.rotateIn(request, reply, user.id);
    return { user: toAuthUser(user) };
  });

  app.get('/auth/logout', async (request, reply) => {
    await app.sessions.end(request, reply);
    return { message: 'Logged out successfully' };
  });

  app.get('/auth/verify', { preHandler: app.requireUser }, async (request) => ({
    success: true,
    user: toAuthUser(currentUser(request)),
  }));

  app.get('/auth/reset-token', { preHandler: app.requireUser }, async (request, reply) => {
    await app.sessions.reissue(reply, request.sessionTokenHash!, currentUser(request).id);
    return { success: true, message: 'Session token rotated' };
  });

  // Diagnostics for support: which auth cookies arrived and whether they hold a session.
  app.get('/auth/debug-cookies', { preHandler: app.optionalUser }, async (request) => ({
    cookieNames: Object.keys(request.cookies).filter((name) => name.includes('session')),
    expectedCookie: app.sessions.cookieName,
    sessionValid: Boolean(request.user),
  }));

  accountRoutes(app, { db: opts.db, config: opts.config, limited });
}
