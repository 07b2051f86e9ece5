// Bookings with a time (issue 38): the tutor's availability, free slots, and changing a booked
// session through the mailed link. Times are instants (ISO 8601 with an offset); the tutor's
// hours are whole wall-clock hours in the academy's zone (America/Chicago).
import { z } from 'zod';
import type { SessionJoin } from './online-room.ts';
import type { TutorUpcomingSession } from './tutor-sessions.ts';
import { SESSION_TYPES, schedulingMessages, type SessionType } from './scheduling-prices.ts';

/** A session lasts an hour and starts on the hour. */
export const SESSION_MINUTES = 60;
/** How far ahead a slot must start to be offered, and how late a session may still change. */
export const CHANGE_NOTICE_HOURS = 24;
/**
 * The academy moves a session, agreed with the family, to any free time this far ahead: within
 * the customers' 24 hours too (decision 036's addendum).
 */
export const ACADEMY_MOVE_NOTICE_HOURS = 1;
/** How long a checkout (and the hold on its slots) stays open: Stripe's shortest. */
export const HOLD_MINUTES = 30;
/** The longest range one slots call covers. */
export const SLOTS_RANGE_MAX_DAYS = 62;

export const slotMessages = {
  dateInvalid: 'Please give a date or date and time in ISO 8601 format',
  rangeInvalid: `The range must end after it starts and cover at most ${SLOTS_RANGE_MAX_DAYS} days`,
  slotsCount: 'Please choose one time for each session',
  slotsDistinct: 'Please choose a different time for each session',
  slotTaken: 'Sorry, one of the times you chose was just taken. Please choose another time.',
  slotUnavailable: 'One of the times you chose is not available. Please choose another time.',
  hourInvalid: 'Hours are whole hours from 0 to 24',
  hoursOrder: 'The end must be after the start',
  weekdayInvalid: 'Please choose a day of the week',
  exceptionHours: 'Give both a start and an end, or neither for the whole day',
  exceptionDate: 'Choose the day this exception is for',
  linkInvalid: 'This link is not valid. Please use the link in your confirmation email.',
  bookingNotFound: 'Booking not found.',
  tooLate: `Sessions can be changed or canceled only up to ${CHANGE_NOTICE_HOURS} hours before they start.`,
  notChangeable: 'This session can no longer be changed.',
} as const;

/** The refunds page's sentence on sessions booked with a time (SPEC /refunds). */
export const SESSION_REFUND_TEXT =
  `Your confirmation email has a link to move or cancel each session yourself up to ` +
  `${CHANGE_NOTICE_HOURS} hours before it starts; if you booked while signed in, your account's ` +
  `Tutor sessions page does the same. A session canceled either way, or by the academy, is refunded in full (the price you paid for that session) to the card you paid with; moving a ` +
  `session to another free time costs nothing.`;

// An offset can carry 9999-12-31 past year 9999 in UTC, which PostgreSQL cannot store.
const FIRST_INSTANT_PAST_9999 = Date.UTC(10_000, 0, 1);
const instant = z.iso
  .datetime({ offset: true, error: slotMessages.dateInvalid })
  .refine((value) => Date.parse(value) < FIRST_INSTANT_PAST_9999, {
    error: slotMessages.dateInvalid,
  });
const dateOrInstant = z.union([instant, z.iso.date()], { error: slotMessages.dateInvalid });

/** A day (midnight in Dallas) or an instant. */
export type SlotBound = z.infer<typeof dateOrInstant>;

/** GET /scheduling/slots?from=&to= */
export const slotsQuerySchema = z.object({ from: dateOrInstant, to: dateOrInstant });
export type SlotsQuery = z.infer<typeof slotsQuerySchema>;

/** A free slot, and the session types the tutor offers in it. */
export interface FreeSlot {
  start: string;
  end: string;
  sessionTypes: SessionType[];
}

const hour = z
  .number({ error: slotMessages.hourInvalid })
  .int({ error: slotMessages.hourInvalid })
  .min(0, { error: slotMessages.hourInvalid })
  .max(24, { error: slotMessages.hourInvalid });
const sessionType = z.enum(SESSION_TYPES, { error: schedulingMessages.sessionTypeInvalid });

export const availabilityRuleSchema = z
  .object({
    weekday: z
      .number({ error: slotMessages.weekdayInvalid })
      .int({ error: slotMessages.weekdayInvalid })
      .min(0, { error: slotMessages.weekdayInvalid })
      .max(6, { error: slotMessages.weekdayInvalid }),
    startHour: hour,
    endHour: hour,
    sessionType,
  })
  .refine((r) => r.startHour < r.endHour, { error: slotMessages.hoursOrder, path: ['endHour'] });

export const availabilityExceptionSchema = z
  .object({
    date: z.iso.date({ error: slotMessages.exceptionDate }),
    kind: z.enum(['open', 'closed'], { error: 'kind must be open or closed' }),
    startHour: hour.nullable().default(null),
    endHour: hour.nullable().default(null),
    sessionType: sessionType.nullable().default(null),
  })
  .refine((e) => (e.startHour === null) === (e.endHour === null), {
    error: slotMessages.exceptionHours,
    path: ['endHour'],
  })
  // An end left out is the rule above's to name: it is not "before the start".
  .refine((e) => e.startHour === null || e.endHour === null || e.startHour < e.endHour, {
    error: slotMessages.hoursOrder,
    path: ['endHour'],
  })
  .refine((e) => e.kind === 'closed' || e.startHour !== null, {
    error: slotMessages.exceptionHours,
    path: ['startHour'],
  });

/** PUT /tutor/availability: the whole weekly schedule and its exceptions, replaced at once. */
export const availabilitySchema = z.object({
  rules: z.array(availabilityRuleSchema, { error: 'rules must be a list' }).max(100),
  exceptions: z.array(availabilityExceptionSchema, { error: 'exceptions must be a list' }).max(400),
});
export type AvailabilityInput = z.input<typeof availabilitySchema>;
export type Availability = z.output<typeof availabilitySchema>;
export type AvailabilityRule = Availability['rules'][number];
export type AvailabilityException = Availability['exceptions'][number];

/**
 * PUT /tutor/availability's answer: the schedule as stored, and the booked sessions ahead that
 * it no longer offers (a day closed, hours taken away): they stay booked until moved or
 * canceled, and the tutor is told so.
 */
export type AvailabilitySaved = Availability & { outsideHours: TutorUpcomingSession[] };

/** The slots of a booking request: one distinct instant per session. */
export const bookingSlotsField = z
  .array(instant, { error: slotMessages.slotsCount })
  .max(12)
  .refine((slots) => new Set(slots.map((s) => Date.parse(s))).size === slots.length, {
    error: slotMessages.slotsDistinct,
  })
  .optional();

/** POST …/sessions/:id/reschedule, by the mailed link or on the account (my-bookings). */
export const rescheduleSchema = z.object({ start: instant });

export type BookedSessionStatus = 'held' | 'booked' | 'released' | 'cancelled';
/** A cancelled session's refund: on its way, back on the card, or refused (the tutor refunds it). */
export type SessionRefundStatus = 'pending' | 'refunded' | 'failed';

/** What the mailed link's page shows: the booking and its sessions. */
export interface ManagedBooking extends SessionJoin {
  internalReference: string;
  sessionType: SessionType;
  unitPriceCents: number;
  sessions: {
    id: string;
    start: string;
    end: string;
    status: BookedSessionStatus;
    /** True while it may still be moved or cancelled (more than 24 hours ahead). */
    changeable: boolean;
    /** Set once the session was cancelled (by the link or in the app) and its price is owed back. */
    refund: { amountCents: number; status: SessionRefundStatus } | null;
  }[];
}

/**
 * A booking its signed-in owner may change in the app: the student's own, or one a parent paid
 * for a child (`forStudent` then names the child).
 */
export interface AccountBooking extends ManagedBooking {
  id: string;
  forStudent: string | null;
  /** Someone else paid for it (a parent for the student, or the other parent): refunds go there. */
  paidByOther: boolean;
}

/** GET /scheduling/my-bookings: current bookings first (soonest session), then recent ones. */
export interface AccountBookings {
  bookings: AccountBooking[];
}

/** How long a booking stays on the account's list after its last session ended or was cancelled. */
export const ACCOUNT_BOOKINGS_KEPT_DAYS = 30;
export const ACCOUNT_BOOKINGS_SHOWN = 20;
