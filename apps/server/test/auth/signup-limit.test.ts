// Accounts created per client address in a day, on top of the per-minute sign-up limit.
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { TEST_ORIGIN, VALID_PASSWORD, buildTestApp, uniqueEmail } from '../helpers/test-app.ts';

const signUpFrom = (app: FastifyInstance, from: string, password = VALID_PASSWORD) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    remoteAddress: from,
    headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
    payload: JSON.stringify({
      email: uniqueEmail(),
      password,
      firstname: 'Ada',
      lastname: 'Byron',
    }),
  });

describe('the daily sign-up limit per client', async () => {
  const { app } = await buildTestApp({ SIGNUP_DAILY_LIMIT: '5' });

  it('refuses the 6th account from one address in a day with 429, in the error shape', async () => {
    const client = '203.0.113.9';
    // A form sent back (weak password) does not use the day's budget.
    expect((await signUpFrom(app, client, 'weak')).statusCode).toBe(400);
    for (let i = 0; i < 5; i++) expect((await signUpFrom(app, client)).statusCode).toBe(201);

    const refused = await signUpFrom(app, client);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      message:
        'Too many accounts have been created from your network today. Please try again tomorrow.',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(23 * 3600);
    expect(refused.cookies).toEqual([]);

    // Another client is not affected.
    expect((await signUpFrom(app, '198.51.100.9')).statusCode).toBe(201);
  });

  it('counts an IPv6 client by its /64', async () => {
    for (let i = 1; i <= 5; i++) {
      expect((await signUpFrom(app, `2001:db8:77:1::${i}`)).statusCode).toBe(201);
    }
    expect((await signUpFrom(app, '2001:db8:77:1:ffff:1:2:3')).statusCode).toBe(429);
    expect((await signUpFrom(app, '2001:db8:77:2::1')).statusCode).toBe(201);
  });
});
