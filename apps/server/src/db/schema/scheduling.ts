import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** A tutor-session booking: stored before checkout, marked paid once, then mailed. */
export const tutorBookings = pgTable(
  'tutor_bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Human-friendly, e.g. TS-7K3P9Q: quoted by the customer and the tutor. */
    internalReference: text('internal_reference').notNull().unique(),
    /**
     * The student whose sessions these are: the signed-in user who booked, or the linked child a
     * parent booked for. Unset for a visitor's booking; booking is open to anyone.
     */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /**
     * The signed-in user who booked and paid, when it is not `user_id` (a parent booking for a
     * child): their account gets the receipt when the contact is a phone number.
     */
    bookedByUserId: uuid('booked_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    fullName: text('full_name'),
    contactInfo: text('contact_info').notNull(),
    sessionType: text('session_type').notNull(),
    sessionCount: integer('session_count').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    /** pending until the checkout is paid, then paid. */
    status: text('status').notNull().default('pending'),
    checkoutSessionId: text('checkout_session_id'),
    /**
     * SHA-256 (hex) of the booking cookie of the browser that booked: with user_id, what proves
     * who a booking belongs to (the contact is free text anyone can type).
     */
    bookerHash: text('booker_hash'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('tutor_bookings_created_idx').on(t.createdAt),
    index('tutor_bookings_booker_idx').on(t.bookerHash),
    index('tutor_bookings_user_idx').on(t.userId),
    index('tutor_bookings_booked_by_idx').on(t.bookedByUserId),
  ],
);

/**
 * The mailed links that reschedule or cancel a booking's sessions: the receipt's, and one more
 * for each change made in the app (its mails carry a link too, and the earlier ones stay valid).
 */
export const bookingManageLinks = pgTable(
  'booking_manage_links',
  {
    /** SHA-256 (hex) of the link's token: a database leak opens no booking. */
    tokenHash: text('token_hash').primaryKey(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => tutorBookings.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('booking_manage_links_booking_idx').on(t.bookingId)],
);

/**
 * The academy's online room (decision 060): the one link families join online sessions by, set
 * by the tutor. A single row; none while no link is set.
 */
export const onlineRoom = pgTable(
  'online_room',
  {
    id: boolean('id').primaryKey().default(true),
    url: text('url').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('online_room_single_row', sql`${t.id}`)],
);
