import { z } from 'zod';
import { nameField } from './text-fields.ts';
import { PURCHASABLE_TIERS } from './tiers.ts';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 72;
export const NAME_MAX = 50;

export const authMessages = {
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email address',
  passwordRequired: 'Password is required',
  passwordMin: 'Password must be at least 8 characters',
  passwordMax: 'Password cannot be more than 72 characters',
  passwordLower: 'Password must contain at least one lowercase letter',
  passwordUpper: 'Password must contain at least one uppercase letter',
  passwordDigit: 'Password must contain at least one number',
  firstnameRequired: 'First name is required',
  firstnameMax: 'First name cannot be more than 50 characters',
  lastnameRequired: 'Last name is required',
  lastnameMax: 'Last name cannot be more than 50 characters',
  firstnameLetter: 'First name must contain a letter',
  lastnameLetter: 'Last name must contain a letter',
  invalidCredentials: 'Invalid credentials',
  invalidCredentialsField: 'Invalid email or password',
  unexpected: 'An unexpected error occurred',
  googleFailed: 'Failed to sign in with Google',
} as const;

export const PASSWORD_HINT =
  'Password must contain: 8+ characters, uppercase, lowercase, and number';

// A string field that reports "required" for missing/blank input before any other rule runs,
// so the server and the form both show the spec's message rather than zod's type error.
const requiredString = (message: string) =>
  z.string({ error: message }).trim().min(1, { error: message });

export const emailSchema = requiredString(authMessages.emailRequired)
  .max(254, { error: authMessages.emailInvalid })
  .pipe(z.email({ error: authMessages.emailInvalid }));

export const loginSchema = z.object({
  email: emailSchema,
  password: z.string({ error: authMessages.passwordRequired }).min(1, {
    error: authMessages.passwordRequired,
  }),
});
export type LoginInput = z.infer<typeof loginSchema>;

// Every failing criterion is reported (no abort early), as SPEC §5 asks.
export const passwordSchema = z
  .string({ error: authMessages.passwordRequired })
  .min(PASSWORD_MIN, { error: authMessages.passwordMin })
  .max(PASSWORD_MAX, { error: authMessages.passwordMax })
  .regex(/[a-z]/, { error: authMessages.passwordLower })
  .regex(/[A-Z]/, { error: authMessages.passwordUpper })
  .regex(/[0-9]/, { error: authMessages.passwordDigit });

// Cleaned of control, bidi and zero-width characters first (plain-text.ts); the profile uses
// the same fields, and Google's name claims are read through them.
export const firstnameField = nameField(NAME_MAX, {
  required: authMessages.firstnameRequired,
  tooLong: authMessages.firstnameMax,
  noLetter: authMessages.firstnameLetter,
});
export const lastnameField = nameField(NAME_MAX, {
  required: authMessages.lastnameRequired,
  tooLong: authMessages.lastnameMax,
  noLetter: authMessages.lastnameLetter,
});

/**
 * A plan chosen before the address is verified, carried in the verification link so that the
 * link opened on another device (a parent's phone) still leads back to it. Anything else is
 * ignored, as `chosenPlan` does.
 */
export const pendingPlanField = z.enum(PURCHASABLE_TIERS).optional().catch(undefined);

export const signupSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  firstname: firstnameField,
  lastname: lastnameField,
  /**
   * The family invitation the account is created from (/family/accept's link): mailed to this
   * address, it verifies it, so no verification mail follows. Anything unusable is ignored.
   */
  invitation: z.string().max(128).optional().catch(undefined),
  /** The plan chosen on /pricing: the verification link carries it (verification.ts). */
  plan: pendingPlanField,
});
export type SignupInput = z.infer<typeof signupSchema>;

export const googleAuthSchema = z.object({
  token: z.string({ error: 'token is required' }).min(1, { error: 'token is required' }).max(8192),
});
