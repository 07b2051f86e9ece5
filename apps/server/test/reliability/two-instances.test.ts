// Two app instances on one PostgreSQL, as behind a load balancer: what one instance keeps in
// memory (recent session checks, users' progress) follows what the other one writes.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { openDatabase, type Database } from '../../src/db/client.ts';
import { importBank } from '../../src/features/content/service.ts';
import { createPaymentsRepository } from '../../src/features/payments/repository.ts';
import { FIXTURE_BANK } from '../helpers/fixture-bank.ts';
import { jsonCall, signUp, testConfig } from '../helpers/test-app.ts';
import { answer } from '../practice/practice-helpers.ts';
import { adminQuery, createServerStorage } from './server-process.ts';

type Storage = Awaited<ReturnType<typeof createServerStorage>>;

/**
 * Retries `read` until `done` holds: a change crosses instances as a NOTIFY, within moments; the
 * limit stays below the one second a recent session check may otherwise be reused.
 */
async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean) {
  const deadline = Date.now() + 600;
  let value = await read();
  while (!done(value) && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 20));
    value = await read();
  }
  return value;
}

describe.skipIf(!process.env.DATABASE_URL)('two instances on one PostgreSQL', () => {
  let storage: Storage;
  const databases: Database[] = [];
  const apps: FastifyInstance[] = [];
  let a: FastifyInstance;
  let b: FastifyInstance;

  beforeAll(async () => {
    storage = await createServerStorage();
    const config = testConfig({
      CONTENT_ROOT: FIXTURE_BANK,
      DATABASE_URL: storage.databaseUrl!,
      GUEST_FREE_QUESTIONS: '3',
    });
    for (let i = 0; i < 2; i += 1) {
      const database = await openDatabase({ kind: 'postgres', url: storage.databaseUrl! });
      await database.migrate();
      if (i === 0) await importBank(database.db, { root: FIXTURE_BANK });
      databases.push(database);
      apps.push(await buildApp({ config, database, logger: false }));
    }
    [a, b] = apps as [FastifyInstance, FastifyInstance];
  });

  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const database of databases) await database.close();
    await storage?.cleanup();
  });

  it('a session signed out on one instance is refused by the other at once', async () => {
    const { cookie } = await signUp(a);
    // B has just checked this session, and may reuse that check for a moment.
    expect((await jsonCall(b, 'GET', '/api/progress', undefined, cookie)).statusCode).toBe(200);
    expect((await jsonCall(a, 'GET', '/api/auth/logout', undefined, cookie)).statusCode).toBe(200);
    const after = await eventually(
      () => jsonCall(b, 'GET', '/api/progress', undefined, cookie),
      (res) => res.statusCode === 401,
    );
    expect(after.statusCode).toBe(401);
  });

  it('a new tier set through one instance counts on the other at once', async () => {
    const { cookie, user } = await signUp(a);
    // A guest past the trial, as B has just seen: B may reuse that session check for a moment.
    const random = () =>
      jsonCall(b, 'GET', '/api/questions/submodule/algebra/random', undefined, cookie);
    for (const id of ['test-linear-001', 'test-system-001', 'test-linear-002'] as const) {
      await answer(b, cookie, id, true);
    }
    expect((await random()).statusCode).toBe(403);
    await createPaymentsRepository(databases[0]!.db).setUserSubscription(user._id, {
      tier: 'Monthly',
      endDate: new Date(Date.now() + 86_400_000),
      status: 'active',
    });
    expect((await eventually(random, (res) => res.statusCode === 200)).statusCode).toBe(200);
  });

  it("a Guest's checks on one instance count toward the trial on the other at once", async () => {
    const { cookie } = await signUp(a);
    const check = (app: FastifyInstance, id: string) =>
      jsonCall(app, 'POST', `/api/questions/${id}/check`, { answer: 'A' }, cookie);
    const randomOnB = () =>
      jsonCall(b, 'GET', '/api/questions/submodule/algebra/random', undefined, cookie);
    // B reads (and keeps) the Guest's one question checked; A checks two more, never recorded.
    expect((await check(b, 'test-linear-001')).statusCode).toBe(200);
    expect((await randomOnB()).statusCode).toBe(200);
    expect((await check(a, 'test-linear-002')).statusCode).toBe(200);
    expect((await check(a, 'test-system-001')).statusCode).toBe(200);
    expect((await eventually(randomOnB, (res) => res.statusCode === 403)).statusCode).toBe(403);
    expect((await check(b, 'test-system-002')).statusCode).toBe(403);
  });

  it('an answer recorded on one instance shows on the other, and is not served again', async () => {
    const { cookie } = await signUp(a);
    const reviewOnB = () =>
      jsonCall(b, 'GET', '/api/progress/answered-questions', undefined, cookie);
    // B reads (and keeps) the user's empty history first.
    expect((await reviewOnB()).json().pagination.total).toBe(0);

    const { record } = await answer(a, cookie, 'test-linear-001', true);
    expect(record.statusCode).toBe(200);

    const review = await eventually(reviewOnB, (res) => res.json().pagination.total === 1);
    expect(review.json().questions[0]).toMatchObject({
      questionId: 'test-linear-001',
      isCorrect: true,
    });
    for (let i = 0; i < 10; i += 1) {
      const random = await jsonCall(
        b,
        'GET',
        '/api/questions/submodule/algebra/random',
        undefined,
        cookie,
      );
      expect(random.json()._id).not.toBe('test-linear-001');
    }
  });

  it('hears every change of a burst announced at once, more than one notification holds', async () => {
    const [here, there] = databases as [Database, Database];
    const heard = new Set<string | undefined>();
    const echoed: (string | undefined)[] = [];
    there.changes.subscribe('burst', (key) => heard.add(key));
    here.changes.subscribe('burst', (key) => echoed.push(key));
    // 600 user ids (over 8,000 bytes, PostgreSQL's limit for one payload), some twice.
    const keys = Array.from({ length: 600 }, () => randomUUID());
    for (const key of [...keys, ...keys.slice(0, 50)]) here.changes.publish('burst', key);
    await eventually(
      async () => heard.size,
      (size) => size >= keys.length,
    );
    expect(heard).toEqual(new Set(keys));
    expect(echoed).toEqual([]);
  });

  it('keeps following the other instance after its listening connection was cut', async () => {
    const listeners = `select pid from pg_stat_activity
      where datname = current_database() and query like 'listen %'`;
    const cut = await adminQuery(
      storage.databaseUrl!,
      `select pg_terminate_backend(pid) from (${listeners}) l`,
    );
    expect(cut.rowCount).toBe(2);
    const deadline = Date.now() + 10_000;
    while ((await adminQuery(storage.databaseUrl!, listeners)).rowCount! < 2) {
      expect(Date.now()).toBeLessThan(deadline);
      await new Promise((r) => setTimeout(r, 100));
    }

    const { cookie } = await signUp(a);
    const reviewOnB = () =>
      jsonCall(b, 'GET', '/api/progress/answered-questions', undefined, cookie);
    expect((await reviewOnB()).json().pagination.total).toBe(0);
    await answer(a, cookie, 'test-system-002', false);
    const review = await eventually(reviewOnB, (res) => res.json().pagination.total === 1);
    expect(review.json().pagination.total).toBe(1);
  });
});
