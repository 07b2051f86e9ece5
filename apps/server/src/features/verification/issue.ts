import type { PurchasableTier } from '@academy/shared/tiers';
import { VERIFY_EMAIL_PATH, VERIFY_EMAIL_TTL_MS } from '@academy/shared/verification-messages';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { accountMailReader } from '../auth/account-mails.ts';
import { verificationMail } from './mails.ts';
import { createVerificationRepository } from './repository.ts';
import { hashAccountToken, newAccountToken } from '../auth/account-token.ts';

export type VerificationReader = { id: string; email: string; firstname: string };

/**
 * The one place a verification link is made and mailed (sign-up and "Resend"): a fresh 128-bit
 * token whose hash is stored for 24 hours, older unused links of the user voided. A limit on
 * mails per recipient belongs here, before the token is made. A plan chosen and waiting for the
 * address rides in the link (`&plan=`), so the page it opens leads on to it on any device.
 * Answers whether the link went out: "Resend" tells its owner, sign-up must not tell anyone.
 */
export function createIssueVerification(db: Db, config: Pick<Config, 'publicUrl' | 'academy'>) {
  const repo = createVerificationRepository(db);
  return async function issueVerification(user: VerificationReader, plan?: PurchasableTier) {
    const token = newAccountToken();
    const link = `${config.publicUrl}${VERIFY_EMAIL_PATH}?token=${token}${plan ? `&plan=${plan}` : ''}`;
    return repo.issue(
      {
        hash: hashAccountToken(token),
        userId: user.id,
        email: user.email,
        validForMs: VERIFY_EMAIL_TTL_MS,
      },
      verificationMail(accountMailReader(user, config), link),
    );
  };
}

export type IssueVerification = ReturnType<typeof createIssueVerification>;
