import { accountSecurityMessages } from '@academy/shared/account-security';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { accountTokens, users } from '../../src/db/schema/index.ts';
import {
  VALID_PASSWORD,
  buildTestApp,
  jsonCall,
  signUp,
  uniqueEmail,
} from '../helpers/test-app.ts';
import { lastMail, resetTokenIn } from './account-mailbox.ts';
import { moveToNewAddress } from './moved-address.ts';

const { app, database } = await buildTestApp();
const db = database.db;
const NEW_PASSWORD = 'Brand2NewPass';

async function requestReset(email: string) {
  const before = await lastMail(db, email, 'reset-password');
  await jsonCall(app, 'POST', '/api/auth/forgot-password', { email });
  // The link is issued just after the answer is sent.
  const mail = await vi.waitFor(async () => {
    const found = await lastMail(db, email, 'reset-password');
    if (!found || found.id === before?.id) throw new Error('no new reset mail yet');
    return found;
  });
  return { mail, token: resetTokenIn(mail.textBody) };
}

const reset = (token: unknown, password: unknown = NEW_PASSWORD) =>
  jsonCall(app, 'POST', '/api/auth/reset-password', { token, password });
const login = (email: string, password: string) =>
  jsonCall(app, 'POST', '/api/auth/login', { email, password });
const verify = (cookie: string) => jsonCall(app, 'GET', '/api/auth/verify', undefined, cookie);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

describe('forgot password', () => {
  it('answers the same for a known and an unknown email, and mails only the account', async () => {
    const { email } = await signUp(app);
    const unknown = uniqueEmail('nobody');
    const known = await jsonCall(app, 'POST', '/api/auth/forgot-password', { email });
    const missing = await jsonCall(app, 'POST', '/api/auth/forgot-password', { email: unknown });
    expect(known.statusCode).toBe(200);
    expect(missing.statusCode).toBe(200);
    expect(known.body).toBe(missing.body);
    expect(known.json()).toEqual({ message: accountSecurityMessages.resetRequested });
    await vi.waitFor(async () =>
      expect(await lastMail(db, email, 'reset-password')).toMatchObject({
        subject: 'Reset your password',
      }),
    );
    expect(await lastMail(db, unknown, 'reset-password')).toBeUndefined();
  });

  it('takes about as long for an unknown email as for a known one', async () => {
    const { email } = await signUp(app);
    const time = async (address: string) => {
      const start = performance.now();
      const res = await jsonCall(app, 'POST', '/api/auth/forgot-password', { email: address });
      expect(res.statusCode).toBe(200);
      return performance.now() - start;
    };
    // Warm up both paths, then interleave so load on the machine hits both alike.
    for (let i = 0; i < 5; i++) {
      await time(email);
      await time(uniqueEmail('nobody'));
    }
    const knownTimes: number[] = [];
    const unknownTimes: number[] = [];
    for (let i = 0; i < 30; i++) {
      knownTimes.push(await time(email));
      unknownTimes.push(await time(uniqueEmail('nobody')));
    }
    const [k, u] = [median(knownTimes), median(unknownTimes)];
    // Both do the same token and database work; only the mail insert differs (about 1 ms).
    // Generous against a loaded machine, far below what a missing lookup or skipped work shows.
    expect(Math.abs(k - u)).toBeLessThan(Math.max(5, 0.5 * Math.max(k, u)));
  });

  it('stores only the hash of the mailed token', async () => {
    const { email } = await signUp(app);
    const { token } = await requestReset(email);
    const rows = await db.select().from(accountTokens);
    expect(rows.some((row) => row.tokenHash === token)).toBe(false);
    expect(JSON.stringify(rows)).not.toContain(token);
    const mine = rows.filter((row) => row.email === email && row.purpose === 'reset-password');
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ purpose: 'reset-password', usedAt: null });
    const minutes = (mine[0]!.expiresAt.getTime() - mine[0]!.createdAt.getTime()) / 60_000;
    expect(Math.round(minutes)).toBe(30);
  });
});

describe('reset password', () => {
  it('sets the password, verifies the email, signs every session out and mails the owner', async () => {
    const { email, cookie } = await signUp(app);
    const other = await login(email, VALID_PASSWORD);
    const otherCookie = other.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    expect((await verify(otherCookie)).statusCode).toBe(200);
    const { token } = await requestReset(email);

    const res = await reset(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: accountSecurityMessages.passwordReset,
      otherAccountSignedIn: false,
    });
    expect(res.cookies.find((c) => c.name.endsWith('academy_session'))).toBeUndefined();

    expect((await verify(cookie)).statusCode).toBe(401);
    expect((await verify(otherCookie)).statusCode).toBe(401);
    expect((await login(email, VALID_PASSWORD)).statusCode).toBe(400);
    expect((await login(email, NEW_PASSWORD)).statusCode).toBe(200);
    const [row] = await db.select().from(users).where(eq(users.email, email));
    expect(row!.emailVerifiedAt).toBeInstanceOf(Date);
    expect(await lastMail(db, email, 'password-changed')).toMatchObject({
      subject: 'Your password was changed',
    });
  });

  it('says when the link was opened where another account is signed in, and leaves it be', async () => {
    // A child's link opened in a parent's browser: the child's password changes, the parent's
    // session stays, and the page must not send the parent to "Sign in" (their own home).
    const child = await signUp(app);
    const parent = await signUp(app);
    const { token } = await requestReset(child.email);
    const res = await jsonCall(
      app,
      'POST',
      '/api/auth/reset-password',
      { token, password: NEW_PASSWORD },
      parent.cookie,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: accountSecurityMessages.passwordReset,
      otherAccountSignedIn: true,
    });
    expect((await verify(parent.cookie)).statusCode).toBe(200);
    expect((await login(child.email, NEW_PASSWORD)).statusCode).toBe(200);

    // The owner's own browser: signed out with every other session, nothing else to say.
    const own = await requestReset(child.email);
    const ownRes = await jsonCall(
      app,
      'POST',
      '/api/auth/reset-password',
      { token: own.token, password: 'Third3Pass' },
      child.cookie,
    );
    expect(ownRes.json()).toMatchObject({ otherAccountSignedIn: false });
  });

  it('works once, and its page can ask first whether it still works', async () => {
    const { email } = await signUp(app);
    const { token } = await requestReset(email);
    const check = (t: unknown) =>
      jsonCall(app, 'POST', '/api/auth/reset-password/check', { token: t });
    const fresh = await check(token);
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json()).toEqual({ valid: true });
    // Asking uses nothing up.
    expect((await check(token)).statusCode).toBe(200);
    expect((await reset(token)).statusCode).toBe(200);
    const used = await check(token);
    expect(used.statusCode).toBe(400);
    expect(used.json()).toEqual({ message: accountSecurityMessages.resetLinkInvalid });
    expect((await check('x'.repeat(500))).statusCode).toBe(400);
    const again = await reset(token, 'Another3Pass');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: accountSecurityMessages.resetLinkInvalid });
    expect((await login(email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('a newer request replaces the older link', async () => {
    const { email } = await signUp(app);
    const first = await requestReset(email);
    const second = await requestReset(email);
    expect((await reset(first.token)).statusCode).toBe(400);
    expect((await reset(second.token)).statusCode).toBe(200);
  });

  it('lifts the sign-in lock of the account it resets', async () => {
    const { email } = await signUp(app);
    for (let i = 0; i < 5; i++) await login(email, 'Wrong1Password');
    expect((await login(email, VALID_PASSWORD)).statusCode).toBe(429);
    const { token } = await requestReset(email);
    expect((await reset(token)).statusCode).toBe(200);
    // The mailbox is proven: the guesses at the old password no longer keep its owner out.
    expect((await login(email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it("lifts the lock of the owner's own browser too, where the wrong guesses were typed", async () => {
    // A parent mistypes five times on their own laptop, resets, and signs in there again.
    const { email } = await signUp(app);
    const signedIn = await login(email, VALID_PASSWORD);
    const device = signedIn.cookies.find((c) => c.name.endsWith('academy_device'))!;
    const laptop = `${device.name}=${device.value}`;
    const fromLaptop = (password: string) =>
      jsonCall(app, 'POST', '/api/auth/login', { email, password }, laptop);
    for (let i = 0; i < 5; i++) expect((await fromLaptop('Wrong1Password')).statusCode).toBe(400);
    expect((await fromLaptop(VALID_PASSWORD)).statusCode).toBe(429);
    const { token } = await requestReset(email);
    expect((await reset(token)).statusCode).toBe(200);
    expect((await fromLaptop(NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('a change of password ends the reset links mailed before it', async () => {
    const { email, cookie } = await signUp(app);
    const { token } = await requestReset(email);
    const changed = await jsonCall(
      app,
      'POST',
      '/api/auth/change-password',
      { currentPassword: VALID_PASSWORD, newPassword: 'Another3Pass' },
      cookie,
    );
    expect(changed.statusCode, changed.body).toBe(200);
    const check = await jsonCall(app, 'POST', '/api/auth/reset-password/check', { token });
    expect(check.statusCode).toBe(400);
    expect((await reset(token)).statusCode).toBe(400);
    expect((await login(email, 'Another3Pass')).statusCode).toBe(200);
  });

  it('a change of address ends the reset links mailed to the old one, as its page opens', async () => {
    const { email, cookie } = await signUp(app);
    const { token } = await requestReset(email);
    const moved = await moveToNewAddress(app, db, cookie);
    // Asked first, so the page says so before a new password is typed twice.
    const check = await jsonCall(app, 'POST', '/api/auth/reset-password/check', { token });
    expect(check.statusCode).toBe(400);
    expect(check.json()).toEqual({ message: accountSecurityMessages.resetLinkInvalid });
    expect((await reset(token)).statusCode).toBe(400);
    expect((await login(moved, VALID_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses an expired link', async () => {
    const { email } = await signUp(app);
    const { token } = await requestReset(email);
    await db
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountTokens.email, email));
    const res = await reset(token);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(accountSecurityMessages.resetLinkInvalid);
    expect((await login(email, VALID_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses unknown and malformed tokens with the same clear message', async () => {
    for (const token of ['AAAAAAAAAAAAAAAAAAAAAA', 'not a token', '', 'x'.repeat(5000), 42, null]) {
      const res = await reset(token);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(accountSecurityMessages.resetLinkInvalid);
    }
  });

  it('applies the sign-up password rules with their messages', async () => {
    const { email } = await signUp(app);
    const { token } = await requestReset(email);
    const res = await reset(token, 'short');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { param: 'password', msg: 'Password must be at least 8 characters' },
      { param: 'password', msg: 'Password must contain at least one uppercase letter' },
      { param: 'password', msg: 'Password must contain at least one number' },
    ]);
    // The link was not used up by the refused password.
    expect((await reset(token)).statusCode).toBe(200);
  });
});
