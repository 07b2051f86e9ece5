// The account's own data (decision 052): the download of everything in it, its deletion by the
// owner, and the deletion of an account left unused, as the privacy policy promises.
import { z } from 'zod';
import { googleProofField } from './account-security.ts';

/** An account nobody signed in to for this long is deleted (privacy policy §6: 3 years). */
export const INACTIVE_ACCOUNT_DAYS = 1096;
/** The owner is warned this many days before, and the warning must be this old to delete. */
export const INACTIVITY_WARNING_DAYS = 30;
/** Payment records and tutor session bookings are kept this long (privacy policy §6: 7 years). */
export const PAYMENT_RECORD_DAYS = 2557;
/** Evaluation submissions (privacy policy §6: 2 years). */
export const EVALUATION_SUBMISSION_DAYS = 731;
/** Copies of the emails we send (privacy policy §6: 12 months). */
export const MAIL_COPY_DAYS = 365;

/** The `format` of the downloaded file: a reader can tell what it holds and which version. */
export const ACCOUNT_EXPORT_FORMAT = 'academy-account-export/1';

export const accountDataMessages = {
  passwordRequired: 'Enter your password to delete your account',
  passwordIncorrect: 'Password is incorrect',
  staffAccount: 'Staff accounts are closed by an administrator.',
  sessionsAhead: (count: number) =>
    count === 1
      ? 'You have a tutor session booked ahead. Cancel it on your Sessions page, or delete your account once it is over.'
      : `You have ${count} tutor sessions booked ahead. Cancel them on your Sessions page, or delete your account once they are over.`,
  deleted: 'Your account was deleted.',
  exportFailed: 'Failed to prepare your data',
  deleteFailed: 'Failed to delete your account',
} as const;

// Longer than any password we accept: refused without hashing megabytes.
const passwordField = z
  .string({ error: accountDataMessages.passwordRequired })
  .min(1, { error: accountDataMessages.passwordRequired })
  .max(1024, { error: accountDataMessages.passwordIncorrect });

/**
 * DELETE /api/account: the password of an account that has one, else Google's confirmation (an
 * account made with Google has no password to prove; decision 064). The form registers only the
 * password when it asks for one, so an empty box there fails as required.
 */
export const deleteAccountSchema = z.object({
  password: passwordField.optional(),
  googleToken: googleProofField.optional(),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;

/** The file name of a download made on `day` (YYYY-MM-DD). */
export const accountExportFileName = (day: string) => `academy-data-${day}.json`;
