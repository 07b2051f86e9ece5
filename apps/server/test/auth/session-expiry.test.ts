import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions } from '../../src/db/schema/index.ts';
import { hashSessionToken } from '../../src/features/auth/session-token.ts';
import { buildTestApp, jsonCall, signUp } from '../helpers/test-app.ts';

const { app, database } = await buildTestApp();

const tokenHashOf = (cookie: string) => hashSessionToken(cookie.split('=')[1]!);

describe('session expiry enforced by the server', () => {
  it('refuses and deletes a session idle for more than 7 days', async () => {
    const { cookie } = await signUp(app);
    await database.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 8 * 86_400_000) })
      .where(eq(sessions.tokenHash, tokenHashOf(cookie)));
    expect((await jsonCall(app, 'GET', '/api/auth/verify', undefined, cookie)).statusCode).toBe(
      401,
    );
    const rows = await database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, tokenHashOf(cookie)));
    expect(rows).toHaveLength(0);
  });

  it('refuses a session past its absolute expiry even when in use', async () => {
    const { cookie } = await signUp(app);
    await database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, tokenHashOf(cookie)));
    expect((await jsonCall(app, 'GET', '/api/auth/verify', undefined, cookie)).statusCode).toBe(
      401,
    );
  });

  it('stores only a hash of the token', async () => {
    const { cookie } = await signUp(app);
    const token = cookie.split('=')[1]!;
    const all = await database.db.select().from(sessions);
    expect(all.some((s) => s.tokenHash === token)).toBe(false);
    expect(all.some((s) => s.tokenHash === hashSessionToken(token))).toBe(true);
  });
});
