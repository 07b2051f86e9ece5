import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { familyInvitations } from '../../db/schema/index.ts';

export interface NewInvitation {
  tokenHash: string;
  childId: string;
  /** As the student typed it: the address the link is mailed to. */
  email: string;
  /** When the link is mailed: what the student's list shows ("Invited on"). */
  createdAt: Date;
  expiresAt: Date;
}

/**
 * The child's invitations to `email`, in any letter case (as the mail cap and accepting compare
 * addresses), neither accepted nor withdrawn, expired or not.
 */
const openInvitationsTo = (childId: string, email: string) =>
  and(
    eq(familyInvitations.childId, childId),
    sql`lower(${familyInvitations.email}) = lower(${email})`,
    isNull(familyInvitations.acceptedAt),
    isNull(familyInvitations.revokedAt),
  );

/**
 * Stores the invitation just mailed: one pending invitation per child and address. Sending
 * again to an address the child has invited and that has not accepted is a resend, and the row
 * is kept with the new link (token hash, address as typed, sending time, expiry), rather than
 * withdrawn beside a new one, because:
 * - its id is what the student's list shows and withdraws: a list opened before the resend (a
 *   second tab, the phone) still withdraws the live link; with a new row, its Withdraw would
 *   answer 404 and leave the fresh link working;
 * - the earlier link's hash is gone, so that link answers as an unknown one (preview and
 *   accept: "not valid. Ask for a new one."), and it cannot be accepted after the new one;
 * - an expired invitation is renewed, not left beside a new one, so "neither accepted nor
 *   withdrawn" is one row per child and lower(email), which a partial unique index
 *   (family_invitations_pending_key, migration 0047) holds;
 * - the daily cap is not weakened: it counts mails in the outbox, not rows, so each resend is
 *   one more capped mail, refused (429) before anything here changes: the link already mailed
 *   then stays the one that works.
 * Call it in the transaction that queued the mail through `enqueueCappedMail`: its lock on the
 * recipient (the lowercased address) is held to the end, so two sends to one address, in any
 * case, run one after the other; FOR UPDATE puts an accept or a withdrawal of the row wholly
 * before or after (an accepted row is not resent: a new invitation goes, as before).
 */
export async function storeInvitation(tx: Db, row: NewInvitation) {
  const [kept] = await tx
    .select({ id: familyInvitations.id })
    .from(familyInvitations)
    .where(openInvitationsTo(row.childId, row.email))
    .for('update');
  if (!kept) {
    await tx.insert(familyInvitations).values(row);
    return;
  }
  const { tokenHash, email, createdAt, expiresAt } = row;
  await tx
    .update(familyInvitations)
    .set({ tokenHash, email, createdAt, expiresAt })
    .where(eq(familyInvitations.id, kept.id));
}
