import { z } from 'zod';
import { firstnameField, lastnameField } from './auth.ts';
import type { Role } from './roles.ts';
import { isUsStateCode } from './states.ts';
import { cleanTextField } from './text-fields.ts';
import { EXTENDED_TIME, type ExtendedTime } from './tests.ts';
import type { SubscriptionTier } from './tiers.ts';

export const profileMessages = {
  firstnameRequired: 'First name is required',
  lastnameRequired: 'Last name is required',
  phoneInvalid: 'Invalid phone number format',
  stateLength: 'State must be 2 characters',
  stateUnknown: 'Please select a US state',
  updated: 'Profile updated successfully',
} as const;

// An optional plus, an optional leading 1, then 10 to 15 digits (SPEC §5).
export const PHONE_PATTERN = /^\+?1?\d{10,15}$/;
// Spaces, dashes, dots and brackets, as a number is usually written or pasted
// ("+1 (214) 555-0100"): dropped before the check, so only the digits are kept.
const PHONE_SEPARATORS = /[\s().-]/g;

// '' and absent both mean "not set"; the form sends absent, the server clears the column.
const optionalText = cleanTextField()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

export const profileUpdateSchema = z.object({
  firstname: firstnameField,
  lastname: lastnameField,
  phoneNumber: optionalText
    .transform((v) => v?.replace(PHONE_SEPARATORS, ''))
    .refine((v) => v === undefined || PHONE_PATTERN.test(v), {
      error: profileMessages.phoneInvalid,
    }),
  state: optionalText
    .transform((v) => v?.toUpperCase())
    .refine((v) => v === undefined || v.length === 2, { error: profileMessages.stateLength })
    .refine((v) => v === undefined || v.length !== 2 || isUsStateCode(v), {
      error: profileMessages.stateUnknown,
    }),
  /** Absent keeps the stored setting: older pages do not know it. */
  extendedTime: z.enum(EXTENDED_TIME).optional(),
});
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;

export interface Profile {
  firstname: string;
  lastname: string;
  email: string;
  phoneNumber?: string;
  state?: string;
  subscriptionTier: SubscriptionTier;
  subscriptionEndDate?: string;
  subscriptionStatus?: string;
  createdAt: string;
  /** The owner proved the address (a mailed link, Google, a password reset). */
  emailVerified: boolean;
  /** student unless an administrator gave another role. */
  role: Role;
  /** Extended time on timed tests (standard unless set on the profile). */
  extendedTime?: ExtendedTime;
}

/** The user object returned by login, signup, google and verify; kept in local storage. */
export type AuthUser = Profile & { _id: string };
