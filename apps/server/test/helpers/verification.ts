import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/client.ts';
import { mailOutbox } from '../../src/db/schema/index.ts';
import { jsonCall, signUp } from './test-app.ts';

/** The raw token of the newest verification link mailed to `email`, read from the outbox. */
export async function mailedVerificationToken(database: Database, email: string) {
  const [mail] = await database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, email), eq(mailOutbox.kind, 'verify-email')))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  const token = mail?.textBody.match(/\/verify-email\?token=([\w-]+)/)?.[1];
  if (!token) throw new Error(`no verification link mailed to ${email}`);
  return token;
}

/** Verifies `email` as its owner does: through the link in the mail the outbox holds. */
export async function verifyEmailOf(app: FastifyInstance, database: Database, email: string) {
  const token = await mailedVerificationToken(database, email);
  const res = await jsonCall(app, 'POST', '/api/auth/verify-email', { token });
  if (res.statusCode !== 200) throw new Error(`verification failed: ${res.body}`);
}

/** A new user whose address is verified, as a buyer of a plan must be. */
export async function signUpVerified(
  app: FastifyInstance,
  database: Database,
  overrides: Record<string, string> = {},
) {
  const account = await signUp(app, overrides);
  await verifyEmailOf(app, database, account.email);
  return { ...account, user: { ...account.user, emailVerified: true } };
}
