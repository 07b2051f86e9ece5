import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accountTokens, familyDigestSettings } from '../../db/schema/index.ts';
import { liveTokensOf } from '../auth/account-repository.ts';

/**
 * The owner's choices and requests kept beside the account's row, for its export (decision 052):
 * never the secrets that come with them (the opt-out link's key, a mailed link's hash).
 */
export async function settingsOf(db: Db, userId: string, now: Date) {
  const [[digest], [emailChange]] = await Promise.all([
    db
      .select({ optedOutAt: familyDigestSettings.optedOutAt })
      .from(familyDigestSettings)
      .where(eq(familyDigestSettings.parentId, userId)),
    // As the profile shows it: the newest change asked for whose link still works.
    db
      .select({
        email: accountTokens.email,
        requestedAt: accountTokens.createdAt,
        expiresAt: accountTokens.expiresAt,
      })
      .from(accountTokens)
      .where(liveTokensOf(userId, 'change-email', now))
      .orderBy(desc(accountTokens.createdAt))
      .limit(1),
  ]);
  return {
    // No row: the account was never sent a digest nor opened its setting.
    weeklyDigest: digest ? { subscribed: digest.optedOutAt === null, ...digest } : null,
    pendingEmailChange: emailChange ?? null,
  };
}
