// PostgreSQL cut off under load (a TCP proxy between the server and the database): calls that
// need the database answer 503 in the error shape within a second, /api/health says the
// database is down, and once it is back everything recovers without a restart.
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { openDatabase } from '../../src/db/client.ts';
import { importBank } from '../../src/features/content/service.ts';
import { FIXTURE_BANK } from '../helpers/fixture-bank.ts';
import { VALID_PASSWORD, jsonCall, sessionCookie, testConfig } from '../helpers/test-app.ts';
import { emptyPostgresDatabase } from './server-process.ts';
import { startTcpProxy } from './tcp-proxy.ts';

const baseUrl = process.env.DATABASE_URL;

describe.skipIf(!baseUrl)('PostgreSQL stopped under load', async () => {
  if (!baseUrl) return;
  const { url, drop } = await emptyPostgresDatabase(baseUrl, 'academy_outage');
  const direct = new URL(url);
  const setup = await openDatabase({ kind: 'postgres', url: direct.toString() });
  await setup.migrate();
  await importBank(setup.db, { root: FIXTURE_BANK });
  await setup.close();

  const proxy = await startTcpProxy(direct.hostname, Number(direct.port || 5432));
  const viaProxy = new URL(direct);
  viaProxy.hostname = '127.0.0.1';
  viaProxy.port = String(proxy.port);
  const database = await openDatabase({ kind: 'postgres', url: viaProxy.toString() });
  const config = testConfig({ CONTENT_ROOT: FIXTURE_BANK, GUEST_FREE_QUESTIONS: '100000' });
  const app = await buildApp({ config, database, logger: false });
  afterAll(async () => {
    proxy.restore();
    await app.close();
    await database.close();
    await proxy.close();
    await drop();
  });

  const signup = await jsonCall(app, 'POST', '/api/auth/signup', {
    email: `outage.${Date.now()}@example.com`,
    password: VALID_PASSWORD,
    firstname: 'Out',
    lastname: 'Age',
  });
  const cookie = sessionCookie(signup);
  const record = () =>
    jsonCall(
      app,
      'POST',
      '/api/progress/record-answer',
      { questionId: 'test-linear-001', answer: 'B' },
      cookie,
    );
  const timed = async (call: () => ReturnType<typeof record>) => {
    const started = performance.now();
    const res = await call();
    return { res, ms: performance.now() - started };
  };

  it('answers 503 within a second while the database is gone, then recovers by itself', async () => {
    expect((await record()).statusCode).toBe(200);

    // Load before, during and after the cut.
    let running = true;
    const seen: { status: number; ms: number; body: unknown }[] = [];
    const load = Array.from({ length: 8 }, async (_, i) => {
      while (running) {
        const { res, ms } = await timed(() =>
          i % 2 ? record() : jsonCall(app, 'GET', '/api/profile', undefined, cookie),
        );
        seen.push({ status: res.statusCode, ms, body: res.json() });
        await new Promise((r) => setTimeout(r, 5));
      }
    });
    await new Promise((r) => setTimeout(r, 300));
    proxy.cut();
    const cutAt = seen.length;
    await new Promise((r) => setTimeout(r, 1_500));

    const during = await timed(record);
    expect(during.res.statusCode).toBe(503);
    expect(during.ms).toBeLessThan(1_000);
    expect(during.res.json()).toEqual({ message: expect.any(String) });
    expect(during.res.headers['retry-after']).toBeDefined();
    const health = await jsonCall(app, 'GET', '/api/health');
    expect(health.statusCode).toBe(503);
    expect(health.json().checks.database.status).toBe('down');

    proxy.restore();
    const restoredAt = Date.now();
    let recovered = false;
    while (!recovered && Date.now() - restoredAt < 10_000) {
      recovered = (await record()).statusCode === 200;
      if (!recovered) await new Promise((r) => setTimeout(r, 100));
    }
    expect(recovered).toBe(true);
    running = false;
    await Promise.all(load);

    // Nothing but 200 and 503 under the outage; every 503 in the error shape, and fast.
    const afterCut = seen.slice(cutAt);
    expect(afterCut.length).toBeGreaterThan(0);
    for (const call of seen) {
      expect([200, 503]).toContain(call.status);
      if (call.status === 503) {
        expect(call.body).toEqual({ message: expect.any(String) });
        expect(call.ms).toBeLessThan(1_000);
      }
    }
    expect(afterCut.some((c) => c.status === 503)).toBe(true);
    expect((await jsonCall(app, 'GET', '/api/health')).statusCode).toBe(200);
    expect((await jsonCall(app, 'GET', '/api/profile', undefined, cookie)).statusCode).toBe(200);
  });
});
