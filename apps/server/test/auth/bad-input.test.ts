import { describe, expect, it } from 'vitest';
import { TEST_ORIGIN, buildTestApp, signUp } from '../helpers/test-app.ts';

const { app } = await buildTestApp();

const post = (url: string, payload: string | Buffer, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url,
    payload,
    headers: { origin: TEST_ORIGIN, 'content-type': 'application/json', ...headers },
  });

const expectErrorShape = (res: { statusCode: number; json: () => unknown }, status: number) => {
  expect(res.statusCode).toBe(status);
  expect(res.json()).toEqual(expect.objectContaining({ message: expect.any(String) }));
};

describe('bad input never becomes a 500', () => {
  it('oversized body is 413', async () => {
    expectErrorShape(
      await post('/api/auth/signup', JSON.stringify({ email: 'x'.repeat(200_000) })),
      413,
    );
  });

  it('a non-JSON body is 415', async () => {
    expectErrorShape(
      await post('/api/auth/login', 'email=a&password=b', {
        'content-type': 'application/x-www-form-urlencoded',
      }),
      415,
    );
    expectErrorShape(await post('/api/auth/login', 'hello', { 'content-type': 'text/plain' }), 415);
  });

  it('malformed JSON is 400', async () => {
    expectErrorShape(await post('/api/auth/login', '{"email": "a@b.c",'), 400);
  });

  it('a prototype-poisoning body is refused', async () => {
    const res = await post('/api/auth/signup', '{"__proto__": {"admin": true}, "email": "a@b.co"}');
    expect(res.statusCode).toBe(400);
  });

  it.each([
    ['arrays', { email: ['a@b.co'], password: ['x'] }],
    ['numbers', { email: 5, password: 7 }],
    ['nested objects', { email: { $gt: '' }, password: { $ne: null } }],
    ['null', null],
    ['a string body', 'just a string'],
    ['very long strings', { email: `${'a'.repeat(10_000)}@b.co`, password: 'p'.repeat(50_000) }],
  ])('login with %s is a 400 in the error shape', async (_name, body) => {
    expectErrorShape(await post('/api/auth/login', JSON.stringify(body)), 400);
  });

  it('a cross-origin POST is refused before it runs', async () => {
    const res = await post('/api/auth/login', JSON.stringify({ email: 'a@b.co', password: 'x' }), {
      origin: 'https://evil.example',
    });
    expectErrorShape(res, 403);
  });

  it('unknown API paths are JSON 404s', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/nope' });
    expectErrorShape(res, 404);
  });

  it('security headers are on every response', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['content-security-policy']).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });
});

describe('rate limits on sign-in', async () => {
  const { app: limited } = await buildTestApp({ AUTH_RATE_LIMIT_MAX: '5' });
  it('answers 429 with Retry-After past the limit, in the error shape', async () => {
    await signUp(limited, { email: 'limit@example.com' });
    const statuses: number[] = [];
    let last;
    for (let i = 0; i < 6; i++) {
      last = await limited.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
        payload: { email: 'limit@example.com', password: 'Wrong1pass' },
      });
      statuses.push(last.statusCode);
    }
    expect(statuses).toContain(429);
    expect(last!.headers['retry-after']).toMatch(/^\d+$/);
    expect(last!.json()).toEqual({ message: 'Too many requests. Please try again in 1 minute.' });
  });
});
