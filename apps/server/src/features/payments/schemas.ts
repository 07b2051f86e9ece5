import { paymentErrors, TIME_ZONE_MAX_LENGTH } from '@academy/shared/payments';
import { planChangeMessages } from '@academy/shared/plan-changes';
import { PURCHASABLE_TIERS, RECURRING_TIERS } from '@academy/shared/tiers';
import { z } from 'zod';
import { knownTimeZone } from './calendar.ts';

/**
 * POST /payments/subscription: Free, Guest or anything else is a 400 on subscriptionTier. The
 * optional timeZone must be a short string; a name this runtime does not know (a typo, a zone
 * newer than its time zone data) becomes undefined, the academy's zone, rather than refusing
 * the payment.
 */
export const subscriptionCheckoutSchema = z.object({
  subscriptionTier: z.enum(PURCHASABLE_TIERS, { error: paymentErrors.tierNotPurchasable }),
  timeZone: z
    .string({ error: paymentErrors.timeZoneInvalid })
    .max(TIME_ZONE_MAX_LENGTH, { error: paymentErrors.timeZoneInvalid })
    .optional()
    .transform((name) => (name === undefined ? undefined : knownTimeZone(name))),
});

const sessionId = z
  .string()
  .trim()
  .min(1, { error: paymentErrors.sessionIdRequired })
  .regex(/^[A-Za-z0-9_-]{1,255}$/, { error: paymentErrors.sessionIdInvalid });

/** ?sessionId= or ?session_id= (SPEC §7 gives both spellings). */
export const sessionQuerySchema = z
  .object({ sessionId: sessionId.optional(), session_id: sessionId.optional() })
  .transform((q) => ({ sessionId: q.sessionId ?? q.session_id }))
  .refine((q): q is { sessionId: string } => Boolean(q.sessionId), {
    error: paymentErrors.sessionIdRequired,
    path: ['sessionId'],
  });

/** POST /payments/change-plan: a recurring tier; `confirm: true` makes the change. */
export const changePlanSchema = z.object({
  subscriptionTier: z.enum(RECURRING_TIERS, { error: planChangeMessages.recurringTargetOnly }),
  confirm: z.boolean({ error: 'confirm must be true or false' }).optional(),
});
