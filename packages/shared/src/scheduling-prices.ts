// Tutor-session prices and rules (SPEC §2 landing modal, §5, §9), free of zod so the landing
// page can show prices without loading the schemas. Prices are the server's: a total a client
// computes is for display only and is never sent or trusted.

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
  /** The form, opened again after its checkout was left without paying. */
  checkoutCancelled: 'Checkout canceled: no payment was taken and nothing was booked.',
  contactRequired: 'Please provide your contact information',
  contactTooLong: 'Contact information cannot be more than 200 characters',
  fullNameTooLong: 'Name cannot be more than 100 characters',
  fullNameLetter: 'Name must contain a letter',
  sessionTypeInvalid: 'Please choose an online or in-person session',
  sessionCountRange: 'Number of sessions must be between 1 and 12',
  sessionCountWhole: 'Number of sessions must be a whole number',
  studentInvalid: 'Choose one of your children',
} as const;

/** Total in cents: count × the server's price per session (SPEC §9). */
export const schedulingTotalCents = (sessionType: SessionType, sessionCount: number) =>
  SESSION_PRICES[sessionType].priceCents * sessionCount;

/** Total in dollars, for display. */
export const schedulingTotal = (sessionType: SessionType, sessionCount: number) =>
  schedulingTotalCents(sessionType, sessionCount) / 100;

/** How far ahead the booking form offers times, and the server takes them. */
export const BOOKING_WEEKS_AHEAD = 8;
