import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    googleSub: text('google_sub'),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    phoneNumber: text('phone_number'),
    state: text('state'),
    subscriptionTier: text('subscription_tier').notNull().default('Guest'),
    subscriptionEndDate: timestamp('subscription_end_date', { withTimezone: true }),
    subscriptionStatus: text('subscription_status'),
    /**
     * When the stored tier stops being right with no event to say so: the end of the access in
     * use, or the start of the pass chained after it. Null: not before a purchase or a change.
     */
    subscriptionTierUntil: timestamp('subscription_tier_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Emails are unique whatever their case; the column keeps what the user typed.
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_google_sub_key').on(t.googleSub),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    // SHA-256 of the cookie token: a stolen database row cannot be replayed as a cookie.
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);
