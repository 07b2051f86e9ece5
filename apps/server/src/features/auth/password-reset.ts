import {
  accountSecurityMessages,
  RESET_TOKEN_MINUTES,
  type ChangePasswordInput,
  type ForgotPasswordInput,
  type ResetPasswordInput,
} from '@academy/shared/account-security';
import type { Config } from '../../config.ts';
import { badRequest, fieldError } from '../../lib/app-error.ts';
import type { AccountRepository } from './account-repository.ts';
import { hashAccountToken, newAccountToken } from './account-token.ts';
import { accountMailReader, passwordChangedMail, resetPasswordMail } from './account-mails.ts';
import { hashPassword } from './password.ts';
import type { PasswordCheck } from './sign-in-throttle.ts';
import type { AuthRepository, UserRow } from './repository.ts';

const invalidLink = () => badRequest(accountSecurityMessages.resetLinkInvalid);

/** Forgot, reset and change password. */
export function createPasswordService(
  users: Pick<AuthRepository, 'findUserByEmail'>,
  repo: AccountRepository,
  config: Pick<Config, 'publicUrl' | 'academy'>,
  /** The account's password check, counted with its sign-in failures. */
  checkPassword: PasswordCheck,
) {
  const forgotUrl = `${config.publicUrl}/forgot-password`;

  /**
   * The one place a reset link is made and mailed (a per-recipient mail cap belongs here). An
   * unknown email (`user` undefined) goes through the same token and database work, without
   * the mail, so the caller cannot tell the two apart by time.
   */
  async function issueResetToken(user: UserRow | undefined) {
    const token = newAccountToken();
    const expiresAt = new Date(Date.now() + RESET_TOKEN_MINUTES * 60_000);
    const url = `${config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
    const mail = user ? resetPasswordMail(accountMailReader(user, config), url) : undefined;
    await repo.saveResetToken(user?.id, { hash: hashAccountToken(token), expiresAt }, mail);
  }

  return {
    async forgotPassword({ email }: ForgotPasswordInput) {
      await issueResetToken(await users.findUserByEmail(email));
    },

    /** Refuses a link that no longer works (used, expired, replaced) as its page opens. */
    async checkResetLink({ token }: { token: string }) {
      if (!(await repo.findUsableResetToken(hashAccountToken(token), new Date()))) {
        throw invalidLink();
      }
    },

    /**
     * Sets the password from a mailed link; every session of the account ends. Answers the
     * account's id and address (the mailbox the link proved), for its sign-in lock to be lifted.
     */
    async resetPassword({ token, password }: ResetPasswordInput) {
      const tokenHash = hashAccountToken(token);
      const now = new Date();
      // Checked before the costly hash, and again atomically when the token is used.
      if (!(await repo.findUsableResetToken(tokenHash, now))) throw invalidLink();
      const passwordHash = await hashPassword(password);
      const user = await repo.resetPassword(tokenHash, passwordHash, now, (reader) =>
        passwordChangedMail(accountMailReader(reader, config), now, forgotUrl),
      );
      if (!user) throw invalidLink();
      return { id: user.id, email: user.email };
    },

    /**
     * The caller's session stays (the route rotates its token); every other one ends.
     * `knownDevice`: the caller's browser, when the account has signed in from it.
     */
    async changePassword(
      user: UserRow,
      sessionTokenHash: string,
      { currentPassword, newPassword }: ChangePasswordInput,
      knownDevice: string | null,
    ) {
      if (!user.passwordHash) throw badRequest(accountSecurityMessages.noPasswordYet);
      if (!(await checkPassword(user, currentPassword, knownDevice))) {
        throw fieldError('currentPassword', accountSecurityMessages.currentPasswordIncorrect);
      }
      const passwordHash = await hashPassword(newPassword);
      await repo.changePassword(
        user.id,
        passwordHash,
        sessionTokenHash,
        passwordChangedMail(accountMailReader(user, config), new Date(), forgotUrl),
      );
    },
  };
}
