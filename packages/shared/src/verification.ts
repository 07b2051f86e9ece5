import { z } from 'zod';
import { pendingPlanField } from './auth.ts';
import { verificationMessages } from './verification-messages.ts';

// A mailed token is 22 base64url characters; anything much longer is not one of ours.
const TOKEN_MAX = 128;

export const verifyEmailSchema = z.object({
  token: z
    .string({ error: verificationMessages.tokenRequired })
    .trim()
    .min(1, { error: verificationMessages.tokenRequired })
    .max(TOKEN_MAX, { error: verificationMessages.tokenInvalid }),
});
export type VerifyEmailInput = z.infer<typeof verifyEmailSchema>;

/** POST /auth/resend-verification: the plan still waiting for the address, if any. */
export const resendVerificationSchema = z.object({ plan: pendingPlanField }).catch({});

/** POST /auth/verify-email and POST /auth/resend-verification answer this. */
export interface VerificationResponse {
  message: string;
  emailVerified: boolean;
  /**
   * The address a verification link verified: a browser signed in to another account (a parent
   * opening their child's mail) is told whose it was.
   */
  email?: string;
}
