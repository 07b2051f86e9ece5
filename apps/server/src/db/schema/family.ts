import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * A student's invitation to a parent (issue 38). Only the SHA-256 of the mailed 128-bit token is
 * stored; it works once, until `expires_at`, and not after the student withdrew it.
 */
export const familyInvitations = pgTable(
  'family_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    childId: uuid('child_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The address the link was mailed to: only an account with it may accept. */
    email: text('email').notNull(),
    /** When the current link was mailed: a resend gives the row a new link and time. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    index('family_invitations_child_idx').on(t.childId),
    // One pending invitation per child and address (pending-invitations.ts resends it).
    uniqueIndex('family_invitations_pending_key')
      .on(t.childId, sql`lower(${t.email})`)
      .where(sql`${t.acceptedAt} is null and ${t.revokedAt} is null`),
  ],
);

/** A parent who may read a child's progress, from an accepted invitation until revoked. */
export const familyLinks = pgTable(
  'family_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    parentId: uuid('parent_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    childId: uuid('child_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    invitationId: uuid('invitation_id')
      .notNull()
      .references(() => familyInvitations.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    // One live link per parent and child, whatever the invitations.
    uniqueIndex('family_links_live_key')
      .on(t.parentId, t.childId)
      .where(sql`${t.revokedAt} is null`),
    index('family_links_child_idx').on(t.childId),
  ],
);

/** A parent's weekly digest: the opt-out link's key, the opt-out, and the one nudge. */
export const familyDigestSettings = pgTable('family_digest_settings', {
  parentId: uuid('parent_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The HMAC key of the opt-out link (random, per parent): a link cannot be forged from an id. */
  optOutKey: text('opt_out_key').notNull(),
  optedOutAt: timestamp('opted_out_at', { withTimezone: true }),
  /** When the nudge of a quiet week went; cleared by a week with practice. */
  nudgedAt: timestamp('nudged_at', { withTimezone: true }),
});
