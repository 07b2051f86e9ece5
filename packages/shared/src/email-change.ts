// Changing the account's email address (decision 053): asked for on the profile with the
// password (or Google's confirmation, decision 064), done when the link mailed to the new address is opened.
import { z } from 'zod';
import { googleProofField } from './account-security.ts';
import { emailSchema } from './auth.ts';
import { inMinutes } from './throttle.ts';

/** The page the mailed link opens. */
export const EMAIL_CHANGE_PATH = '/confirm-email';
/** How long the mailed link works. */
export const EMAIL_CHANGE_TTL_HOURS = 24;

export const emailChangeMessages = {
  sameEmail: 'This is already your email address',
  passwordRequired: 'Enter your password to change your email address',
  passwordIncorrect: 'Password is incorrect',
  sent: (email: string) =>
    `We sent a link to ${email}. Your email address changes when you open it (within ${EMAIL_CHANGE_TTL_HOURS} hours).`,
  /** The same request seen again after a reload: `until` is when its link stops working. */
  pending: (email: string, until: string) =>
    `We sent a link to ${email}. Your email address changes when you open it (by ${until}).`,
  /**
   * Over the new address's hourly cap of mails: nothing went out and nothing was recorded. The
   * same words whether or not the address has an account (its owner is told by mail either way).
   */
  limited: (email: string, sent: number, retryAfterSeconds: number) =>
    `We already sent ${sent} emails to ${email} in the last hour. Open the newest one, ` +
    `or try again in ${inMinutes(retryAfterSeconds)}.`,
  changed: 'Your email address was changed',
  /** The link opened where another account is signed in: which one stayed as it was. */
  otherAccountUnchanged: (signedIn: string | null) =>
    `This browser is signed in to another account${signedIn ? `, ${signedIn},` : ''} which was not changed. Sign out to sign in with the new address.`,
  tokenInvalid: 'This link is invalid or has expired. Ask for a new one on your Profile page.',
  tokenUsed: 'This link was already used.',
  addressTaken:
    'This address now belongs to another account, so your email address was not changed.',
  confirmFailed: 'Failed to change your email address',
} as const;

export const changeEmailSchema = z.object({
  newEmail: emailSchema,
  // An account made with Google has no password: it confirms with Google instead.
  googleToken: googleProofField.optional(),
  password: z
    .string({ error: emailChangeMessages.passwordRequired })
    .min(1, { error: emailChangeMessages.passwordRequired })
    .max(1024, { error: emailChangeMessages.passwordIncorrect })
    .optional(),
});
export type ChangeEmailInput = z.infer<typeof changeEmailSchema>;

// Mailed tokens are 22 base64url characters; anything far off is not one of ours.
export const confirmEmailChangeSchema = z.object({
  token: z
    .string({ error: emailChangeMessages.tokenInvalid })
    .min(1, { error: emailChangeMessages.tokenInvalid })
    .max(100, { error: emailChangeMessages.tokenInvalid }),
});

/** A change asked for whose link still works (GET /api/auth/settings' `pendingEmail`). */
export interface PendingEmailChange {
  email: string;
  expiresAt: string;
}

export interface EmailChanged {
  message: string;
  email: string;
  /**
   * The link was opened where another account is signed in (a parent's browser, a shared
   * computer): that account did not change, and the page says so.
   */
  otherAccountSignedIn: boolean;
}
