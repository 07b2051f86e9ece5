import { ERROR_CODES } from '@academy/shared/errors';
import { verificationMessages } from '@academy/shared/verification-messages';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountTokens, mailOutbox, users } from '../../src/db/schema/index.ts';
import { hashAccountToken } from '../../src/features/auth/account-token.ts';
import { mailsTo } from '../payments/helpers.ts';
import { buildTestApp, jsonCall, signUp } from '../helpers/test-app.ts';
import { mailedVerificationToken, signUpVerified } from '../helpers/verification.ts';

const { app, database } = await buildTestApp();
const { db } = database;

const verifyEmail = (body: unknown) => jsonCall(app, 'POST', '/api/auth/verify-email', body);
const resend = (cookie?: string, body: unknown = {}) =>
  jsonCall(app, 'POST', '/api/auth/resend-verification', body, cookie);
const profile = async (cookie: string) =>
  (await jsonCall(app, 'GET', '/api/profile', undefined, cookie)).json();

/** The links mailed so far, sent over an hour ago: the cap of 3 an hour counts none of them. */
const outOfTheHourlyCap = (email: string) =>
  db
    .update(mailOutbox)
    .set({ createdAt: new Date(Date.now() - 2 * 3_600_000) })
    .where(eq(mailOutbox.toAddress, email));

const refusedWith = (message: string) => ({ message, errors: [{ param: 'token', msg: message }] });

describe('email verification', () => {
  it('mails a single-use link on sign-up; only its hash is stored, for 24 hours', async () => {
    const { email, cookie, user } = await signUp(app);
    expect(user.emailVerified).toBe(false);
    const [mail] = await mailsTo(db, email, 'verify-email');
    expect(mail!.subject).toBe('Verify your email address');
    expect(mail!.textBody).toMatch(/http:\/\/localhost:3000\/verify-email\?token=[\w-]{22}\n/);

    const token = await mailedVerificationToken(database, email);
    const rows = await db.select().from(accountTokens).where(eq(accountTokens.userId, user._id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      tokenHash: hashAccountToken(token),
      purpose: 'verify-email',
      email,
      usedAt: null,
    });
    expect(JSON.stringify(rows)).not.toContain(token);
    const ttl = rows[0]!.expiresAt.getTime() - rows[0]!.createdAt.getTime();
    expect(ttl).toBe(24 * 3_600_000);

    const first = await verifyEmail({ token });
    expect(first.statusCode).toBe(200);
    // It names the address, for a browser signed in to another account to say whose it was.
    expect(first.json()).toEqual({
      message: 'Your email is verified',
      emailVerified: true,
      email,
    });
    expect((await profile(cookie)).emailVerified).toBe(true);
    const session = await jsonCall(app, 'GET', '/api/auth/verify', undefined, cookie);
    expect(session.json().user.emailVerified).toBe(true);

    // Opened again (a second click, a mail client scanning links): nothing failed.
    const again = await verifyEmail({ token });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({
      message: verificationMessages.alreadyVerified,
      emailVerified: true,
      email,
    });
  });

  it('refuses an expired link and an unknown one, changing nothing', async () => {
    const { email, cookie, user } = await signUp(app);
    const token = await mailedVerificationToken(database, email);
    await db
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountTokens.userId, user._id));
    const expired = await verifyEmail({ token });
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toEqual(refusedWith(verificationMessages.tokenExpired));

    const unknown = await verifyEmail({ token: 'A'.repeat(22) });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual(refusedWith(verificationMessages.tokenInvalid));
    expect((await profile(cookie)).emailVerified).toBe(false);
  });

  it('refuses a link sent to an address the account no longer has', async () => {
    const { email, cookie, user } = await signUp(app);
    const token = await mailedVerificationToken(database, email);
    await db
      .update(users)
      .set({ email: `new.${email}` })
      .where(eq(users.id, user._id));
    const res = await verifyEmail({ token });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refusedWith(verificationMessages.tokenOtherAddress));
    expect((await profile(cookie)).emailVerified).toBe(false);
  });

  it.each([
    ['no body', undefined, verificationMessages.tokenRequired],
    ['no token', {}, verificationMessages.tokenRequired],
    ['an empty token', { token: '  ' }, verificationMessages.tokenRequired],
    ['a number', { token: 42 }, verificationMessages.tokenRequired],
    ['an object', { token: { $ne: null } }, verificationMessages.tokenRequired],
    ['a huge token', { token: 'x'.repeat(5_000) }, verificationMessages.tokenInvalid],
  ])('answers %s with 400 in the error shape', async (_name, body, message) => {
    const res =
      body === undefined
        ? await app.inject({
            method: 'POST',
            url: '/api/auth/verify-email',
            headers: { origin: 'http://localhost:3000' },
          })
        : await verifyEmail(body);
    expect(res.statusCode).toBe(body === undefined ? 415 : 400);
    if (body !== undefined) expect(res.json()).toEqual(refusedWith(message));
    else expect(res.json()).toEqual({ message: expect.any(String) });
  });
});

describe('POST /api/auth/resend-verification', () => {
  it('needs a session', async () => {
    expect((await resend()).statusCode).toBe(401);
  });

  it('mails a fresh link and voids the older one, which says it was replaced', async () => {
    const { email, cookie } = await signUp(app);
    const older = await mailedVerificationToken(database, email);
    const res = await resend(cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: verificationMessages.sent, emailVerified: false });
    expect(await mailsTo(db, email, 'verify-email')).toHaveLength(2);
    const newer = await mailedVerificationToken(database, email);
    expect(newer).not.toBe(older);

    const old = await verifyEmail({ token: older });
    expect(old.statusCode).toBe(400);
    expect(old.json()).toEqual(refusedWith(verificationMessages.tokenReplaced));
    expect(verificationMessages.tokenReplaced).toBe(
      'This link was replaced by a newer one. Use the latest email we sent, or request a new link.',
    );
    expect((await verifyEmail({ token: newer })).statusCode).toBe(200);
  });

  it('carries a plan chosen before verifying in the link, for the phone the mail is opened on', async () => {
    const linkIn = async (email: string) =>
      (await mailsTo(db, email, 'verify-email')).at(-1)!.textBody.match(/\S*\/verify-email\S*/)![0];
    const { email, cookie } = await signUp(app, { plan: 'Yearly' });
    expect(await linkIn(email)).toMatch(/\/verify-email\?token=[\w-]{22}&plan=Yearly$/);
    await resend(cookie, { plan: 'OneTimeMonth' });
    expect(await linkIn(email)).toMatch(/&plan=OneTimeMonth$/);
    // Not a plan we sell: the link goes without one, and nothing is refused for it.
    for (const body of [{ plan: 'Lifetime' }, { plan: '<script>' }, 'not json', undefined]) {
      await outOfTheHourlyCap(email);
      expect((await resend(cookie, body)).statusCode).toBe(200);
      expect(await linkIn(email)).toMatch(/\?token=[\w-]{22}$/);
    }
    const other = await signUp(app, { plan: 'Guest' });
    expect(await linkIn(other.email)).toMatch(/\?token=[\w-]{22}$/);
  });

  it('sends nothing to a verified address', async () => {
    const { email, cookie } = await signUpVerified(app, database);
    const res = await resend(cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: verificationMessages.alreadyVerified,
      emailVerified: true,
    });
    expect(await mailsTo(db, email, 'verify-email')).toHaveLength(1);
  });
});

describe('buying a plan', () => {
  const buy = (cookie: string) =>
    jsonCall(app, 'POST', '/api/payments/subscription', { subscriptionTier: 'Monthly' }, cookie);

  it('needs a verified address, with a code that is not "subscription required"', async () => {
    const { cookie } = await signUp(app);
    const res = await buy(cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      message: 'Please verify your email address before buying a plan.',
      code: ERROR_CODES.emailUnverified,
    });
  });

  it('opens a checkout once the address is verified', async () => {
    const { cookie } = await signUpVerified(app, database);
    const res = await buy(cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.sessionUrl).toEqual(expect.any(String));
  });

  it('leaves tutor-session booking open to an unverified user', async () => {
    const { cookie } = await signUp(app);
    const res = await jsonCall(
      app,
      'POST',
      '/api/payments/scheduling',
      { contactInfo: 'ada@example.com', sessionType: 'online', sessionCount: 1 },
      cookie,
    );
    expect(res.statusCode).toBe(200);
  });
});
