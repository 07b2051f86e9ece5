import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { evaluationSubmissions, familyLinks, mailOutbox, users } from '../../db/schema/index.ts';
import { enqueueMail, type NewMail } from '../mail/outbox.ts';

/** An account's deletion (decision 052): who must be told, and the deletion itself. */
export function createAccountRepository(db: Db) {
  return {
    /** The parents or children linked to `userId` now, and which of the two `userId` is to them. */
    async linkedPeople(userId: string) {
      const rows = await db
        .select({
          parentId: familyLinks.parentId,
          other: { id: users.id, email: users.email, firstname: users.firstname },
        })
        .from(familyLinks)
        .innerJoin(
          users,
          sql`${users.id} = case when ${familyLinks.parentId} = ${userId} then ${familyLinks.childId} else ${familyLinks.parentId} end`,
        )
        .where(
          and(
            isNull(familyLinks.revokedAt),
            or(eq(familyLinks.parentId, userId), eq(familyLinks.childId, userId)),
          ),
        );
      return rows.map((row) => ({
        ...row.other,
        leaverIs: row.parentId === userId ? ('parent' as const) : ('child' as const),
      }));
    },

    /**
     * In one transaction: the evaluations of the account (or of its address, once proven),
     * every copy of mail to a proven address, then the user row, whose cascades take the rest;
     * `mails` are queued with it.
     */
    async deleteAccount(user: AccountOwner, mails: NewMail[]) {
      await db.transaction(async (tx) => {
        await tx.delete(evaluationSubmissions).where(evaluationsOf(user));
        // An unproven address may be someone else's: their mail stays until retention's term.
        if (user.emailVerifiedAt) {
          const address = user.email.toLowerCase();
          await tx.delete(mailOutbox).where(sql`lower(${mailOutbox.toAddress}) = ${address}`);
        }
        await enqueueMail(tx as unknown as Db, mails);
        await tx.delete(users).where(eq(users.id, user.id));
      });
    },
  };
}

/** Whose data an account's export and deletion take: the account, and its address once proven. */
export type AccountOwner = { id: string; email: string; emailVerifiedAt: Date | null };

/**
 * The evaluations that are an account's: those sent signed in, and those sent from its address
 * before it existed, once the account has proven the address is its own. Signing up with
 * another person's address, unverified, reads and deletes nothing of theirs.
 */
export const evaluationsOf = (user: AccountOwner) =>
  or(
    eq(evaluationSubmissions.userId, user.id),
    user.emailVerifiedAt
      ? sql`lower(${evaluationSubmissions.email}) = ${user.email.toLowerCase()}`
      : undefined,
  );
