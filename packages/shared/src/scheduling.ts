// Tutor-session booking (SPEC §2 landing modal, §3, §5, §9). Prices are the server's: a total a
// client computes is for display only and is never sent or trusted.
import { z } from 'zod';

export const SESSION_TYPES = ['online', 'in-person'] as const;
export type SessionType = (typeof SESSION_TYPES)[number];

export const SESSION_TYPE_LABELS: Record<SessionType, string> = {
  online: 'Online',
  'in-person': 'In-person',
};

/** Per session: online 60 (regularly 100), in-person 120 (regularly 150) USD. */
export const SESSION_PRICES: Record<
  SessionType,
  { priceCents: number; regularPriceCents: number; price: number; regularPrice: number }
> = {
  online: { priceCents: 6000, regularPriceCents: 10000, price: 60, regularPrice: 100 },
  'in-person': { priceCents: 12000, regularPriceCents: 15000, price: 120, regularPrice: 150 },
};

export const SESSION_COUNT_MIN = 1;
export const SESSION_COUNT_MAX = 12;
export const DEFAULT_SESSION_TYPE: SessionType = 'online';
export const DEFAULT_SESSION_COUNT = 1;
export const FULL_NAME_MAX = 100;
export const CONTACT_INFO_MAX = 200;

export const schedulingMessages = {
  contactRequired: 'Please provide your contact information',
  contactTooLong: 'Contact information cannot be more than 200 characters',
  fullNameTooLong: 'Name cannot be more than 100 characters',
  sessionTypeInvalid: 'Please choose an online or in-person session',
  sessionCountRange: 'Number of sessions must be between 1 and 12',
} as const;

/** Total in cents: count × the server's price per session (SPEC §9). */
export const schedulingTotalCents = (sessionType: SessionType, sessionCount: number) =>
  SESSION_PRICES[sessionType].priceCents * sessionCount;

/** Total in dollars, for display. */
export const schedulingTotal = (sessionType: SessionType, sessionCount: number) =>
  schedulingTotalCents(sessionType, sessionCount) / 100;

/** True when the contact given is an email address (the customer then gets a receipt). */
export const isEmailContact = (contactInfo: string) =>
  z.email().safeParse(contactInfo.trim()).success;

/**
 * POST /payments/scheduling. Name optional, contact required without a format check (SPEC §5),
 * count 1–12 (a number or a numeric string from a form). Any price field a client adds is
 * dropped by the schema.
 */
export const schedulingRequestSchema = z.object({
  fullName: z
    .string()
    .trim()
    .max(FULL_NAME_MAX, { error: schedulingMessages.fullNameTooLong })
    .nullish()
    .transform((v) => (v ? v : undefined)),
  contactInfo: z
    .string({ error: schedulingMessages.contactRequired })
    .trim()
    .min(1, { error: schedulingMessages.contactRequired })
    .max(CONTACT_INFO_MAX, { error: schedulingMessages.contactTooLong }),
  sessionType: z.enum(SESSION_TYPES, { error: schedulingMessages.sessionTypeInvalid }),
  sessionCount: z.coerce
    .number({ error: schedulingMessages.sessionCountRange })
    .int({ error: schedulingMessages.sessionCountRange })
    .min(SESSION_COUNT_MIN, { error: schedulingMessages.sessionCountRange })
    .max(SESSION_COUNT_MAX, { error: schedulingMessages.sessionCountRange }),
});
export type SchedulingRequestInput = z.input<typeof schedulingRequestSchema>;
export type SchedulingRequest = z.output<typeof schedulingRequestSchema>;
