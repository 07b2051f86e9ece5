import { accountSecurityMessages } from '@academy/shared/account-security';
import { describe, expect, it } from 'vitest';
import { VALID_PASSWORD, buildTestApp, jsonCall, signUp } from '../helpers/test-app.ts';

const { app } = await buildTestApp();

const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

const cookieOf = (res: { cookies: { name: string; value: string }[] }) =>
  res.cookies.map((c) => `${c.name}=${c.value}`).join('; ');

/** A second browser signing in to the account. */
async function signInFrom(email: string, userAgent: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: {
      origin: 'http://localhost:3000',
      'content-type': 'application/json',
      'user-agent': userAgent,
    },
    payload: JSON.stringify({ email, password: VALID_PASSWORD }),
  });
  expect(res.statusCode).toBe(200);
  return cookieOf(res);
}

const list = (cookie: string) => jsonCall(app, 'GET', '/api/auth/sessions', undefined, cookie);
const verify = (cookie: string) => jsonCall(app, 'GET', '/api/auth/verify', undefined, cookie);

describe('signed-in devices', () => {
  it('lists the user’s sessions with a device label, marking this one', async () => {
    const { email, cookie } = await signUp(app);
    await signInFrom(email, CHROME_WINDOWS);
    await signInFrom(email, SAFARI_IPHONE);
    const res = await list(cookie);
    expect(res.statusCode).toBe(200);
    const sessions = res.json() as { device: string; current: boolean; id: string }[];
    expect(sessions).toHaveLength(3);
    expect(sessions.map((s) => s.device).sort()).toEqual([
      'Chrome on Windows',
      'Safari on iPhone',
      'Unknown device',
    ]);
    expect(sessions.filter((s) => s.current)).toEqual([
      expect.objectContaining({ device: 'Unknown device' }),
    ]);
    for (const s of sessions) {
      expect(Object.keys(s).sort()).toEqual(['createdAt', 'current', 'device', 'id', 'lastSeenAt']);
      expect(s.id).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('signs out one other session, which fails on its next request', async () => {
    const { email, cookie } = await signUp(app);
    const phone = await signInFrom(email, SAFARI_IPHONE);
    expect((await verify(phone)).statusCode).toBe(200);
    const target = list(cookie).then((r) => r.json()) as Promise<
      { id: string; current: boolean }[]
    >;
    const { id } = (await target).find((s) => !s.current)!;
    const res = await jsonCall(app, 'DELETE', `/api/auth/sessions/${id}`, {}, cookie);
    expect(res.statusCode).toBe(200);
    expect((await verify(phone)).statusCode).toBe(401);
    expect((await verify(cookie)).statusCode).toBe(200);
    expect((await list(cookie)).json()).toHaveLength(1);
  });

  it('answers 404 for another user’s session or an unknown id, 400 for a malformed one', async () => {
    const owner = await signUp(app);
    const intruder = await signUp(app);
    const [ownerSession] = (await list(owner.cookie)).json() as { id: string }[];
    const theirs = await jsonCall(
      app,
      'DELETE',
      `/api/auth/sessions/${ownerSession!.id}`,
      {},
      intruder.cookie,
    );
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ message: accountSecurityMessages.sessionNotFound });
    expect((await verify(owner.cookie)).statusCode).toBe(200);

    const unknown = await jsonCall(
      app,
      'DELETE',
      '/api/auth/sessions/5d2f3a52-8e0a-4c1e-9d5b-0f6c2a7e9b11',
      {},
      intruder.cookie,
    );
    expect(unknown.statusCode).toBe(404);

    for (const bad of ['not-a-uuid', 'x'.repeat(150), '1']) {
      const res = await jsonCall(app, 'DELETE', `/api/auth/sessions/${bad}`, {}, intruder.cookie);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: accountSecurityMessages.sessionIdInvalid,
        errors: [{ param: 'id', msg: accountSecurityMessages.sessionIdInvalid }],
      });
    }
  });

  it('signs out every other session and keeps this one', async () => {
    const { email, cookie } = await signUp(app);
    const laptop = await signInFrom(email, CHROME_WINDOWS);
    const phone = await signInFrom(email, SAFARI_IPHONE);
    const res = await jsonCall(app, 'POST', '/api/auth/sessions/revoke-others', {}, cookie);
    expect(res.statusCode).toBe(200);
    expect((await verify(laptop)).statusCode).toBe(401);
    expect((await verify(phone)).statusCode).toBe(401);
    expect((await verify(cookie)).statusCode).toBe(200);
  });

  it('a revoked session also fails on the calls that reuse a recent check', async () => {
    const { email, cookie } = await signUp(app);
    const phone = await signInFrom(email, SAFARI_IPHONE);
    // The catalogue uses requireSignedIn, which reuses a session check of the last second.
    expect((await jsonCall(app, 'GET', '/api/modules', undefined, phone)).statusCode).toBe(200);
    await jsonCall(app, 'POST', '/api/auth/sessions/revoke-others', {}, cookie);
    expect((await jsonCall(app, 'GET', '/api/modules', undefined, phone)).statusCode).toBe(401);
  });

  it('needs a session', async () => {
    expect((await jsonCall(app, 'GET', '/api/auth/sessions')).statusCode).toBe(401);
    expect((await jsonCall(app, 'POST', '/api/auth/sessions/revoke-others', {})).statusCode).toBe(
      401,
    );
  });
});
