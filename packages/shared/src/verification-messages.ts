// What the email verification calls and pages say. Kept free of zod so the site-wide banner can
// import it without pulling the schemas into every page's JavaScript.
import { inMinutes } from './throttle.ts';

/** The web page a verification link opens; the mail writes PUBLIC_URL before it. */
export const VERIFY_EMAIL_PATH = '/verify-email';

/** How long a mailed verification link works. */
export const VERIFY_EMAIL_TTL_MS = 24 * 60 * 60 * 1000;

export const verificationMessages = {
  tokenRequired: 'Verification token is required',
  tokenInvalid: 'This verification link is not valid. Please request a new one.',
  tokenUsed: 'This verification link has already been used.',
  tokenExpired: 'This verification link has expired. Please request a new one.',
  tokenReplaced:
    'This link was replaced by a newer one. Use the latest email we sent, or request a new link.',
  tokenOtherAddress:
    'This verification link was sent to an address that is no longer on your account.',
  verified: 'Your email is verified',
  alreadyVerified: 'Your email address is already verified.',
  sent: 'We sent you a new verification link.',
  /** "Resend" over the hourly cap: no mail went out, and the links already sent still stand. */
  resendLimited: (sent: number, retryAfterSeconds: number) =>
    `We sent you ${sent} verification links in the last hour. Use the newest one in your inbox, ` +
    `or try again in ${inMinutes(retryAfterSeconds)}.`,
  resendFailed: 'Failed to send the verification email',
  requiredForPlan: 'Please verify your email address before buying a plan.',
  requiredForSharing: 'Verify your email address before you share your progress.',
} as const;

/** The banner shown on signed-in pages until the address is verified. */
export const verifyBannerText = (email: string) =>
  `Please verify your email address. We sent a link to ${email}.`;
