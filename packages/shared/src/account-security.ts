import { z } from 'zod';
import { emailSchema, passwordSchema } from './auth.ts';
import type { PendingEmailChange } from './email-change.ts';

/** How long a mailed reset link works. */
export const RESET_TOKEN_MINUTES = 30;

export const accountSecurityMessages = {
  resetRequested: `If an account exists for that email, we sent a link to reset the password. It works for ${RESET_TOKEN_MINUTES} minutes.`,
  resetLinkInvalid: 'This reset link is invalid or has expired. Request a new one.',
  passwordReset: 'Your password was changed. Sign in with your new password.',
  otherAccountUnchanged: (signedIn: string | null) =>
    `This browser is signed in to another account${signedIn ? `, ${signedIn},` : ''} which was not changed. Sign out to sign in with the new password.`,
  passwordChanged: 'Your password was changed',
  noPasswordYet:
    'This account signs in with Google and has no password yet. Use "Forgot password?" to set one.',
  currentPasswordRequired: 'Current password is required',
  currentPasswordIncorrect: 'Current password is incorrect',
  confirmRequired: 'Please confirm the new password',
  confirmMismatch: 'Passwords do not match',
  sameAsCurrent: 'Choose a new password, not the one you use now',
  sessionNotFound: 'Session not found',
  sessionIdInvalid: 'Invalid session id',
  signedOutOthers: 'Signed out of all other devices',
  googleProofRequired: 'Confirm with Google that it is you',
  googleProofFailed: 'Google could not confirm that it is you. Please try again.',
  googleProofOtherAccount: 'Choose the Google account you sign in with',
} as const;

/** How recently Google must have confirmed an account made with it, for a sensitive change. */
export const GOOGLE_PROOF_MAX_AGE_MINUTES = 10;

/**
 * The ID token of Google's button, sent by an account made with Google (it has no password) to
 * prove it is its owner asking (decision 064).
 */
export const googleProofField = z
  .string({ error: accountSecurityMessages.googleProofRequired })
  .min(1, { error: accountSecurityMessages.googleProofRequired })
  .max(8192, { error: accountSecurityMessages.googleProofFailed });

export const forgotPasswordSchema = z.object({ email: emailSchema });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

// Reset tokens are 22 base64url characters; anything far off is not one of ours.
const resetTokenSchema = z
  .string({ error: accountSecurityMessages.resetLinkInvalid })
  .min(1, { error: accountSecurityMessages.resetLinkInvalid })
  .max(100, { error: accountSecurityMessages.resetLinkInvalid });

/** POST /auth/reset-password/check: whether a mailed link still works, asked as its page opens. */
export const resetLinkSchema = z.object({ token: resetTokenSchema });

export const resetPasswordSchema = z.object({ token: resetTokenSchema, password: passwordSchema });
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

/** POST /auth/reset-password's answer. */
export interface PasswordResetDone {
  message: string;
  /**
   * The link was opened where another account is signed in (a child's link in a parent's
   * browser): that account did not change and stays signed in, and the page says so.
   */
  otherAccountSignedIn: boolean;
}

const changePasswordFields = z.object({
  currentPassword: z
    .string({ error: accountSecurityMessages.currentPasswordRequired })
    .min(1, { error: accountSecurityMessages.currentPasswordRequired })
    // Longer than any password we accept: compared without hashing megabytes.
    .max(1024, { error: accountSecurityMessages.currentPasswordIncorrect }),
  newPassword: passwordSchema,
});
// A "change" to the same password changes nothing, yet signs every other device out. Both
// left empty are not "the same": the form asks for each, not for a different one.
const notTheSame = { error: accountSecurityMessages.sameAsCurrent, path: ['newPassword'] };
const newDiffers = (v: { currentPassword: string; newPassword: string }) =>
  v.currentPassword === '' || v.newPassword !== v.currentPassword;
export const changePasswordSchema = changePasswordFields.refine(newDiffers, notTheSame);
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

// The forms add a confirmation box that the API does not take.
const confirmPassword = z
  .string({ error: accountSecurityMessages.confirmRequired })
  .min(1, { error: accountSecurityMessages.confirmRequired });
const mismatch = { error: accountSecurityMessages.confirmMismatch, path: ['confirmPassword'] };
// An empty confirmation is told to be filled in, not also that it does not match.
const confirms = (password: string, confirmation: string) =>
  confirmation === '' || password === confirmation;

export const resetPasswordFormSchema = z
  .object({ password: passwordSchema, confirmPassword })
  .refine((v) => confirms(v.password, v.confirmPassword), mismatch);
export type ResetPasswordFormInput = z.infer<typeof resetPasswordFormSchema>;

export const changePasswordFormSchema = changePasswordFields
  .extend({ confirmPassword })
  .refine((v) => confirms(v.newPassword, v.confirmPassword), mismatch)
  .refine(newDiffers, notTheSame);
export type ChangePasswordFormInput = z.infer<typeof changePasswordFormSchema>;

export const sessionIdSchema = z.object({
  id: z.uuid({ error: accountSecurityMessages.sessionIdInvalid }),
});

export const accountSettingsSchema = z.object({
  newSignInAlerts: z.boolean({ error: 'newSignInAlerts must be true or false' }),
});
export type AccountSettings = z.infer<typeof accountSettingsSchema>;

/** One signed-in browser of the user (GET /api/auth/sessions). */
export interface SignedInSession {
  id: string;
  /** "Chrome on Windows", "Safari on iPhone", or "Unknown device". */
  device: string;
  createdAt: string;
  lastSeenAt: string;
  current: boolean;
}

/** GET /api/auth/settings. */
export interface AccountSecurity extends AccountSettings {
  /** False for an account made with Google: it sets a password through the reset link. */
  hasPassword: boolean;
  /** The change of address waiting for its link to be opened (decision 053's addendum). */
  pendingEmail: PendingEmailChange | null;
}
