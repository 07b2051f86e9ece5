import { and, eq, exists, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accountTokens, users } from '../../db/schema/index.ts';
import { replaceAccountToken, usableAccountToken } from '../auth/account-repository.ts';
import { announceUserChanged } from '../auth/user-changes.ts';
import { cappedMailRetryAt, enqueueCappedMail, MAIL_CAPS } from '../mail/caps.ts';
import type { NewMail } from '../mail/outbox.ts';
import { notifyMailQueued } from '../mail/outbox.ts';

const PURPOSE = 'verify-email' as const;

export type TokenRow = typeof accountTokens.$inferSelect;

/** A link mailed, or none: the address had its cap of links in the window, until `retryAt`. */
export type IssueOutcome = { sent: true } | { sent: false; cap: number; retryAt: Date };

export function createVerificationRepository(db: Db) {
  return {
    /**
     * Stores a new link's hash and queues its mail in one transaction; older unused links of the
     * user stop working (they expire now), so only the newest mail's link verifies. Over the
     * address's cap of verification mails nothing changes and nothing is sent; the answer says
     * when one more may go, for the owner asking to be told.
     */
    async issue(
      token: { hash: string; userId: string; email: string; validForMs: number },
      mail: NewMail & { kind: 'verify-email' },
    ): Promise<IssueOutcome> {
      const now = new Date();
      const queued = await db.transaction(async (tx) => {
        if (!(await enqueueCappedMail(tx, mail))) return false;
        await replaceAccountToken(tx, { ...token, purpose: PURPOSE }, now);
        return true;
      });
      if (queued) {
        notifyMailQueued();
        return { sent: true };
      }
      return {
        sent: false,
        cap: MAIL_CAPS[PURPOSE].max,
        retryAt: await cappedMailRetryAt(db, PURPOSE, mail.to, new Date()),
      };
    },

    /**
     * Uses the link once: the token is marked used and the address verified together, only while
     * the token is unused, unexpired and was sent to the account's current address. Answers the
     * user when it worked; otherwise the token row as it is (undefined: no such token), and
     * nothing changed.
     */
    async consume(
      tokenHash: string,
      now: Date,
    ): Promise<
      { verified: true; userId: string; email: string } | { verified: false; row?: TokenRow }
    > {
      const verified = await db.transaction(async (tx) => {
        const [used] = await tx
          .update(accountTokens)
          .set({ usedAt: now })
          .where(
            and(
              usableAccountToken(tokenHash, PURPOSE, now),
              // Sent to an address the account no longer has: it verifies nothing.
              exists(
                tx
                  .select({ id: users.id })
                  .from(users)
                  .where(
                    and(
                      eq(users.id, accountTokens.userId),
                      sql`lower(${users.email}) = lower(${accountTokens.email})`,
                    ),
                  ),
              ),
            ),
          )
          .returning({ userId: accountTokens.userId, email: accountTokens.email });
        if (!used) return undefined;
        await tx
          .update(users)
          .set({
            emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now})`,
            updatedAt: now,
          })
          .where(eq(users.id, used.userId));
        return used;
      });
      if (verified) {
        announceUserChanged(db, verified.userId);
        return { verified: true, ...verified };
      }
      const [row] = await db
        .select()
        .from(accountTokens)
        .where(and(eq(accountTokens.tokenHash, tokenHash), eq(accountTokens.purpose, PURPOSE)));
      return { verified: false, row };
    },

    /** The address the user's account has now (a mismatch tells why a link failed). */
    /** The account's address now, and whether it is verified. */
    currentAddress: async (userId: string) =>
      (
        await db
          .select({ email: users.email, verifiedAt: users.emailVerifiedAt })
          .from(users)
          .where(eq(users.id, userId))
      )[0],
  };
}

export type VerificationRepository = ReturnType<typeof createVerificationRepository>;
