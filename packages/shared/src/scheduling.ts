// Tutor-session booking request (SPEC §3, §5): the zod schema the server validates with.
// Prices and limits live in scheduling-prices.ts, which pages may import without zod.
import { z } from 'zod';

import {
  type SessionType,
  CONTACT_INFO_MAX,
  FULL_NAME_MAX,
  SESSION_COUNT_MAX,
  SESSION_COUNT_MIN,
  SESSION_TYPES,
  schedulingMessages,
} from './scheduling-prices.ts';
import { bookingSlotsField, slotMessages } from './booking-slots.ts';
import type { SessionJoin } from './online-room.ts';
import { cleanTextField, optionalNameField } from './text-fields.ts';

/** True when the contact given is an email address (the customer then gets a receipt). */
export const isEmailContact = (contactInfo: string) =>
  z.email().safeParse(contactInfo.trim()).success;

/**
 * POST /payments/scheduling. Name optional, contact required without a format check (SPEC §5),
 * both cleaned to one line of plain text (plain-text.ts); count 1–12 (a number or a numeric string from a form). Any price field a client adds is
 * dropped by the schema.
 */
export const schedulingRequestSchema = z
  .object({
    fullName: optionalNameField(FULL_NAME_MAX, {
      tooLong: schedulingMessages.fullNameTooLong,
      noLetter: schedulingMessages.fullNameLetter,
    }),
    contactInfo: cleanTextField(schedulingMessages.contactRequired).pipe(
      z
        .string()
        .min(1, { error: schedulingMessages.contactRequired, abort: true })
        .max(CONTACT_INFO_MAX, { error: schedulingMessages.contactTooLong }),
    ),
    sessionType: z.enum(SESSION_TYPES, { error: schedulingMessages.sessionTypeInvalid }),
    sessionCount: z.coerce
      .number({ error: schedulingMessages.sessionCountRange })
      .int({ error: schedulingMessages.sessionCountWhole })
      .min(SESSION_COUNT_MIN, { error: schedulingMessages.sessionCountRange })
      .max(SESSION_COUNT_MAX, { error: schedulingMessages.sessionCountRange }),
    /** The sessions' times, one per session (booking-slots.ts); absent: the tutor arranges them. */
    slots: bookingSlotsField,
    /**
     * A parent booking for a linked child (/family): the child's account, whose page, brief and
     * the tutor's upcoming list then show the sessions. Absent: the sessions are the booker's.
     */
    studentId: z.uuid({ error: schedulingMessages.studentInvalid }).optional(),
  })
  .refine((r) => r.slots === undefined || r.slots.length === r.sessionCount, {
    error: slotMessages.slotsCount,
    path: ['slots'],
  });
export type SchedulingRequestInput = z.input<typeof schedulingRequestSchema>;
export type SchedulingRequest = z.output<typeof schedulingRequestSchema>;

/** A booked session not yet ended, as the student's home, /family and the tutor's brief show it. */
export interface UpcomingSession extends SessionJoin {
  startsAt: string;
  endsAt: string;
  sessionType: SessionType;
}

/** GET /api/scheduling/mine: the caller's own booked sessions not yet ended, soonest first. */
export interface MySessions {
  sessions: UpcomingSession[];
}

/** The sessions GET /api/scheduling/mine gives: the next one, and a count of a few more. */
export const MY_SESSIONS_SHOWN = 3;
