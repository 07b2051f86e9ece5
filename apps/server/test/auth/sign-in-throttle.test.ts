// Failed sign-ins are counted per account, whatever the client address: in memory, and in Redis
// when the run has one (REDIS_URL), where several instances share the count.
import { authMessages } from '@academy/shared/auth';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Env } from '../../src/config.ts';
import {
  TEST_ORIGIN,
  VALID_PASSWORD,
  buildTestApp,
  jsonCall,
  signUp,
  uniqueEmail,
} from '../helpers/test-app.ts';

const signIn = (
  app: FastifyInstance,
  from: string,
  email: string,
  password: string,
  cookie?: string,
) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: from,
    headers: {
      origin: TEST_ORIGIN,
      'content-type': 'application/json',
      ...(cookie ? { cookie } : {}),
    },
    payload: JSON.stringify({ email, password }),
  });

/** The device cookie a sign-in gave the browser, as it sends it back. */
const deviceCookieOf = (res: Awaited<ReturnType<typeof signIn>>) => {
  const device = res.cookies.find((c) => c.name.endsWith('academy_device'))!;
  return `${device.name}=${device.value}`;
};

const WRONG = 'Wrong1Password';
const clients = ['203.0.113.1', '198.51.100.7', '2001:db8:5::1'];

/** Five wrong passwords, each from the next of three client addresses; their statuses. */
async function failFiveTimes(app: FastifyInstance, email: string) {
  const statuses: number[] = [];
  for (let i = 0; i < 5; i++) {
    const res = await signIn(app, clients[i % clients.length]!, email, WRONG);
    expect(res.json()).toEqual({ message: authMessages.invalidCredentials });
    statuses.push(res.statusCode);
  }
  return statuses;
}

const stores: [string, Partial<Env>][] = [['in memory', {}]];
if (process.env.REDIS_URL) stores.push(['in Redis', { REDIS_URL: process.env.REDIS_URL }]);

describe.each(stores)('sign-in throttling per account, counted %s', async (_store, env) => {
  const { app } = await buildTestApp(env);

  it('locks an account after 5 failures from 3 addresses, even for the right password from a 4th', async () => {
    const { email } = await signUp(app);
    expect(await failFiveTimes(app, email)).toEqual([400, 400, 400, 400, 400]);

    const refused = await signIn(app, '192.0.2.44', email, VALID_PASSWORD);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      message: 'Too many failed sign-in attempts for this email. Please try again in 15 minutes.',
    });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(refused.cookies).toEqual([]);

    // The email as typed another way is the same account; another account is not locked.
    expect(
      (await signIn(app, '192.0.2.45', `  ${email.toUpperCase()} `, VALID_PASSWORD)).statusCode,
    ).toBe(429);
    const other = await signUp(app);
    expect((await signIn(app, clients[0]!, other.email, VALID_PASSWORD)).statusCode).toBe(200);
  });

  it('throttles an unknown email exactly like a known one', async () => {
    const known = (await signUp(app)).email;
    const unknown = uniqueEmail('nobody');
    expect(await failFiveTimes(app, unknown)).toEqual(await failFiveTimes(app, known));
    const [a, b] = [
      await signIn(app, '192.0.2.50', known, WRONG),
      await signIn(app, '192.0.2.50', unknown, WRONG),
    ];
    expect([a.statusCode, b.statusCode]).toEqual([429, 429]);
    expect(a.json()).toEqual(b.json());
    for (const res of [a, b]) {
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(14 * 60);
      expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    }
  });

  it('a success before the lock clears the count', async () => {
    const { email } = await signUp(app);
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 4; i++)
        expect((await signIn(app, clients[i % 3]!, email, WRONG)).statusCode).toBe(400);
      expect((await signIn(app, clients[0]!, email, VALID_PASSWORD)).statusCode).toBe(200);
    }
  });

  it("a stranger's guesses do not lock the owner out of a browser they signed in from", async () => {
    const { email } = await signUp(app);
    const own = deviceCookieOf(await signIn(app, clients[0]!, email, VALID_PASSWORD));
    const otherAccount = await signUp(app);
    const theirs = deviceCookieOf(
      await signIn(app, clients[1]!, otherAccount.email, VALID_PASSWORD),
    );

    expect(await failFiveTimes(app, email)).toEqual([400, 400, 400, 400, 400]);
    expect((await signIn(app, '192.0.2.60', email, VALID_PASSWORD)).statusCode).toBe(429);
    // A device known to another account is a stranger's to this one.
    expect((await signIn(app, '192.0.2.61', email, VALID_PASSWORD, theirs)).statusCode).toBe(429);
    expect((await signIn(app, '192.0.2.62', email, VALID_PASSWORD, own)).statusCode).toBe(200);

    // That device's own wrong guesses lock it too, and only it.
    for (let i = 0; i < 5; i++) {
      expect((await signIn(app, clients[0]!, email, WRONG, own)).statusCode).toBe(400);
    }
    expect((await signIn(app, clients[0]!, email, VALID_PASSWORD, own)).statusCode).toBe(429);
  });

  it("a stranger's guesses do not stop the owner's password check on a browser they signed in from", async () => {
    // Changing the password or the address, or deleting the account, asks for the password: a
    // locked account refused it on the owner's own browser, though that browser still signed in.
    const { email } = await signUp(app);
    const signedIn = await signIn(app, clients[0]!, email, VALID_PASSWORD);
    const found = signedIn.cookies.find((c) => c.name.endsWith('academy_session'))!;
    const session = `${found.name}=${found.value}`;
    const ownBrowser = `${deviceCookieOf(signedIn)}; ${session}`;
    expect(await failFiveTimes(app, email)).toEqual([400, 400, 400, 400, 400]);

    const changeEmail = (cookie: string) =>
      jsonCall(
        app,
        'POST',
        '/api/auth/change-email',
        { newEmail: uniqueEmail(), password: VALID_PASSWORD },
        cookie,
      );
    // The session alone, without the browser's device cookie, is held to the lock.
    expect((await changeEmail(session)).statusCode).toBe(429);
    expect((await changeEmail(ownBrowser)).statusCode).toBe(200);
    const changed = await jsonCall(
      app,
      'POST',
      '/api/auth/change-password',
      { currentPassword: VALID_PASSWORD, newPassword: 'Fresh2Start' },
      ownBrowser,
    );
    expect(changed.statusCode).toBe(200);
  });

  it('counts parallel guesses before checking them: a burst gets 5 checks at most', async () => {
    const { email } = await signUp(app);
    const burst = await Promise.all(
      Array.from({ length: 12 }, (_, i) => signIn(app, `203.0.113.${100 + i}`, email, WRONG)),
    );
    const statuses = burst.map((res) => res.statusCode).sort();
    expect(statuses.filter((s) => s === 400)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(7);
  });
});

describe('the lock expires after its window', async () => {
  const { app } = await buildTestApp({ SIGN_IN_LOCK_WINDOW_MS: '4000' });

  it('lets the right password in once the window has passed', async () => {
    const { email } = await signUp(app);
    await failFiveTimes(app, email);
    const refused = await signIn(app, clients[0]!, email, VALID_PASSWORD);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/try again in 1 minute\.$/);
    await new Promise((resolve) => setTimeout(resolve, 4100));
    expect((await signIn(app, clients[1]!, email, VALID_PASSWORD)).statusCode).toBe(200);
  });
});

describe('with Redis unreachable', async () => {
  // Nothing listens on port 1: every counter call fails, and sign-in goes on (fail open).
  const { app } = await buildTestApp({ REDIS_URL: 'redis://127.0.0.1:1' });

  it('still signs in, without a lock', async () => {
    const { email } = await signUp(app);
    expect(await failFiveTimes(app, email)).toEqual([400, 400, 400, 400, 400]);
    expect((await signIn(app, clients[0]!, email, VALID_PASSWORD)).statusCode).toBe(200);
  });
});

describe('the password checks of a signed-in account', async () => {
  const { app } = await buildTestApp();
  // A stolen session must not guess the password more often than the sign-in form allows.
  it.each([
    [
      'change-password',
      (password: string) => ({ currentPassword: password, newPassword: 'Another1Password' }),
    ],
    ['change-email', (password: string) => ({ newEmail: uniqueEmail('moved'), password })],
  ])('%s counts wrong passwords with the sign-in failures of the account', async (call, body) => {
    const { email, cookie } = await signUp(app);
    const send = (password: string) =>
      jsonCall(app, 'POST', `/api/auth/${call}`, body(password), cookie);
    for (let i = 0; i < 5; i++) expect((await send(WRONG)).statusCode).toBe(400);
    const locked = await send(VALID_PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(/^Too many failed sign-in attempts for this email/);
    expect((await signIn(app, clients[0]!, email, VALID_PASSWORD)).statusCode).toBe(429);
  });
});
