import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accountTokens, sessions, users } from '../../db/schema/index.ts';
import { enqueueMail, notifyMailQueued, type NewMail } from '../mail/outbox.ts';
import { enqueueCappedMail } from '../mail/caps.ts';
import { createKnownDevicesRepository } from './known-devices-repository.ts';
import { announceUserChanged } from './user-changes.ts';

/** Mailed tokens of `purpose` that have not been used and have not expired at `now`. */
const liveTokens = (purpose: TokenPurpose, now: Date) =>
  and(
    eq(accountTokens.purpose, purpose),
    isNull(accountTokens.usedAt),
    gt(accountTokens.expiresAt, now),
  );

/** The mailed token `tokenHash`, if it is of `purpose` and still works at `now`. */
export const usableAccountToken = (tokenHash: string, purpose: TokenPurpose, now: Date) =>
  and(eq(accountTokens.tokenHash, tokenHash), liveTokens(purpose, now));

/** The user's mailed links of `purpose` that still work at `now`. */
export const liveTokensOf = (userId: string, purpose: TokenPurpose, now: Date) =>
  and(eq(accountTokens.userId, userId), liveTokens(purpose, now));

/** The user's reset links not used yet: replaced by a new one, or made moot by a change. */
const dropUnusedResetLinks = (db: Db, userId: string) =>
  db
    .delete(accountTokens)
    .where(
      and(
        eq(accountTokens.userId, userId),
        eq(accountTokens.purpose, 'reset-password'),
        isNull(accountTokens.usedAt),
      ),
    );

type TokenPurpose = (typeof accountTokens.$inferSelect)['purpose'];

/**
 * Stores a new mailed link's hash; the user's older unused links of that purpose expire now, so
 * only the newest mail's link works (a verification, a change of address), and are marked
 * replaced, so opening one says why it no longer works.
 */
export async function replaceAccountToken(
  tx: Db,
  token: { hash: string; userId: string; purpose: TokenPurpose; email: string; validForMs: number },
  now: Date,
) {
  await voidUnusedTokens(tx, token.userId, token.purpose, now);
  await tx.insert(accountTokens).values({
    tokenHash: token.hash,
    userId: token.userId,
    purpose: token.purpose,
    email: token.email,
    createdAt: now,
    expiresAt: new Date(now.getTime() + token.validForMs),
  });
}

/** The user's unused links of `purpose` expire now, marked replaced so a page says why. */
export const voidUnusedTokens = (tx: Db, userId: string, purpose: TokenPurpose, now: Date) =>
  tx
    .update(accountTokens)
    .set({ expiresAt: now, replacedAt: now })
    .where(liveTokensOf(userId, purpose, now));

// Stands in for the user id when the email is unknown: the statements run the same, touch nothing.
const NO_USER = '00000000-0000-0000-0000-000000000000';

/** Every session of the user is gone: the auth plugin's recent checks of them drop at once. */
async function deleteSessionsOf(tx: Db, userId: string, keepTokenHash?: string) {
  await tx
    .delete(sessions)
    .where(
      keepTokenHash
        ? and(eq(sessions.userId, userId), ne(sessions.tokenHash, keepTokenHash))
        : eq(sessions.userId, userId),
    );
}

/** Password reset tokens, password changes, the session list and known devices. */
export function createAccountRepository(db: Db) {
  return {
    ...createKnownDevicesRepository(db),
    /**
     * Replaces the user's unused reset links with this one and queues its mail, in one
     * transaction. For an unknown email (`userId` undefined) the same statements run and match
     * no row, so both answers take about the same time; only the mail insert is skipped.
     */
    /**
     * Replaces the user's unused reset links with a new one and queues its mail, in one
     * transaction; over the address's cap of reset mails nothing changes, so the link of the last
     * mail sent keeps working. An unknown email (no user, no mail) does the same statements,
     * matching no row.
     */
    async saveResetToken(
      userId: string | undefined,
      token: { hash: string; expiresAt: Date },
      mail: (NewMail & { kind: 'reset-password' }) | undefined,
    ) {
      const id = userId ?? NO_USER;
      const queued = await db.transaction(async (tx) => {
        if (mail && !(await enqueueCappedMail(tx as unknown as Db, mail))) return false;
        await dropUnusedResetLinks(tx as unknown as Db, id);
        await tx.insert(accountTokens).select(
          tx
            .select({
              tokenHash: sql`${token.hash}`.as('token_hash'),
              userId: users.id,
              purpose: sql`'reset-password'`.as('purpose'),
              email: users.email,
              createdAt: sql`now()`.as('created_at'),
              expiresAt: sql`${token.expiresAt.toISOString()}::timestamptz`.as('expires_at'),
              usedAt: sql`null`.as('used_at'),
              // An insert from a select names every column of the table, this one too.
              replacedAt: sql`null`.as('replaced_at'),
            })
            .from(users)
            .where(eq(users.id, id)),
        );
        return Boolean(mail);
      });
      if (queued) notifyMailQueued();
    },

    /**
     * A reset link that would still set the password: unused, unexpired, and sent to the address
     * the account has now (as `resetPassword` requires), so its page refuses a link made moot by
     * a change of address before a new password is typed.
     */
    findUsableResetToken: async (tokenHash: string, now: Date) =>
      (
        await db
          .select({ userId: accountTokens.userId })
          .from(accountTokens)
          .innerJoin(
            users,
            and(
              eq(users.id, accountTokens.userId),
              sql`lower(${users.email}) = lower(${accountTokens.email})`,
            ),
          )
          .where(usableAccountToken(tokenHash, 'reset-password', now))
      )[0],

    /**
     * Uses a reset token: new hash, address verified (the link reached it), every session gone,
     * the mail queued, all or nothing. Undefined when the token is unknown, used, expired, or was
     * sent to an address the account no longer has.
     */
    async resetPassword(
      tokenHash: string,
      passwordHash: string,
      now: Date,
      mailFor: (user: { email: string; firstname: string }) => NewMail,
    ) {
      const changed = await db.transaction(async (tx) => {
        const [used] = await tx
          .update(accountTokens)
          .set({ usedAt: now })
          .where(usableAccountToken(tokenHash, 'reset-password', now))
          .returning({ userId: accountTokens.userId, email: accountTokens.email });
        if (!used) return undefined;
        const [user] = await tx
          .update(users)
          .set({
            passwordHash,
            emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now.toISOString()}::timestamptz)`,
            updatedAt: now,
          })
          .where(and(eq(users.id, used.userId), sql`lower(${users.email}) = lower(${used.email})`))
          .returning({ id: users.id, email: users.email, firstname: users.firstname });
        if (!user) return undefined;
        await deleteSessionsOf(tx as unknown as Db, user.id);
        // A change of address waiting for its link was asked with the password now replaced,
        // maybe by whoever made the owner reset it: it must not move the account afterwards.
        await voidUnusedTokens(tx as unknown as Db, user.id, 'change-email', now);
        await enqueueMail(tx as unknown as Db, [mailFor(user)]);
        return user;
      });
      if (changed) {
        notifyMailQueued();
        announceUserChanged(db, changed.id);
      }
      return changed;
    },

    /** The new hash and the mail together; every other session of the user ends. */
    async changePassword(
      userId: string,
      passwordHash: string,
      keepTokenHash: string,
      mail: NewMail,
    ) {
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ passwordHash, updatedAt: new Date() })
          .where(eq(users.id, userId));
        await deleteSessionsOf(tx as unknown as Db, userId, keepTokenHash);
        // A reset link mailed before is for the password that no longer exists.
        await dropUnusedResetLinks(tx as unknown as Db, userId);
        // So is a change of address waiting for its link (see resetPassword).
        await voidUnusedTokens(tx as unknown as Db, userId, 'change-email', new Date());
        await enqueueMail(tx as unknown as Db, [mail]);
      });
      notifyMailQueued();
      announceUserChanged(db, userId);
    },

    listSessions: (userId: string, now: Date) =>
      db
        .select({
          tokenHash: sessions.tokenHash,
          publicId: sessions.publicId,
          userAgent: sessions.userAgent,
          createdAt: sessions.createdAt,
          lastSeenAt: sessions.lastSeenAt,
        })
        .from(sessions)
        .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now)))
        .orderBy(desc(sessions.lastSeenAt)),

    /** True when a session of this user had that public id. */
    async deleteSessionByPublicId(userId: string, publicId: string) {
      const deleted = await db
        .delete(sessions)
        .where(and(eq(sessions.userId, userId), eq(sessions.publicId, publicId)))
        .returning({ tokenHash: sessions.tokenHash });
      if (deleted.length) announceUserChanged(db, userId);
      return deleted.length > 0;
    },

    async deleteOtherSessions(userId: string, keepTokenHash: string) {
      await deleteSessionsOf(db, userId, keepTokenHash);
      announceUserChanged(db, userId);
    },

    setNewSignInAlerts: async (userId: string, enabled: boolean) => {
      await db
        .update(users)
        .set({ newSignInAlerts: enabled, updatedAt: new Date() })
        .where(eq(users.id, userId));
      announceUserChanged(db, userId);
    },

    findAlertRecipient: async (userId: string) =>
      (
        await db
          .select({
            email: users.email,
            firstname: users.firstname,
            newSignInAlerts: users.newSignInAlerts,
          })
          .from(users)
          .where(eq(users.id, userId))
      )[0],

    queueMail: (mail: NewMail) => enqueueMail(db, [mail], { notify: true }),
  };
}

export type AccountRepository = ReturnType<typeof createAccountRepository>;
