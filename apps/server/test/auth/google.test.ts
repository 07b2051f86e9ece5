import { generateKeyPair } from 'jose';
import { describe, expect, it } from 'vitest';
import { GOOGLE_CLIENT_ID, startFakeGoogle } from '../helpers/fake-google.ts';
import { buildTestApp, jsonCall, sessionCookie, signUp, uniqueEmail } from '../helpers/test-app.ts';

const google = await startFakeGoogle();
const { app } = await buildTestApp({ GOOGLE_CLIENT_ID, GOOGLE_JWKS_URL: google.jwksUrl });

let subCounter = 0;
const claimsFor = (email: string, extra: Record<string, unknown> = {}) => ({
  sub: `google-sub-${Date.now()}-${subCounter++}`,
  email,
  email_verified: true,
  given_name: 'Katherine',
  family_name: 'Johnson',
  ...extra,
});

describe('Google sign-in', () => {
  it('publishes the client id for the identity button', async () => {
    const res = await jsonCall(app, 'GET', '/api/config');
    expect(res.json()).toMatchObject({ googleClientId: GOOGLE_CLIENT_ID });
  });

  it('creates an account from a valid token and signs in', async () => {
    const email = uniqueEmail('google');
    const token = await google.sign(claimsFor(email));
    const res = await jsonCall(app, 'POST', '/api/auth/google', { token });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ email, firstname: 'Katherine', lastname: 'Johnson' });
    const verify = await jsonCall(app, 'GET', '/api/auth/verify', undefined, sessionCookie(res));
    expect(verify.statusCode).toBe(200);
  });

  it('accepts the issuer without https:// and keeps one account per subject', async () => {
    const claims = claimsFor(uniqueEmail('google'));
    const first = await jsonCall(app, 'POST', '/api/auth/google', {
      token: await google.sign(claims, { issuer: 'accounts.google.com' }),
    });
    const second = await jsonCall(app, 'POST', '/api/auth/google', {
      token: await google.sign(claims),
    });
    expect(first.statusCode).toBe(200);
    expect(second.json().user._id).toBe(first.json().user._id);
  });

  it('links an existing password account with the same verified email', async () => {
    const { email, user } = await signUp(app);
    const res = await jsonCall(app, 'POST', '/api/auth/google', {
      token: await google.sign(claimsFor(email.toUpperCase())),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user._id).toBe(user._id);
  });

  it.each([
    ['a wrong audience', { audience: 'someone-else.apps.googleusercontent.com' }, {}],
    ['an expired token', { expiresIn: '-10s' }, {}],
    ['a wrong issuer', { issuer: 'https://evil.example.com' }, {}],
    ['an unverified email', {}, { email_verified: false }],
  ])('refuses %s', async (_name, options, extraClaims) => {
    const email = uniqueEmail('google');
    const token = await google.sign(claimsFor(email, extraClaims), options);
    const res = await jsonCall(app, 'POST', '/api/auth/google', { token });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: expect.any(String) });
    expect(res.cookies.find((c) => c.name === 'academy_session')).toBeUndefined();
  });

  it('refuses a token signed by another key, and garbage', async () => {
    const { privateKey } = await generateKeyPair('RS256');
    const forged = await google.sign(claimsFor(uniqueEmail()), { key: privateKey });
    for (const token of [forged, 'not.a.jwt', 'x']) {
      const res = await jsonCall(app, 'POST', '/api/auth/google', { token });
      expect(res.statusCode).toBe(401);
    }
  });
});

describe('Google sign-in without a client id', async () => {
  const { app: plain } = await buildTestApp();
  it('hides the button and refuses tokens', async () => {
    expect((await jsonCall(plain, 'GET', '/api/config')).json()).toMatchObject({
      googleClientId: null,
    });
    const res = await jsonCall(plain, 'POST', '/api/auth/google', { token: 'whatever' });
    expect(res.statusCode).toBe(400);
  });
});
