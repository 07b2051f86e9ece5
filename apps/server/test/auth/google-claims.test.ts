// Google's claims are signed, not clean: they are read with the rules of the sign-up form.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/index.ts';
import { GOOGLE_CLIENT_ID, startFakeGoogle } from '../helpers/fake-google.ts';
import { buildTestApp, jsonCall, uniqueEmail } from '../helpers/test-app.ts';

const google = await startFakeGoogle();
const { app, database } = await buildTestApp({
  GOOGLE_CLIENT_ID,
  GOOGLE_JWKS_URL: google.jwksUrl,
});

let subCounter = 0;
const signIn = async (claims: Record<string, unknown>) =>
  jsonCall(app, 'POST', '/api/auth/google', {
    token: await google.sign({
      sub: `${Date.now()}${subCounter++}`,
      email_verified: true,
      ...claims,
    }),
  });
const storedUser = async (email: string) =>
  (await database.db.select().from(users).where(eq(users.email, email)))[0];

describe('Google name claims', () => {
  it('are cleaned of NUL, control, bidi and zero-width characters', async () => {
    const email = uniqueEmail('google');
    const res = await signIn({
      email,
      given_name: 'Kath\u0000erine\u001b[2K',
      family_name: '\u202eJohn\u200bson',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ firstname: 'Katherine[2K', lastname: 'Johnson' });
  });

  it('fall back when nothing with a letter is left', async () => {
    const email = uniqueEmail('fallback');
    const res = await signIn({ email, given_name: '\u0000\u200b', family_name: '***' });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ firstname: email.split('@')[0]!.slice(0, 50) });
    expect(res.json().user.lastname).toBe('-');
  });

  it('are cut to 50 characters by code point, never through a surrogate pair', async () => {
    const email = uniqueEmail('long');
    const res = await signIn({
      email,
      given_name: `${'a'.repeat(49)}😀b`,
      family_name: 'X'.repeat(80),
    });
    expect(res.statusCode).toBe(200);
    const row = (await storedUser(email))!;
    expect(row.firstname).toBe(`${'a'.repeat(49)}😀`);
    expect(row.lastname).toBe('X'.repeat(50));
    expect(row.firstname).not.toMatch(/[\ud800-\udbff]$/);
  });
});

describe('Google email and subject claims', () => {
  it.each([
    ['not an email address', { email: 'not-an-email' }],
    ['an email address with a NUL', { email: 'eve\u0000@example.com' }],
    ['an email of another type', { email: 42 }],
    ['a subject with a NUL', { email: 'sub.nul@example.com', sub: 'abc\u0000' }],
  ])('refuses %s and stores nothing', async (_case, claims) => {
    const before = (await database.db.select().from(users)).length;
    const res = await signIn(claims);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Google authentication failed' });
    expect((await database.db.select().from(users)).length).toBe(before);
  });
});
