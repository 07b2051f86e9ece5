import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/index.ts';
import { GOOGLE_CLIENT_ID, startFakeGoogle } from '../helpers/fake-google.ts';
import {
  VALID_PASSWORD,
  buildTestApp,
  jsonCall,
  sessionCookie,
  signUp,
  uniqueEmail,
} from '../helpers/test-app.ts';
import { signUpVerified } from '../helpers/verification.ts';
import { mailsTo } from '../payments/helpers.ts';
import { askAddressChange } from './moved-address.ts';

const google = await startFakeGoogle();
const { app, database } = await buildTestApp({
  GOOGLE_CLIENT_ID,
  GOOGLE_JWKS_URL: google.jwksUrl,
});

let subCounter = 0;
const signInWithGoogle = async (email: string) =>
  jsonCall(app, 'POST', '/api/auth/google', {
    token: await google.sign({
      sub: `victim-sub-${Date.now()}-${subCounter++}`,
      email,
      email_verified: true,
      given_name: 'Vera',
      family_name: 'Victim',
    }),
  });
const login = (email: string, password = VALID_PASSWORD) =>
  jsonCall(app, 'POST', '/api/auth/login', { email, password });
const sessionUser = (cookie: string) => jsonCall(app, 'GET', '/api/auth/verify', undefined, cookie);

describe('Google sign-in of an address someone squatted (decision 011)', () => {
  it("shuts the squatter's password and sessions out, and verifies the address", async () => {
    const victim = uniqueEmail('victim');
    const attacker = await signUp(app, { email: victim, password: 'Squatter1Pass' });
    const attackerLogin = sessionCookie(await login(victim, 'Squatter1Pass'));
    expect((await sessionUser(attacker.cookie)).statusCode).toBe(200);

    const res = await signInWithGoogle(victim);
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ _id: attacker.user._id, emailVerified: true });
    expect((await sessionUser(sessionCookie(res))).statusCode).toBe(200);

    for (const cookie of [attacker.cookie, attackerLogin]) {
      const after = await sessionUser(cookie);
      expect(after.statusCode).toBe(401);
      const profile = await jsonCall(app, 'GET', '/api/profile', undefined, cookie);
      expect(profile.statusCode).toBe(401);
    }
    const again = await login(victim, 'Squatter1Pass');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: 'Invalid credentials' });
  });

  it("voids the squatter's change of address waiting for its link", async () => {
    const victim = uniqueEmail('victim');
    const attacker = await signUp(app, { email: victim, password: 'Squatter1Pass' });
    const { token } = await askAddressChange(app, database.db, attacker.cookie, {
      prefix: 'squatter',
      password: 'Squatter1Pass',
    });

    expect((await signInWithGoogle(victim)).statusCode).toBe(200);

    // Opened later, it would move the owner's account to the squatter's address, where
    // "Forgot password?" gives it a password of theirs.
    const res = await jsonCall(app, 'POST', '/api/auth/confirm-email-change', { token });
    expect(res.statusCode).toBe(400);
    const [row] = await database.db.select().from(users).where(eq(users.id, attacker.user._id));
    expect(row!.email).toBe(victim);
  });

  it('links a verified account as before: its password and sessions keep working', async () => {
    const owner = await signUpVerified(app, database);
    const res = await signInWithGoogle(owner.email);
    expect(res.statusCode).toBe(200);
    expect(res.json().user._id).toBe(owner.user._id);
    expect((await sessionUser(owner.cookie)).statusCode).toBe(200);
    expect((await login(owner.email)).statusCode).toBe(200);
  });

  it('creates new Google accounts verified', async () => {
    const res = await signInWithGoogle(uniqueEmail('google'));
    expect(res.json().user.emailVerified).toBe(true);
  });
});

describe('sign-up of an address that has an account (decision 012)', () => {
  const signup = (email: string, password = 'Other1Password') =>
    jsonCall(app, 'POST', '/api/auth/signup', {
      email,
      password,
      firstname: 'Mallory',
      lastname: 'M',
    });

  it('answers like a new sign-up, without a session, and mails the owner', async () => {
    const owner = await signUp(app);
    const res = await signup(owner.email.toUpperCase());
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      message: 'Account created successfully',
      verificationRequired: true,
    });
    expect(res.cookies).toEqual([]);

    const count = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(sql`lower(${users.email}) = lower(${owner.email})`);
    expect(count[0]!.n).toBe(1);
    expect((await login(owner.email, 'Other1Password')).statusCode).toBe(400);
    expect((await login(owner.email)).statusCode).toBe(200);
    const [row] = await database.db.select().from(users).where(eq(users.id, owner.user._id));
    expect(row!.firstname).toBe('Ada');

    const [mail, ...more] = await mailsTo(database.db, owner.email, 'signup-attempt');
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('Someone tried to create an account with your email');
    expect(mail!.textBody).toContain('Dear Ada,');
    expect(mail!.textBody).toContain('http://localhost:3000/login');
    expect(mail!.textBody).toContain('http://localhost:3000/forgot-password');
    // No verification link goes with it: nothing was created to verify.
    expect(await mailsTo(database.db, owner.email, 'verify-email')).toHaveLength(1);
  });

  it('still signs a new account in at once, unverified', async () => {
    const res = await signup(uniqueEmail('new'));
    expect(res.statusCode).toBe(201);
    expect(res.json().user).toMatchObject({ firstname: 'Mallory', emailVerified: false });
    expect((await sessionUser(sessionCookie(res))).statusCode).toBe(200);
  });
});
