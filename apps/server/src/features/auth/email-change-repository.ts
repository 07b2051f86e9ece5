import type { PendingEmailChange } from '@academy/shared/email-change';
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accountTokens, users } from '../../db/schema/index.ts';
import { isUniqueViolation } from '../../lib/database-errors.ts';
import {
  cappedMailRetryAt,
  enqueueCappedMail,
  MAIL_CAPS,
  type CappedMailKind,
} from '../mail/caps.ts';
import { enqueueMail, notifyMailQueued, type NewMail } from '../mail/outbox.ts';
import { followEmailChange } from '../scheduling/follow-email-change.ts';
import { liveTokensOf, replaceAccountToken, usableAccountToken } from './account-repository.ts';
import { announceUserChanged } from './user-changes.ts';

const PURPOSE = 'change-email' as const;

export type EmailChangeOutcome =
  | { changed: true; user: { id: string; firstname: string }; oldEmail: string; newEmail: string }
  | { changed: false; reason: 'invalid' | 'used' | 'taken' };

/** Links that move an account to a new address (decision 053), and the move itself. */
export function createEmailChangeRepository(db: Db) {
  return {
    /** Whether another account has `email` (in any case). */
    async takenByAnother(email: string, userId: string) {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(sql`lower(${users.email}) = lower(${email})`, ne(users.id, userId)));
      return row !== undefined;
    },

    /** The newest change asked for whose link still works (used, voided or expired: none). */
    async pending(userId: string, now: Date): Promise<PendingEmailChange | null> {
      const [row] = await db
        .select({ email: accountTokens.email, expiresAt: accountTokens.expiresAt })
        .from(accountTokens)
        .where(liveTokensOf(userId, PURPOSE, now))
        .orderBy(desc(accountTokens.createdAt))
        .limit(1);
      return row ? { email: row.email, expiresAt: row.expiresAt.toISOString() } : null;
    },

    /**
     * Queues the mail to the new address, within its cap, and with a link, stores the link's
     * hash and voids the user's older unused ones: only the newest address asked for can win.
     * Over the cap nothing changes; the answer says when one more mail may go.
     */
    async issue(
      mail: NewMail & { kind: CappedMailKind },
      token?: { hash: string; userId: string; email: string; validForMs: number },
    ) {
      const now = new Date();
      const queued = await db.transaction(async (tx) => {
        if (!(await enqueueCappedMail(tx, mail))) return false;
        if (!token) return true;
        await replaceAccountToken(tx, { ...token, purpose: PURPOSE }, now);
        return true;
      });
      if (queued) {
        notifyMailQueued();
        return { sent: true } as const;
      }
      return {
        sent: false,
        cap: MAIL_CAPS[mail.kind].max,
        retryAt: await cappedMailRetryAt(db, mail.kind, mail.to, new Date()),
      } as const;
    },

    /**
     * Uses the link once: in one transaction the token is marked used, the account takes the
     * new address as proven, and `notice(old address)` is queued to the old one. An address
     * another account took meanwhile changes nothing but the link, which no longer works.
     */
    async consume(
      tokenHash: string,
      now: Date,
      notice: (user: { email: string; firstname: string }, newEmail: string) => NewMail,
    ): Promise<EmailChangeOutcome> {
      try {
        const outcome = await db.transaction(async (tx): Promise<EmailChangeOutcome> => {
          const [token] = await tx
            .update(accountTokens)
            .set({ usedAt: now })
            .where(usableAccountToken(tokenHash, PURPOSE, now))
            .returning();
          if (!token) {
            const [row] = await tx
              .select({ usedAt: accountTokens.usedAt })
              .from(accountTokens)
              .where(
                and(eq(accountTokens.tokenHash, tokenHash), eq(accountTokens.purpose, PURPOSE)),
              );
            return { changed: false, reason: row?.usedAt ? 'used' : 'invalid' };
          }
          const [before] = await tx
            .select()
            .from(users)
            .where(eq(users.id, token.userId))
            .for('update');
          if (!before) return { changed: false, reason: 'invalid' };
          await tx
            .update(users)
            .set({ email: token.email, emailVerifiedAt: now, updatedAt: now })
            .where(eq(users.id, before.id));
          await followEmailChange(tx as unknown as Db, before.id, before.email, token.email);
          await enqueueMail(tx as unknown as Db, [notice(before, token.email)]);
          return {
            changed: true,
            user: { id: before.id, firstname: before.firstname },
            oldEmail: before.email,
            newEmail: token.email,
          };
        });
        if (outcome.changed) {
          notifyMailQueued();
          announceUserChanged(db, outcome.user.id);
        }
        return outcome;
      } catch (error) {
        if (!isUniqueViolation(error, 'users_email_lower_key')) throw error;
        // The transaction that marked the link used was rolled back: it is voided on its own,
        // or the profile would go on saying the change waits for a link that cannot make it.
        await db
          .update(accountTokens)
          .set({ usedAt: now })
          .where(usableAccountToken(tokenHash, PURPOSE, now));
        return { changed: false, reason: 'taken' };
      }
    },
  };
}
