import { paymentErrors } from '@academy/shared/payments';
import { PURCHASABLE_TIERS } from '@academy/shared/tiers';
import { z } from 'zod';

/** POST /payments/subscription: Free, Guest or anything else is a 400 on subscriptionTier. */
export const subscriptionCheckoutSchema = z.object({
  subscriptionTier: z.enum(PURCHASABLE_TIERS, { error: paymentErrors.tierNotPurchasable }),
});

const sessionId = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,255}$/, { error: paymentErrors.sessionIdRequired });

/** ?sessionId= or ?session_id= (SPEC §7 gives both spellings). */
export const sessionQuerySchema = z
  .object({ sessionId: sessionId.optional(), session_id: sessionId.optional() })
  .transform((q) => ({ sessionId: q.sessionId ?? q.session_id }))
  .refine((q): q is { sessionId: string } => Boolean(q.sessionId), {
    error: paymentErrors.sessionIdRequired,
    path: ['sessionId'],
  });
