import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { familyDigestSettings } from '../../db/schema/index.ts';

/**
 * The owner's choices kept beside the account's row, for its export (decision 052): never the
 * secrets that come with them (the opt-out link's key).
 */
export async function settingsOf(db: Db, userId: string) {
  const [digest] = await db
    .select({ optedOutAt: familyDigestSettings.optedOutAt })
    .from(familyDigestSettings)
    .where(eq(familyDigestSettings.parentId, userId));
  return {
    // No row: the account was never sent a digest nor opened its setting.
    weeklyDigest: digest ? { subscribed: digest.optedOutAt === null, ...digest } : null,
  };
}
