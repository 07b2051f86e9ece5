import { googleAuthSchema, loginSchema, signupSchema } from '@academy/shared/auth';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { parseInput } from '../../lib/validate.ts';
import { toAuthUser } from '../../lib/user-profile.ts';
import { currentUser } from '../../plugins/auth.ts';
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

  const logout = async (request: FastifyRequest, reply: FastifyReply) => {
    await app.sessions.end(request, reply);
    return { message: 'Logged out successfully' };
  };
  // The web signs out with POST, which the CSRF guard covers. The spec's GET stays for links
  // and old clients, but a cross-site page must not sign the user out by linking to it.
  app.post('/auth/logout', logout);
  app.get('/auth/logout', async (request, reply) => {
    if (request.headers['sec-fetch-site'] === 'cross-site') {
      throw new AppError(403, 'Sign out from the academy site itself');
    }
    return logout(request, reply);
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
}
