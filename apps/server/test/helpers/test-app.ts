import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll } from 'vitest';
import { buildApp, type AppDeps } from '../../src/app.ts';
import { loadConfig, type Env } from '../../src/config.ts';
import type { Database } from '../../src/db/client.ts';
import { importBank } from '../../src/features/content/service.ts';
import { createTestDatabase } from './test-database.ts';

export const TEST_ORIGIN = 'http://localhost:3000';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: ReturnType<typeof loadConfig>;
}

/** The configuration every test app starts from, with `env` on top, as an operator would set. */
export function testConfig(env: Partial<Env> = {}) {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: TEST_ORIGIN,
    WEB_DIST_DIR: '/nonexistent',
    AUTH_RATE_LIMIT_MAX: '1000',
    SIGNUP_DAILY_LIMIT: '1000',
    // Counters of their own in a shared Redis: no other app, file or run adds to them.
    REDIS_KEY_PREFIX: `test-${randomBytes(6).toString('hex')}-`,
    ...env,
  } as Record<string, string>);
}

/**
 * The real app on a real database of its own, closed after the file's tests. Env overrides
 * change the configuration the way an operator would. Build it in a file or a describe, never
 * inside a test: there its afterAll is never run and the database is left behind.
 */
export async function buildTestApp(
  env: Partial<Env> = {},
  {
    bankRoot,
    ...extra
  }: Partial<Omit<AppDeps, 'config' | 'database'>> & { bankRoot?: string } = {},
): Promise<TestApp> {
  const config = testConfig({ ...(bankRoot ? { CONTENT_ROOT: bankRoot } : {}), ...env });
  const database = await createTestDatabase();
  if (bankRoot) await importBank(database.db, { root: bankRoot });
  const app = await buildApp({ config, database, logger: false, ...extra });
  afterAll(async () => {
    await app.close();
    await database.close();
  });
  return { app, database, config };
}

/** A browser-like JSON call: same-origin header, JSON body, the given cookie. */
export function jsonCall(
  app: FastifyInstance,
  method: InjectOptions['method'],
  url: string,
  body?: unknown,
  cookie?: string,
) {
  return app.inject({
    method,
    url,
    headers: {
      origin: TEST_ORIGIN,
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(cookie ? { cookie } : {}),
    },
    ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
  });
}

let counter = 0;
export const uniqueEmail = (prefix = 'student') =>
  `${prefix}.${process.pid}.${Date.now()}.${counter++}@example.com`;

export const VALID_PASSWORD = 'Correct1Horse';

/** Signs a new user up and returns the cookie header that carries their session. */
export async function signUp(app: FastifyInstance, overrides: Record<string, string> = {}) {
  const email = overrides.email ?? uniqueEmail();
  const res = await jsonCall(app, 'POST', '/api/auth/signup', {
    email,
    password: VALID_PASSWORD,
    firstname: 'Ada',
    lastname: 'Lovelace',
    ...overrides,
  });
  if (res.statusCode !== 201) throw new Error(`signup failed: ${res.body}`);
  return { email, cookie: sessionCookie(res), user: res.json().user };
}

export function sessionCookie(res: { cookies: { name: string; value: string }[] }) {
  const found = res.cookies.find((c) => c.name.endsWith('academy_session'));
  if (!found) throw new Error('no session cookie in response');
  return `${found.name}=${found.value}`;
}
