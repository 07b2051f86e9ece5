import {
  EMAIL_CHANGE_PATH,
  EMAIL_CHANGE_TTL_HOURS,
  emailChangeMessages,
  type ChangeEmailInput,
  type EmailChanged,
} from '@academy/shared/email-change';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { fieldError } from '../../lib/app-error.ts';
import { tooManyRequests } from '../../plugins/rate-limit.ts';
import { accountMailReader } from './account-mails.ts';
import { hashAccountToken, newAccountToken } from './account-token.ts';
import { confirmNewEmailMail, emailChangedMail, newEmailTakenMail } from './email-change-mails.ts';
import { createEmailChangeRepository } from './email-change-repository.ts';
import type { OwnerProof } from './owner-proof.ts';
import type { UserRow } from './repository.ts';

const REFUSALS = {
  invalid: emailChangeMessages.tokenInvalid,
  used: emailChangeMessages.tokenUsed,
  taken: emailChangeMessages.addressTaken,
} as const;

/**
 * A change of address (decision 053): asked for with the password (an account made with Google
 * confirms with Google instead, decision 064), proven by the link mailed to the new address. The answer to the request is the
 * same whether or not the new address has an account: that one is told by mail instead.
 */
export function createEmailChangeService(
  db: Db,
  config: Pick<Config, 'publicUrl' | 'academy'>,
  /** Told once a change is committed: copies of the address kept elsewhere follow it. */
  changed: (userId: string) => Promise<void>,
  /** The password, counted with the sign-in failures, or Google's confirmation. */
  proveOwner: OwnerProof,
) {
  const repo = createEmailChangeRepository(db);

  return {
    async request(user: UserRow, input: ChangeEmailInput, knownDevice: string | null) {
      const { newEmail } = input;
      if (newEmail.toLowerCase() === user.email.toLowerCase()) {
        throw fieldError('newEmail', emailChangeMessages.sameEmail);
      }
      await proveOwner(user, input, emailChangeMessages, knownDevice);
      const token = newAccountToken();
      // The request is recorded either way, so the profile shows it waiting the same: a taken
      // address's token is never mailed, so it can never be used.
      const record = {
        hash: hashAccountToken(token),
        userId: user.id,
        email: newEmail,
        validForMs: EMAIL_CHANGE_TTL_HOURS * 3_600_000,
      };
      const outcome = (await repo.takenByAnother(newEmail, user.id))
        ? await repo.issue(
            newEmailTakenMail(config.academy, newEmail, `${config.publicUrl}/login`),
            record,
          )
        : await repo.issue(
            confirmNewEmailMail(
              accountMailReader(user, config),
              newEmail,
              `${config.publicUrl}${EMAIL_CHANGE_PATH}?token=${token}`,
            ),
            record,
          );
      // The owner asks, and either kind of mail caps the same: no answer tells whether the
      // address has an account. A 200 here would send them to look for a mail not coming.
      if (!outcome.sent) {
        const waitMs = outcome.retryAt.getTime() - Date.now();
        throw tooManyRequests(
          waitMs,
          emailChangeMessages.limited(newEmail, outcome.cap, waitMs / 1000),
        );
      }
      return { message: emailChangeMessages.sent(newEmail) };
    },

    /** The change asked for last, while its link works: shown to its owner on the profile. */
    pending: (userId: string) => repo.pending(userId, new Date()),

    /** `signedInId`: the account signed in where the link was opened, if any. */
    async confirm(token: string, signedInId?: string): Promise<EmailChanged> {
      const now = new Date();
      const outcome = await repo.consume(hashAccountToken(token), now, (user, newEmail) =>
        emailChangedMail(accountMailReader(user, config), newEmail, now),
      );
      if (!outcome.changed) throw fieldError('token', REFUSALS[outcome.reason]);
      await changed(outcome.user.id);
      return {
        message: emailChangeMessages.changed,
        email: outcome.newEmail,
        otherAccountSignedIn: signedInId !== undefined && signedInId !== outcome.user.id,
      };
    },
  };
}
