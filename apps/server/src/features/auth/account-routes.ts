import {
  accountSecurityMessages,
  accountSettingsSchema,
  changePasswordSchema,
  forgotPasswordSchema,
  resetLinkSchema,
  resetPasswordSchema,
  sessionIdSchema,
  type AccountSecurity,
  type PasswordResetDone,
} from '@academy/shared/account-security';
import type { FastifyContextConfig, FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { parseInput } from '../../lib/validate.ts';
import { currentUser } from '../../plugins/auth.ts';
import { changeEmailSchema, confirmEmailChangeSchema } from '@academy/shared/email-change';
import { createAccountRepository } from './account-repository.ts';
import { createEmailChangeService } from './email-change.ts';
import { knownDeviceOf } from './new-device.ts';
import { createOwnerProof } from './owner-proof.ts';
import { createPasswordService } from './password-reset.ts';
import { createAuthRepository } from './repository.ts';
import { createSessionList } from './session-list.ts';
import { createSignInThrottle } from './sign-in-throttle.ts';

/**
 * Password reset and change, the change of email address, the signed-in devices, and the
 * new-sign-in mail setting.
 */
export function accountRoutes(
  app: FastifyInstance,
  opts: { db: Db; config: Config; limited: FastifyContextConfig },
) {
  const repo = createAccountRepository(opts.db);
  const signInThrottle = createSignInThrottle(app.counters, opts.config.signInLock);
  const passwords = createPasswordService(
    createAuthRepository(opts.db),
    repo,
    opts.config,
    signInThrottle.verify,
  );
  const sessionList = createSessionList(repo);
  // Stripe's copy of the address, to which it mails receipts, follows a change (decision 054).
  const emailChange = createEmailChangeService(
    opts.db,
    opts.config,
    (userId) => app.customerContacts.sendSoon(userId),
    createOwnerProof(signInThrottle.verify, opts.config.google, app.counters),
  );
  const { limited } = opts;

  // The same answer whether or not the address has an account (no enumeration), sent before
  // the lookup and the writes: a known address writes a token and a mail, an unknown one
  // nothing (the same statements match no row), and under load that difference showed.
  app.post('/auth/forgot-password', { config: limited }, async (request, reply) => {
    const input = parseInput(forgotPasswordSchema, request.body);
    reply.send({ message: accountSecurityMessages.resetRequested });
    try {
      await passwords.forgotPassword(input);
    } catch (err) {
      request.log.error({ err }, 'password reset link not issued');
    }
    return reply;
  });

  // The page asks as it opens, so a used or expired link says so before a password is typed.
  app.post('/auth/reset-password/check', { config: limited }, async (request) => {
    await passwords.checkResetLink(parseInput(resetLinkSchema, request.body));
    return { valid: true };
  });

  // Not signed in afterwards: the page sends the user to /login with the new password. The
  // link proved the mailbox, so guesses at the old password (anyone's) no longer lock it out.
  // A session, if any, only tells whether the account reset is the one signed in here.
  app.post(
    '/auth/reset-password',
    { config: limited, preHandler: app.optionalUser },
    async (request): Promise<PasswordResetDone> => {
      const signedInId = request.user?.id;
      const reset = await passwords.resetPassword(parseInput(resetPasswordSchema, request.body));
      await signInThrottle.clear(reset.email, await repo.knownDeviceHashes(reset.id));
      return {
        message: accountSecurityMessages.passwordReset,
        otherAccountSignedIn: signedInId !== undefined && signedInId !== reset.id,
      };
    },
  );

  app.post(
    '/auth/change-password',
    { config: limited, preHandler: app.requireUser },
    async (request, reply) => {
      const input = parseInput(changePasswordSchema, request.body);
      const user = currentUser(request);
      const device = await knownDeviceOf(request, opts.config, repo, user.email);
      await passwords.changePassword(user, request.sessionTokenHash!, input, device);
      // A token that may have leaked with the old password stops working too.
      await app.sessions.reissue(reply, request.sessionTokenHash!, user.id);
      return { message: accountSecurityMessages.passwordChanged };
    },
  );

  app.post(
    '/auth/change-email',
    { config: limited, preHandler: app.requireUser },
    async (request) => {
      const input = parseInput(changeEmailSchema, request.body);
      const user = currentUser(request);
      const device = await knownDeviceOf(request, opts.config, repo, user.email);
      return emailChange.request(user, input, device);
    },
  );

  // The mailed link: no session needed, it may be opened on another device.
  // A session, if any, only tells whether the account changed is the one signed in here.
  app.post(
    '/auth/confirm-email-change',
    { config: limited, preHandler: app.optionalUser },
    async (request) =>
      emailChange.confirm(
        parseInput(confirmEmailChangeSchema, request.body).token,
        request.user?.id,
      ),
  );

  app.get('/auth/sessions', { preHandler: app.requireUser }, async (request) =>
    sessionList.list(currentUser(request).id, request.sessionTokenHash!),
  );

  app.delete('/auth/sessions/:id', { preHandler: app.requireUser }, async (request) => {
    const { id } = parseInput(sessionIdSchema, request.params);
    await sessionList.revoke(currentUser(request).id, id);
    return { message: 'Signed out' };
  });

  app.post('/auth/sessions/revoke-others', { preHandler: app.requireUser }, async (request) => {
    await sessionList.revokeOthers(currentUser(request).id, request.sessionTokenHash!);
    return { message: accountSecurityMessages.signedOutOthers };
  });

  app.get('/auth/settings', { preHandler: app.requireUser }, async (request) => {
    const user = currentUser(request);
    return {
      newSignInAlerts: user.newSignInAlerts,
      hasPassword: user.passwordHash !== null,
      pendingEmail: await emailChange.pending(user.id),
    } satisfies AccountSecurity;
  });

  app.patch('/auth/settings', { preHandler: app.requireUser }, async (request) => {
    const user = currentUser(request);
    const { newSignInAlerts } = parseInput(accountSettingsSchema, request.body);
    await repo.setNewSignInAlerts(user.id, newSignInAlerts);
    return {
      newSignInAlerts,
      hasPassword: user.passwordHash !== null,
      pendingEmail: await emailChange.pending(user.id),
    } satisfies AccountSecurity;
  });
}
