import { googleAuthSchema, loginSchema, signupSchema } from '@academy/shared/auth';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { parseInput } from '../../lib/validate.ts';
import { toAuthUser } from '../../lib/user-profile.ts';
import { currentUser } from '../../plugins/auth.ts';
import { enqueueCappedMail } from '../mail/caps.ts';
import { createIssueVerification } from '../verification/issue.ts';
import { createInvitationVouches } from '../family/invitation-token.ts';
import { createSharingEnded } from '../family/sharing-end.ts';
import { signupAttemptMail } from '../verification/mails.ts';
import { accountMailReader } from './account-mails.ts';
import { createAccountRepository } from './account-repository.ts';
import { accountRoutes } from './account-routes.ts';
import { createGoogleVerifier } from './google.ts';
import { knownDeviceOf } from './new-device.ts';
import { createAuthRepository } from './repository.ts';
import { createAuthService } from './service.ts';
import { createSignInThrottle } from './sign-in-throttle.ts';
import { createSignupLimit } from './signup-limit.ts';
import { routeLimit } from '../../plugins/rate-limit.ts';

const SIGNUP_MESSAGE = 'Account created successfully';

export async function authRoutes(app: FastifyInstance, opts: { db: Db; config: Config }) {
  const service = createAuthService(
    createAuthRepository(opts.db),
    createSharingEnded(opts.db, opts.config),
  );
  const issueVerification = createIssueVerification(opts.db, opts.config);
  const invitationVouches = createInvitationVouches(opts.db);
  const verifyGoogleToken = createGoogleVerifier(
    opts.config.google.clientId,
    opts.config.google.jwksUrl,
  );
  const signInThrottle = createSignInThrottle(app.counters, opts.config.signInLock);
  const accounts = createAccountRepository(opts.db);
  const signupLimit = createSignupLimit(app, opts.config.signupDailyLimit);
  const limited = routeLimit(opts.config.authRateLimit);

  // A taken address answers like a new account, without a session (decision 012).
  app.post('/auth/signup', { config: limited }, async (request, reply) => {
    const input = parseInput(signupSchema, request.body);
    await signupLimit.assertAllowed(request);
    const vouched = input.invitation
      ? await invitationVouches(input.invitation, input.email)
      : false;
    const outcome = await service.signup(input, { verified: vouched });
    // Both answers have the same status and message, so both use the day's budget. The session a
    // new account gets still tells them apart: SPEC §2 signs it in at once (decision 012).
    await signupLimit.countCreated(request);
    if (!outcome.created) {
      const { publicUrl } = opts.config;
      const links = {
        signIn: `${publicUrl}/login`,
        forgotPassword: `${publicUrl}/forgot-password`,
      };
      await enqueueCappedMail(
        opts.db,
        signupAttemptMail(accountMailReader(outcome.owner, opts.config), links),
        { notify: true },
      );
      return reply.status(201).send({ message: SIGNUP_MESSAGE, verificationRequired: true });
    }
    if (!vouched) await issueVerification(outcome.user, input.plan);
    await app.sessions.rotateIn(request, reply, outcome.user.id);
    return reply.status(201).send({ message: SIGNUP_MESSAGE, user: toAuthUser(outcome.user) });
  });

  app.post('/auth/login', { config: limited }, async (request, reply) => {
    const input = parseInput(loginSchema, request.body);
    const device = await knownDeviceOf(request, opts.config, accounts, input.email);
    const attempt = await signInThrottle.begin(input.email, device);
    const found = await service.login(input).catch(async (error: unknown) => {
      if (error instanceof AppError && error.statusCode === 400) await attempt.failed();
      throw error;
    });
    await attempt.succeeded();
    const user = await app.withCurrentTier(found);
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

  accountRoutes(app, { db: opts.db, config: opts.config, limited });
}
