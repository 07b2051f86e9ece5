import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tutorBookings } from './scheduling.ts';

/**
 * The tutor's weekly availability, in the academy's time zone (America/Chicago): on `weekday`
 * (0 Sunday … 6 Saturday) from `start_hour` to `end_hour` (whole hours, wall clock), for one
 * session type.
 */
export const availabilityRules = pgTable('availability_rules', {
  id: uuid('id').primaryKey().defaultRandom(),
  weekday: integer('weekday').notNull(),
  startHour: integer('start_hour').notNull(),
  endHour: integer('end_hour').notNull(),
  sessionType: text('session_type').notNull(),
});

/**
 * A day that differs from the weekly rules (Dallas date): `closed` removes the hours given (the
 * whole day when none), `open` adds them, for one session type or (null) both.
 */
export const availabilityExceptions = pgTable('availability_exceptions', {
  id: uuid('id').primaryKey().defaultRandom(),
  date: text('date').notNull(),
  kind: text('kind').notNull(),
  startHour: integer('start_hour'),
  endHour: integer('end_hour'),
  sessionType: text('session_type'),
});

/**
 * One session of a booking at a time: `held` while its checkout is open (until
 * `hold_expires_at`, the checkout's own expiry), `booked` once paid, `released` when the hold
 * ended unpaid, `cancelled` by the customer. Sessions are whole hours on the hour, so two live
 * sessions overlap exactly when they start together: the partial unique index is what makes a
 * slot impossible to sell twice, whatever instances race for it.
 */
export const bookingSessions = pgTable(
  'booking_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => tutorBookings.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    status: text('status').notNull().default('held'),
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    /** The invite's SEQUENCE: 0, then one more each time the session is moved or cancelled. */
    sequence: integer('sequence').notNull().default(0),
    /** Where it was before it was last moved (the tutor's student page says so); null: never moved. */
    movedFrom: timestamp('moved_from', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('booking_sessions_live_start_key')
      .on(t.startsAt)
      .where(sql`${t.status} in ('held', 'booked')`),
    index('booking_sessions_booking_idx').on(t.bookingId),
  ],
);
