import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

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
    /** When the owner proved the address (a mailed link, a password reset, Google); null: not yet. */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** Mail the owner when a device it has not used before signs in. */
    newSignInAlerts: boolean('new_sign_in_alerts').notNull().default(true),
    /** student, parent, tutor or admin (@academy/shared/roles); only an administrator changes it. */
    role: text('role', { enum: ['student', 'parent', 'tutor', 'admin'] })
      .notNull()
      .default('student'),
    /** Extended time for timed tests (@academy/shared/tests EXTENDED_TIME), applied by the server. */
    extendedTime: text('extended_time', { enum: ['standard', '1.5x', '2x'] })
      .notNull()
      .default('standard'),
    /**
     * The last sign-in or signed-in request (to the hour): an account unused for three years is
     * deleted after a warning (privacy policy §6, decision 052).
     */
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the owner was warned that the unused account will be deleted. */
    inactivityWarnedAt: timestamp('inactivity_warned_at', { withTimezone: true }),
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
    /** A random id per session, safe to show and to name in DELETE /auth/sessions/{id}. */
    publicId: uuid('public_id').notNull().defaultRandom(),
    /** The browser's User-Agent at sign-in (cut to 512 characters), for the device list. */
    userAgent: text('user_agent'),
  },
  (t) => [
    index('sessions_user_id_idx').on(t.userId),
    uniqueIndex('sessions_public_id_key').on(t.publicId),
  ],
);

/**
 * Single-use tokens mailed to prove an address, reset a password or move the account to a new
 * address. Only the SHA-256 of the 128-bit token is stored; `email` is the address the link was
 * sent to: for a reset or a verification, a link stops working when the account's address
 * changes; for a change of address, it is the new one.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', {
      enum: ['verify-email', 'reset-password', 'change-email'],
    }).notNull(),
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    // Set when a newer link of the same purpose took its place: the page can say "replaced"
    // rather than "expired", without keeping anything of the token but its hash.
    replacedAt: timestamp('replaced_at', { withTimezone: true }),
  },
  (t) => [index('account_tokens_user_purpose_idx').on(t.userId, t.purpose)],
);

/** Devices that have signed in to an account (SHA-256 of a long-lived device cookie). */
export const knownDevices = pgTable(
  'known_devices',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deviceHash: text('device_hash').notNull(),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.deviceHash] })],
);
