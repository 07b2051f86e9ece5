import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { familyInvitations, familyLinks } from '../../db/schema/index.ts';
import { createPaymentsCore } from '../payments/core.ts';
import { createPaymentsService } from '../payments/service.ts';
import { whenSharingEnds } from '../scheduling/sharing-ended.ts';

/**
 * Withdraws invitations of the student (the one given, or every one not yet withdrawn) and ends
 * the links they made, in the caller's transaction (decision 035): the parents whose link ended,
 * or null when there was nothing of the student's to withdraw.
 */
export async function withdrawSharing(tx: Db, childId: string, now: Date, invitationId?: string) {
  const withdrawn = await tx
    .update(familyInvitations)
    .set({ revokedAt: now })
    .where(
      and(
        eq(familyInvitations.childId, childId),
        isNull(familyInvitations.revokedAt),
        invitationId ? eq(familyInvitations.id, invitationId) : undefined,
      ),
    )
    .returning({ id: familyInvitations.id });
  if (withdrawn.length === 0) return null;
  const ended = await tx
    .update(familyLinks)
    .set({ revokedAt: now })
    .where(
      and(
        inArray(
          familyLinks.invitationId,
          withdrawn.map((row) => row.id),
        ),
        isNull(familyLinks.revokedAt),
      ),
    )
    .returning({ parentId: familyLinks.parentId });
  return ended.map((row) => row.parentId);
}

/**
 * What ends with a parent's link beyond their view of the child, whoever ended it: the plans they
 * pay for the child stop renewing (decision 057) and the sessions they booked become the child's
 * alone (decision 067).
 */
export function createSharingEnded(db: Db, config: Config) {
  const payments = createPaymentsService(createPaymentsCore(db, config));
  return async (parentId: string, childId: string, now: Date) => {
    await payments.stopRenewalsPaidBy(parentId, now, childId);
    await whenSharingEnds(db, parentId, childId);
  };
}

export type SharingEnded = ReturnType<typeof createSharingEnded>;
