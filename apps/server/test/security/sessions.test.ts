// Sessions and cookies: fixation, sign-out, cookie attributes in production, and CSRF.
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { FIXTURE_BANK } from '../helpers/fixture-bank.ts';
import {
  TEST_ORIGIN,
  VALID_PASSWORD,
  buildTestApp,
  jsonCall,
  sessionCookie,
  signUp,
} from '../helpers/test-app.ts';
import { expectErrorShape, rowCounts } from './security-helpers.ts';

const { app, database } = await buildTestApp({}, { bankRoot: FIXTURE_BANK });

/** Calls that need a session: fresh checks and the ones that may reuse a recent check. */
const SIGNED_IN_ONLY = [
  '/api/auth/verify',
  '/api/profile',
  '/api/modules',
  '/api/modules/submodules',
  '/api/progress/answered-questions',
  '/api/modules/submodules/algebra/concept-scores',
];

async function expectSignedOut(target: FastifyInstance, cookie: string) {
  for (const url of SIGNED_IN_ONLY) {
    const res = await jsonCall(target, 'GET', url, undefined, cookie);
    expect(res.statusCode, url).toBe(401);
    expectErrorShape(res);
  }
}

async function expectSignedIn(target: FastifyInstance, cookie: string) {
  for (const url of SIGNED_IN_ONLY) {
    expect((await jsonCall(target, 'GET', url, undefined, cookie)).statusCode, url).toBe(200);
  }
}

describe('signed-in only calls (SPEC §6)', () => {
  // Everything but the open pages' calls: sign-in, the evaluation, booking a tutor session.
  const SIGNED_IN_CALLS: [method: 'GET' | 'POST' | 'PATCH', url: string, body?: object][] = [
    ['GET', '/api/profile'],
    ['PATCH', '/api/profile', { firstname: 'Ada', lastname: 'Lovelace' }],
    ['GET', '/api/modules'],
    ['GET', '/api/modules/algebra/submodules'],
    ['GET', '/api/modules/submodules'],
    ['GET', '/api/modules/submodules/algebra/concepts'],
    ['GET', '/api/modules/submodules/algebra/concept-scores'],
    ['GET', '/api/questions/submodule/algebra/random'],
    ['POST', '/api/questions/test-linear-001/check', { answer: 'B' }],
    ['GET', '/api/questions/test-linear-001/answer'],
    ['GET', '/api/progress'],
    ['GET', '/api/progress/stats'],
    ['POST', '/api/progress/record-answer', { questionId: 'test-linear-001', answer: 'B' }],
    ['GET', '/api/progress/answered-questions'],
    ['GET', '/api/progress/concepts'],
    ['POST', '/api/payments/create-customer'],
    ['GET', '/api/payments/current-subscription'],
    ['POST', '/api/payments/cancel-subscription'],
    ['POST', '/api/payments/subscription', { subscriptionTier: 'Monthly' }],
    ['GET', '/api/payments/verify-checkout-session?sessionId=cs_test_1'],
  ];

  it.each(SIGNED_IN_CALLS)('%s %s answers 401 without a session', async (method, url, body) => {
    const before = await rowCounts(database);
    const res = await jsonCall(app, method, url, body ?? (method === 'GET' ? undefined : {}));
    expect(res.statusCode).toBe(401);
    expectErrorShape(res);
    expect(await rowCounts(database)).toEqual(before);
  });
});

describe('sessions', () => {
  it('a session cookie planted or stolen before sign-in is dead after it', async () => {
    const victim = await signUp(app);
    const stolen = victim.cookie;
    // Warm every path, including those that reuse a recent session check.
    await expectSignedIn(app, stolen);
    const login = await jsonCall(
      app,
      'POST',
      '/api/auth/login',
      { email: victim.email, password: VALID_PASSWORD },
      stolen,
    );
    expect(login.statusCode).toBe(200);
    const fresh = sessionCookie(login);
    expect(fresh).not.toBe(stolen);
    await expectSignedOut(app, stolen);
    await expectSignedIn(app, fresh);
  });

  it('signing in as someone else with an old cookie ends the old session too', async () => {
    const first = await signUp(app);
    const second = await signUp(app);
    await expectSignedIn(app, first.cookie);
    const login = await jsonCall(
      app,
      'POST',
      '/api/auth/login',
      { email: second.email, password: VALID_PASSWORD },
      first.cookie,
    );
    expect(login.statusCode).toBe(200);
    await expectSignedOut(app, first.cookie);
    const who = await jsonCall(app, 'GET', '/api/auth/verify', undefined, sessionCookie(login));
    expect(who.json().user.email).toBe(second.email);
  });

  it('a signed-out token is dead everywhere at once', async () => {
    const { cookie } = await signUp(app);
    await expectSignedIn(app, cookie);
    const out = await jsonCall(app, 'GET', '/api/auth/logout', undefined, cookie);
    expect(out.statusCode).toBe(200);
    await expectSignedOut(app, cookie);
    // Writes too.
    const write = await jsonCall(
      app,
      'POST',
      '/api/progress/record-answer',
      { questionId: 'test-linear-001', answer: 'B' },
      cookie,
    );
    expect(write.statusCode).toBe(401);
  });

  it('a rotated token is dead, its replacement alive', async () => {
    const { cookie } = await signUp(app);
    await expectSignedIn(app, cookie);
    const rotated = await jsonCall(app, 'GET', '/api/auth/reset-token', undefined, cookie);
    expect(rotated.statusCode).toBe(200);
    await expectSignedOut(app, cookie);
    await expectSignedIn(app, sessionCookie(rotated));
  });
});

describe('cookies in production', async () => {
  const production = await buildTestApp({ NODE_ENV: 'production', COOKIE_SECURE: 'true' });

  it('carry __Host-, Secure, HttpOnly, SameSite=Lax, path / and no domain', async () => {
    const res = await jsonCall(production.app, 'POST', '/api/auth/signup', {
      email: `prod.${Date.now()}@example.com`,
      password: VALID_PASSWORD,
      firstname: 'Prod',
      lastname: 'User',
    });
    expect(res.statusCode).toBe(201);
    const header = [res.headers['set-cookie']].flat().find((c) => c?.includes('academy_session='))!;
    expect(header).toMatch(/^__Host-academy_session=[A-Za-z0-9_-]{43};/);
    expect(header).toMatch(/;\s*Secure/i);
    expect(header).toMatch(/;\s*HttpOnly/i);
    expect(header).toMatch(/;\s*SameSite=Lax/i);
    expect(header).toMatch(/;\s*Path=\//i);
    expect(header).not.toMatch(/Domain=/i);
    // HSTS in production.
    expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
  });

  it('sign-out clears the cookie with the same attributes', async () => {
    const res = await jsonCall(production.app, 'POST', '/api/auth/signup', {
      email: `prod.out.${Date.now()}@example.com`,
      password: VALID_PASSWORD,
      firstname: 'Prod',
      lastname: 'User',
    });
    const out = await jsonCall(
      production.app,
      'GET',
      '/api/auth/logout',
      undefined,
      sessionCookie(res),
    );
    const cleared = [out.headers['set-cookie']]
      .flat()
      .find((c) => c?.includes('academy_session='))!;
    expect(cleared).toMatch(/^__Host-academy_session=;/);
    expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970/i);
    expect(cleared).toMatch(/;\s*Secure/i);
  });
});

describe('cross-site requests', () => {
  it('refuses a POST from another origin, a cross-site fetch without Origin, and forms', async () => {
    const { cookie } = await signUp(app);
    const before = await rowCounts(database);
    const attempts = [
      { origin: 'https://evil.example', 'content-type': 'application/json' },
      { origin: 'null', 'content-type': 'application/json' },
      { origin: `${TEST_ORIGIN}.evil.example`, 'content-type': 'application/json' },
      { 'sec-fetch-site': 'cross-site', 'content-type': 'application/json' },
      { origin: TEST_ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
      { origin: TEST_ORIGIN, 'content-type': 'text/plain' },
      { origin: TEST_ORIGIN, 'content-type': 'multipart/form-data; boundary=x' },
    ];
    const calls: [string, string, string][] = [
      ['POST', '/api/progress/record-answer', '{"questionId":"test-linear-001","answer":"B"}'],
      ['POST', '/api/questions/test-linear-001/check', '{"answer":"B"}'],
      ['PATCH', '/api/profile', '{"firstname":"Evil","lastname":"Twin"}'],
      ['POST', '/api/questions/evaluation/submit', '{"email":"a@b.co","answers":{"x":"A"}}'],
      [
        'POST',
        '/api/auth/signup',
        '{"email":"csrf@example.com","password":"Csrf1Password","firstname":"a","lastname":"b"}',
      ],
      ['POST', '/api/payments/subscription', '{"subscriptionTier":"Monthly"}'],
    ];
    for (const headers of attempts) {
      for (const [method, url, payload] of calls) {
        const res = await app.inject({
          method: method as 'POST',
          url,
          headers: { ...headers, cookie },
          payload,
        });
        expect([403, 415], `${method} ${url} ${JSON.stringify(headers)}`).toContain(res.statusCode);
        expectErrorShape(res);
      }
    }
    expect(await rowCounts(database)).toEqual(before);
    const profile = await jsonCall(app, 'GET', '/api/profile', undefined, cookie);
    expect(profile.json().firstname).not.toBe('Evil');
  });

  it('answers no cross-origin preflight with permission to call the API', async () => {
    const res = await app.inject({
      method: 'OPTIONS',
      url: '/api/progress/record-answer',
      headers: {
        origin: 'https://evil.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
  });
});
