import {
  resendVerificationSchema,
  verifyEmailSchema,
  type VerificationResponse,
} from '@academy/shared/verification';
import { verificationMessages } from '@academy/shared/verification-messages';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { badRequest } from '../../lib/app-error.ts';
import { parseInput } from '../../lib/validate.ts';
import { currentUser } from '../../plugins/auth.ts';
import { tooManyRequests, routeLimit } from '../../plugins/rate-limit.ts';
import { createIssueVerification } from './issue.ts';
import {
  createVerificationRepository,
  type TokenRow,
  type VerificationRepository,
} from './repository.ts';
import { hashAccountToken } from '../auth/account-token.ts';

/** Why a link did not verify, in words the page shows as they are. */
async function refusal(row: TokenRow | undefined, now: Date, repo: VerificationRepository) {
  if (!row) return verificationMessages.tokenInvalid;
  if (row.usedAt) return verificationMessages.tokenUsed;
  // Before the expiry check: a replaced link's expiry was cut short, which is not the reason.
  if (row.replacedAt) return verificationMessages.tokenReplaced;
  if (row.expiresAt <= now) return verificationMessages.tokenExpired;
  const current = await repo.currentAddress(row.userId);
  if (current?.email.toLowerCase() !== row.email.toLowerCase()) {
    return verificationMessages.tokenOtherAddress;
  }
  return verificationMessages.tokenInvalid;
}

/**
 * A link to an address the account has verified since, opened again (a second click, a mail
 * client that opens links to scan them, an older link): nothing failed, and the page says so.
 */
async function verifiedBefore(row: TokenRow | undefined, repo: VerificationRepository) {
  if (!row) return false;
  const current = await repo.currentAddress(row.userId);
  return Boolean(current?.verifiedAt) && current?.email.toLowerCase() === row.email.toLowerCase();
}

/** POST /auth/verify-email (the mailed link, no session needed) and /auth/resend-verification. */
export async function verificationRoutes(app: FastifyInstance, opts: { db: Db; config: Config }) {
  const repo = createVerificationRepository(opts.db);
  const issueVerification = createIssueVerification(opts.db, opts.config);
  const limited = routeLimit(opts.config.authRateLimit);

  app.post(
    '/auth/verify-email',
    { config: limited },
    async (request): Promise<VerificationResponse> => {
      const { token } = parseInput(verifyEmailSchema, request.body);
      const now = new Date();
      const outcome = await repo.consume(hashAccountToken(token), now);
      if (!outcome.verified) {
        if (outcome.row && (await verifiedBefore(outcome.row, repo))) {
          return {
            message: verificationMessages.alreadyVerified,
            emailVerified: true,
            email: outcome.row.email,
          };
        }
        const message = await refusal(outcome.row, now, repo);
        throw badRequest(message, [{ param: 'token', msg: message }]);
      }
      return { message: verificationMessages.verified, emailVerified: true, email: outcome.email };
    },
  );

  app.post(
    '/auth/resend-verification',
    { preHandler: app.requireUser, config: limited },
    async (request): Promise<VerificationResponse> => {
      const user = currentUser(request);
      if (user.emailVerifiedAt) {
        return { message: verificationMessages.alreadyVerified, emailVerified: true };
      }
      const { plan } = parseInput(resendVerificationSchema, request.body ?? {});
      const outcome = await issueVerification(user, plan);
      // The owner asks about their own address, so saying no mail went out reveals nothing; a
      // 200 here would tell them to look for a link that is not coming.
      if (!outcome.sent) {
        const waitMs = outcome.retryAt.getTime() - Date.now();
        throw tooManyRequests(
          waitMs,
          verificationMessages.resendLimited(outcome.cap, waitMs / 1000),
        );
      }
      return { message: verificationMessages.sent, emailVerified: false };
    },
  );
}
