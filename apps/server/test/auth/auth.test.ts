import { authMessages } from '@academy/shared/auth';
import { describe, expect, it } from 'vitest';
import {
  VALID_PASSWORD,
  buildTestApp,
  jsonCall,
  sessionCookie,
  signUp,
  uniqueEmail,
} from '../helpers/test-app.ts';

const { app } = await buildTestApp();

describe('POST /api/auth/signup', () => {
  it('creates the account, signs in, and returns the user without secrets', async () => {
    const email = uniqueEmail();
    const res = await jsonCall(app, 'POST', '/api/auth/signup', {
      email,
      password: VALID_PASSWORD,
      firstname: 'Grace',
      lastname: 'Hopper',
    });
    expect(res.statusCode).toBe(201);
    const { user } = res.json();
    expect(user).toMatchObject({
      email,
      firstname: 'Grace',
      lastname: 'Hopper',
      subscriptionTier: 'Guest',
    });
    expect(JSON.stringify(user)).not.toMatch(/password|hash|argon/i);
    const verify = await jsonCall(app, 'GET', '/api/auth/verify', undefined, sessionCookie(res));
    expect(verify.json()).toMatchObject({ success: true, user: { email } });
  });

  it('reports every failing rule of every field with the spec messages', async () => {
    const res = await jsonCall(app, 'POST', '/api/auth/signup', {
      email: 'not-an-email',
      password: 'abc',
      firstname: 'x'.repeat(51),
      lastname: '',
    });
    expect(res.statusCode).toBe(400);
    const errors = res.json().errors as { param: string; msg: string }[];
    expect(errors).toEqual(
      expect.arrayContaining([
        { param: 'email', msg: authMessages.emailInvalid },
        { param: 'password', msg: authMessages.passwordMin },
        { param: 'password', msg: authMessages.passwordUpper },
        { param: 'password', msg: authMessages.passwordDigit },
        { param: 'firstname', msg: authMessages.firstnameMax },
        { param: 'lastname', msg: authMessages.lastnameRequired },
      ]),
    );
    expect(errors.some((e) => e.msg === authMessages.passwordLower)).toBe(false);
  });

  it.each([
    [{ email: '' }, 'email', authMessages.emailRequired],
    [{ password: 'A1' + 'a'.repeat(71) }, 'password', authMessages.passwordMax],
    [{ password: 'ALLUPPER123' }, 'password', authMessages.passwordLower],
    [{ password: 'alllower123' }, 'password', authMessages.passwordUpper],
    [{ password: 'NoDigitsHere' }, 'password', authMessages.passwordDigit],
    [{ firstname: '   ' }, 'firstname', authMessages.firstnameRequired],
    [{ lastname: 'y'.repeat(51) }, 'lastname', authMessages.lastnameMax],
  ])('refuses %o with %s: %s', async (override, param, msg) => {
    const res = await jsonCall(app, 'POST', '/api/auth/signup', {
      email: uniqueEmail(),
      password: VALID_PASSWORD,
      firstname: 'A',
      lastname: 'B',
      ...override,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ param, msg });
  });

  it('treats an email taken in another case as taken: no new account, no session', async () => {
    const { email } = await signUp(app);
    const res = await jsonCall(app, 'POST', '/api/auth/signup', {
      email: email.toUpperCase(),
      password: VALID_PASSWORD,
      firstname: 'A',
      lastname: 'B',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      message: 'Account created successfully',
      verificationRequired: true,
    });
    expect(res.cookies).toEqual([]);
  });

  it('stores HTML in names as text and returns it unchanged, never interpreted', async () => {
    const name = '<img src=x onerror=alert(1)>';
    const { user } = await signUp(app, { firstname: name, lastname: "'; drop table users; --" });
    expect(user.firstname).toBe(name);
    expect(user.lastname).toBe("'; drop table users; --");
  });
});

describe('POST /api/auth/login', () => {
  it('signs in with any case of the email and issues a new token each time', async () => {
    const { email, cookie } = await signUp(app);
    const res = await jsonCall(app, 'POST', '/api/auth/login', {
      email: email.toUpperCase(),
      password: VALID_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.email).toBe(email);
    expect(sessionCookie(res)).not.toBe(cookie);
  });

  it('answers the same 400 for an unknown email and a wrong password', async () => {
    const { email } = await signUp(app);
    const wrongPassword = await jsonCall(app, 'POST', '/api/auth/login', {
      email,
      password: 'Wrong1Pass',
    });
    const unknown = await jsonCall(app, 'POST', '/api/auth/login', {
      email: uniqueEmail('nobody'),
      password: VALID_PASSWORD,
    });
    for (const res of [wrongPassword, unknown]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'Invalid credentials' });
    }
  });

  it('checks the password exactly as typed, never truncated or trimmed', async () => {
    const password = 'Abcdefg1' + 'z'.repeat(60) + ' ';
    const { email } = await signUp(app, { password: password });
    const trimmed = await jsonCall(app, 'POST', '/api/auth/login', {
      email,
      password: password.trim(),
    });
    expect(trimmed.statusCode).toBe(400);
    const exact = await jsonCall(app, 'POST', '/api/auth/login', { email, password });
    expect(exact.statusCode).toBe(200);
  });

  it('requires email and password with the spec messages', async () => {
    const res = await jsonCall(app, 'POST', '/api/auth/login', {});
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { param: 'email', msg: authMessages.emailRequired },
      { param: 'password', msg: authMessages.passwordRequired },
    ]);
  });

  it('ends a session the browser carried before login (no session fixation)', async () => {
    const { email, cookie: before } = await signUp(app);
    const res = await jsonCall(
      app,
      'POST',
      '/api/auth/login',
      { email, password: VALID_PASSWORD },
      before,
    );
    expect(res.statusCode).toBe(200);
    const old = await jsonCall(app, 'GET', '/api/auth/verify', undefined, before);
    expect(old.statusCode).toBe(401);
  });
});

describe('session lifecycle', () => {
  it('sets an httpOnly, SameSite=Lax cookie with an expiry', async () => {
    const res = await jsonCall(app, 'POST', '/api/auth/signup', {
      email: uniqueEmail(),
      password: VALID_PASSWORD,
      firstname: 'A',
      lastname: 'B',
    });
    const cookie = res.cookies.find((c) => c.name === 'academy_session')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cookie.expires!.getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);
  });

  it('logout deletes the session on the server and clears the cookie', async () => {
    const { cookie } = await signUp(app);
    const res = await jsonCall(app, 'GET', '/api/auth/logout', undefined, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.cookies.find((c) => c.name === 'academy_session')?.value).toBe('');
    expect((await jsonCall(app, 'GET', '/api/auth/verify', undefined, cookie)).statusCode).toBe(
      401,
    );
    expect((await jsonCall(app, 'GET', '/api/profile', undefined, cookie)).statusCode).toBe(401);
  });

  it('POST logout signs out too; the web client uses it', async () => {
    const { cookie } = await signUp(app);
    const res = await jsonCall(app, 'POST', '/api/auth/logout', {}, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Logged out successfully' });
    expect(res.cookies.find((c) => c.name === 'academy_session')?.value).toBe('');
    expect((await jsonCall(app, 'GET', '/api/auth/verify', undefined, cookie)).statusCode).toBe(
      401,
    );
  });

  it('POST logout from another site is refused by the CSRF guard; the session stays', async () => {
    const { cookie } = await signUp(app);
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json', cookie },
      payload: '{}',
    });
    expect(res.statusCode).toBe(403);
    expect((await jsonCall(app, 'GET', '/api/auth/verify', undefined, cookie)).statusCode).toBe(
      200,
    );
  });

  it('GET logout from a cross-site navigation is refused; from the site itself it works', async () => {
    const { cookie } = await signUp(app);
    const crossSite = await app.inject({
      method: 'GET',
      url: '/api/auth/logout',
      headers: { cookie, 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' },
    });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json()).toEqual({ message: 'Sign out from the academy site itself' });
    expect(crossSite.headers['set-cookie']).toBeUndefined();
    expect((await jsonCall(app, 'GET', '/api/auth/verify', undefined, cookie)).statusCode).toBe(
      200,
    );

    for (const site of ['same-origin', 'none']) {
      const { cookie: own } = await signUp(app);
      const res = await app.inject({
        method: 'GET',
        url: '/api/auth/logout',
        headers: { cookie: own, 'sec-fetch-site': site },
      });
      expect(res.statusCode, site).toBe(200);
      expect((await jsonCall(app, 'GET', '/api/auth/verify', undefined, own)).statusCode).toBe(401);
    }
  });

  it('verify without a cookie or with a forged one is 401 in the error shape', async () => {
    for (const cookie of [
      undefined,
      'academy_session=forged',
      `academy_session=${'x'.repeat(5000)}`,
    ]) {
      const res = await jsonCall(app, 'GET', '/api/auth/verify', undefined, cookie);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: expect.any(String) });
    }
  });

  it('reset-token rotates: the new token works, the old one is dead', async () => {
    const { cookie } = await signUp(app);
    const res = await jsonCall(app, 'GET', '/api/auth/reset-token', undefined, cookie);
    expect(res.statusCode).toBe(200);
    const fresh = sessionCookie(res);
    expect(fresh).not.toBe(cookie);
    expect((await jsonCall(app, 'GET', '/api/auth/verify', undefined, fresh)).statusCode).toBe(200);
    expect((await jsonCall(app, 'GET', '/api/auth/verify', undefined, cookie)).statusCode).toBe(
      401,
    );
  });

  it('debug-cookies names the cookies and says whether the session is valid, never a value', async () => {
    const { cookie } = await signUp(app);
    const res = await jsonCall(app, 'GET', '/api/auth/debug-cookies', undefined, cookie);
    expect(res.json()).toEqual({
      cookieNames: ['academy_session'],
      expectedCookie: 'academy_session',
      sessionValid: true,
    });
    expect(res.body).not.toContain(cookie.split('=')[1]);
    const anonymous = await jsonCall(app, 'GET', '/api/auth/debug-cookies');
    expect(anonymous.json().sessionValid).toBe(false);
  });
});
