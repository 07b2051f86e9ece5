import { verifyEmailSchema, type VerificationResponse } from '@academy/shared/verification';
import { verificationMessages } from '@academy/shared/verification-messages';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { badRequest } from '../../lib/app-error.ts';
import { parseInput } from '../../lib/validate.ts';
import { currentUser } from '../../plugins/auth.ts';
import { createIssueVerification } from './issue.ts';
import { createVerificationRepository, type TokenRow } from './repository.ts';
import { hashAccountToken } from '../auth/account-token.ts';

/** Why a link did not verify, in words the page shows as they are. */
async function refusal(
  row: TokenRow | undefined,
  now: Date,
  currentEmail: (userId: string) => Promise<string | undefined>,
) {
  if (!row) return verificationMessages.tokenInvalid;
  if (row.usedAt) return verificationMessages.tokenUsed;
  if (row.expiresAt <= now) return verificationMessages.tokenExpired;
  const email = await currentEmail(row.userId);
  if (email?.toLowerCase() !== row.email.toLowerCase()) {
    return verificationMessages.tokenOtherAddress;
  }
  return verificationMessages.tokenInvalid;
}

/** POST /auth/verify-email (the mailed link, no session needed) and /auth/resend-verification. */
export async function verificationRoutes(app: FastifyInstance, opts: { db: Db; config: Config }) {
  const repo = createVerificationRepository(opts.db);
  const issueVerification = createIssueVerification(opts.db, opts.config);
  const limited = {
    rateLimit: {
      max: opts.config.authRateLimit.max,
      timeWindow: opts.config.authRateLimit.windowMs,
    },
  };

  app.post(
    '/auth/verify-email',
    { config: limited },
    async (request): Promise<VerificationResponse> => {
      const { token } = parseInput(verifyEmailSchema, request.body);
      const now = new Date();
      const outcome = await repo.consume(hashAccountToken(token), now);
      if (!outcome.verified) {
        const message = await refusal(outcome.row, now, repo.currentEmail);
        throw badRequest(message, [{ param: 'token', msg: message }]);
      }
      return { message: verificationMessages.verified, emailVerified: true };
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
      await issueVerification(user);
      return { message: verificationMessages.sent, emailVerified: false };
    },
  );
}
