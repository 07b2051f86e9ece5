// Two instances behind a load balancer share one sign-in budget per client through Redis.
import { randomBytes, randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { TEST_ORIGIN, buildTestApp } from '../helpers/test-app.ts';

const redisUrl = process.env.REDIS_URL;

describe.skipIf(!redisUrl)('rate limits shared across instances through Redis', async () => {
  if (!redisUrl) return;
  const env = {
    REDIS_URL: redisUrl,
    // One deployment: both instances count under the same keys.
    REDIS_KEY_PREFIX: `test-${randomBytes(6).toString('hex')}-`,
    AUTH_RATE_LIMIT_MAX: '3',
    AUTH_RATE_LIMIT_WINDOW_MS: '60000',
  };
  const [a, b] = [(await buildTestApp(env)).app, (await buildTestApp(env)).app];

  // A client address of its own, so other test files' sign-ins never share this counter.
  const client = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
  const login = (app: FastifyInstance, remoteAddress = client) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress,
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'nobody@example.com', password: 'Wrong1Password' }),
    });

  it('counts attempts on both instances against one limit', async () => {
    expect((await login(a)).statusCode).toBe(400);
    expect((await login(b)).statusCode).toBe(400);
    expect((await login(a)).statusCode).toBe(400);
    // The fourth attempt is refused wherever it lands: each instance alone has seen at most two.
    for (const app of [b, a]) {
      const refused = await login(app);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ message: expect.any(String) });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
    // Another client is not affected.
    expect((await login(b, '10.255.255.254')).statusCode).not.toBe(429);
  });
});
