// A statement stuck behind a lock (or gone slow) is cancelled by PostgreSQL after
// DATABASE_STATEMENT_TIMEOUT_MS: the call answers 503 in the error shape instead of holding its
// pooled connection, and works again once the lock is gone. Migrations and the nightly item
// statistics, which may run longer, are not cut.
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { openDatabase } from '../../src/db/client.ts';
import { createItemStatsRepository } from '../../src/features/item-stats/repository.ts';
import { VALID_PASSWORD, jsonCall, sessionCookie, testConfig } from '../helpers/test-app.ts';
import { emptyPostgresDatabase } from './server-process.ts';

const baseUrl = process.env.DATABASE_URL;

describe.skipIf(!baseUrl)('a statement over the timeout', async () => {
  if (!baseUrl) return;
  const { url, drop } = await emptyPostgresDatabase(baseUrl, 'academy_timeout');
  const database = await openDatabase({ kind: 'postgres', url, statementTimeoutMs: 300 });
  await database.migrate();
  const app = await buildApp({ config: testConfig(), database, logger: false });
  const locker = new pg.Client({ connectionString: url });
  await locker.connect();
  afterAll(async () => {
    await locker.end();
    await app.close();
    await database.close();
    await drop();
  });

  it('answers 503 while a lock holds it, and works once the lock is gone', async () => {
    const signup = await jsonCall(app, 'POST', '/api/auth/signup', {
      email: `slow.${Date.now()}@example.com`,
      password: VALID_PASSWORD,
      firstname: 'Slow',
      lastname: 'Lock',
    });
    const cookie = sessionCookie(signup);
    const profile = () => jsonCall(app, 'GET', '/api/auth/verify', undefined, cookie);
    expect((await profile()).statusCode).toBe(200);

    // A migration or an admin's statement holding the table, for longer than the timeout.
    await locker.query('begin');
    await locker.query('lock table users in access exclusive mode');
    try {
      const started = performance.now();
      const stuck = await profile();
      expect(stuck.statusCode).toBe(503);
      expect(stuck.json()).toEqual({
        message: 'The service is temporarily unavailable. Please try again shortly.',
      });
      expect(stuck.headers['retry-after']).toBe('5');
      expect(performance.now() - started).toBeLessThan(5_000);
    } finally {
      await locker.query('rollback');
    }
    expect((await profile()).statusCode).toBe(200);
  });

  it('does not cut the item statistics, which read every first attempt', async () => {
    // A lock held past the timeout stands in for a long history: the read waits it out.
    await locker.query('begin');
    await locker.query('lock table answers in access exclusive mode');
    // Started now (a query builder runs only once awaited), caught so it is not unhandled meanwhile.
    const read = Promise.resolve(createItemStatsRepository(database.db).firstAttempts());
    read.catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 800));
    await locker.query('rollback');
    await expect(read).resolves.toEqual([]);
  });
});
