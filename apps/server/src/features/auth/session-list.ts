import type { SignedInSession } from '@academy/shared/account-security';
import { accountSecurityMessages } from '@academy/shared/account-security';
import { notFound } from '../../lib/app-error.ts';
import type { AccountRepository } from './account-repository.ts';
import { deviceLabel } from './device-label.ts';

/** The user's signed-in browsers, and signing them out from another one. */
export function createSessionList(repo: AccountRepository) {
  return {
    async list(userId: string, currentTokenHash: string): Promise<SignedInSession[]> {
      const rows = await repo.listSessions(userId, new Date());
      return rows.map((row) => ({
        id: row.publicId,
        device: deviceLabel(row.userAgent),
        createdAt: row.createdAt.toISOString(),
        lastSeenAt: row.lastSeenAt.toISOString(),
        current: row.tokenHash === currentTokenHash,
      }));
    },

    /** Another user's session answers 404 like an unknown one: ids are not confirmed. */
    async revoke(userId: string, publicId: string) {
      if (!(await repo.deleteSessionByPublicId(userId, publicId))) {
        throw notFound(accountSecurityMessages.sessionNotFound);
      }
    },

    revokeOthers: (userId: string, currentTokenHash: string) =>
      repo.deleteOtherSessions(userId, currentTokenHash),
  };
}
