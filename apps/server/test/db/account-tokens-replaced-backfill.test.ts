// Migration 0050 marks the links replaced before it as replaced. Its statement runs here over
// links a real sign-up and "Resend" stored, as they were before it.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountTokens } from '../../src/db/schema/index.ts';
import { buildTestApp, jsonCall, signUp } from '../helpers/test-app.ts';
import { verifyEmailOf } from '../helpers/verification.ts';

const { app, database } = await buildTestApp();
const { db } = database;

const migration = readFileSync(
  resolve(import.meta.dirname, '../../src/db/migrations/0050_account_tokens_replaced_at.sql'),
  'utf8',
);
const backfill = migration.slice(migration.indexOf('UPDATE'));

const tokensOf = (userId: string) =>
  db
    .select()
    .from(accountTokens)
    .where(eq(accountTokens.userId, userId))
    .orderBy(asc(accountTokens.createdAt));

describe('migration 0050 backfill', () => {
  it('marks the links a newer one replaced, and leaves expired and used ones alone', async () => {
    const resent = await signUp(app);
    for (let i = 0; i < 2; i++) {
      const res = await jsonCall(app, 'POST', '/api/auth/resend-verification', {}, resent.cookie);
      expect(res.statusCode).toBe(200);
    }
    const ranOut = await signUp(app);
    await db
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountTokens.userId, ranOut.user._id));
    const used = await signUp(app);
    await verifyEmailOf(app, database, used.email);

    const replacedByTheApp = await tokensOf(resent.user._id);
    expect(replacedByTheApp.map((t) => t.replacedAt !== null)).toEqual([true, true, false]);
    // As before 0050: no row says it was replaced.
    await db.update(accountTokens).set({ replacedAt: null });

    await database.db.execute(sql.raw(backfill));

    const backfilled = await tokensOf(resent.user._id);
    expect(backfilled.map((t) => t.replacedAt)).toEqual([
      replacedByTheApp[0]!.expiresAt,
      replacedByTheApp[1]!.expiresAt,
      null,
    ]);
    expect(backfilled).toEqual(replacedByTheApp);
    expect((await tokensOf(ranOut.user._id))[0]!.replacedAt).toBeNull();
    expect((await tokensOf(used.user._id))[0]!.replacedAt).toBeNull();
  });
});
