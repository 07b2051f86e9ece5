import { familyMessages, sameAddress } from '@academy/shared/family';
import type { Db } from '../../db/client.ts';
import { hashAccountToken } from '../auth/account-token.ts';
import { createFamilyRepository, type InvitationRow } from './repository.ts';

/** Why an invitation link cannot be used, in words the page shows as they are. */
export function refusal(row: InvitationRow | undefined, now: Date) {
  if (!row) return familyMessages.tokenInvalid;
  if (row.revokedAt) return familyMessages.tokenRevoked;
  if (row.acceptedAt) return familyMessages.tokenUsed;
  if (row.expiresAt <= now) return familyMessages.tokenExpired;
  return undefined;
}

/**
 * Whether `token` is a usable invitation mailed to `email`: whoever holds it read that mailbox,
 * so an account created with it for that address needs no verification mail.
 */
export function createInvitationVouches(db: Db) {
  const repo = createFamilyRepository(db);
  return async (token: string, email: string) => {
    const row = await repo.findInvitation(hashAccountToken(token));
    return !refusal(row, new Date()) && sameAddress(row!.email, email);
  };
}
