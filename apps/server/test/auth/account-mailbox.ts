import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';
import { mailOutbox } from '../../src/db/schema/index.ts';

/** The newest mail to `to` of that kind (reset-password, password-changed, new-sign-in). */
export async function lastMail(db: Db, to: string, kind: string) {
  const rows = await db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, to))
    .orderBy(desc(mailOutbox.createdAt));
  return rows.find((row) => row.kind === kind);
}

/** The reset token in a reset mail's link. */
export function resetTokenIn(text: string) {
  const token = /\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1];
  if (!token) throw new Error(`no reset link in: ${text}`);
  return token;
}

/** The token in a change-of-address mail's link. */
export function emailChangeTokenIn(text: string) {
  const token = /\/confirm-email\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1];
  if (!token) throw new Error(`no link in: ${text}`);
  return token;
}
