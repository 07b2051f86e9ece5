// An account made with Google has no password, so a change a stolen session must not make (its
// email address, its deletion) takes Google's button pressed again, for the same Google account,
// within the last minutes (decision 064).
import { accountDataMessages } from '@academy/shared/account-data';
import {
  GOOGLE_PROOF_MAX_AGE_MINUTES,
  accountSecurityMessages,
} from '@academy/shared/account-security';
import { emailChangeMessages } from '@academy/shared/email-change';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/index.ts';
import { GOOGLE_CLIENT_ID, startFakeGoogle } from '../helpers/fake-google.ts';
import {
  buildTestApp,
  jsonCall,
  sessionCookie,
  signUp,
  uniqueEmail,
  VALID_PASSWORD,
} from '../helpers/test-app.ts';
import { emailChangeTokenIn, lastMail } from './account-mailbox.ts';

const google = await startFakeGoogle();
const { app, database } = await buildTestApp({
  GOOGLE_CLIENT_ID,
  GOOGLE_JWKS_URL: google.jwksUrl,
});
const db = database.db;

let accounts = 0;
/** An account made with Google, signed in: its cookie, address and a signer of its tokens. */
async function googleAccount() {
  const email = uniqueEmail('google');
  const sub = `proof-${Date.now()}-${accounts++}`;
  const tokenOf = (options: Parameters<typeof google.sign>[1] = {}, who = sub) =>
    google.sign({ sub: who, email, email_verified: true, given_name: 'Gia' }, options);
  const res = await jsonCall(app, 'POST', '/api/auth/google', { token: await tokenOf() });
  expect(res.statusCode, res.body).toBe(200);
  return { email, cookie: sessionCookie(res), tokenOf };
}

const askChange = (cookie: string, body: unknown) =>
  jsonCall(app, 'POST', '/api/auth/change-email', body, cookie);
const deleteAccount = (cookie: string, body: unknown) =>
  jsonCall(app, 'DELETE', '/api/account', body, cookie);
const fieldErrors = (res: { json: () => { errors?: unknown } }) => res.json().errors;
const proofError = (msg: string) => [{ param: 'googleToken', msg }];

describe('Google proof for an account made with Google', () => {
  it('changes the email address only with a fresh token of the same Google account', async () => {
    const account = await googleAccount();
    const newEmail = uniqueEmail('moved');

    // A stolen session alone: no token, or the password of some other account.
    for (const body of [{ newEmail }, { newEmail, password: VALID_PASSWORD }]) {
      const res = await askChange(account.cookie, body);
      expect(res.statusCode).toBe(400);
      expect(fieldErrors(res)).toEqual(proofError(accountSecurityMessages.googleProofRequired));
    }
    const other = await askChange(account.cookie, {
      newEmail,
      googleToken: await account.tokenOf({}, 'someone-else'),
    });
    expect(fieldErrors(other)).toEqual(proofError(accountSecurityMessages.googleProofOtherAccount));
    const staleSeconds = Math.floor(Date.now() / 1000) - (GOOGLE_PROOF_MAX_AGE_MINUTES + 1) * 60;
    const stale = await askChange(account.cookie, {
      newEmail,
      googleToken: await account.tokenOf({ issuedAt: staleSeconds }),
    });
    expect(fieldErrors(stale)).toEqual(proofError(accountSecurityMessages.googleProofFailed));
    const forged = await askChange(account.cookie, {
      newEmail,
      googleToken: await account.tokenOf({ audience: 'another-app.apps.googleusercontent.com' }),
    });
    expect(fieldErrors(forged)).toEqual(proofError(accountSecurityMessages.googleProofFailed));
    expect(await lastMail(db, newEmail, 'change-email')).toBeUndefined();

    const res = await askChange(account.cookie, { newEmail, googleToken: await account.tokenOf() });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: emailChangeMessages.sent(newEmail) });
    const mail = (await lastMail(db, newEmail, 'change-email'))!;
    const done = await jsonCall(app, 'POST', '/api/auth/confirm-email-change', {
      token: emailChangeTokenIn(mail.textBody),
    });
    expect(done.statusCode, done.body).toBe(200);
    const [row] = await db.select().from(users).where(eq(users.email, newEmail));
    expect(row).toBeDefined();
  });

  it('deletes the account only with a fresh token of the same Google account', async () => {
    const account = await googleAccount();
    const typed = await deleteAccount(account.cookie, { email: account.email });
    expect(typed.statusCode).toBe(400);
    expect(fieldErrors(typed)).toEqual(proofError(accountSecurityMessages.googleProofRequired));
    const other = await deleteAccount(account.cookie, {
      googleToken: await account.tokenOf({}, 'someone-else'),
    });
    expect(fieldErrors(other)).toEqual(proofError(accountSecurityMessages.googleProofOtherAccount));

    const res = await deleteAccount(account.cookie, { googleToken: await account.tokenOf() });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: accountDataMessages.deleted });
    const left = await db.select().from(users).where(eq(users.email, account.email));
    expect(left).toEqual([]);
  });

  it('takes each token once: one copied while still fresh proves nothing', async () => {
    const account = await googleAccount();
    const googleToken = await account.tokenOf();
    const sent = await askChange(account.cookie, { newEmail: uniqueEmail('moved'), googleToken });
    expect(sent.statusCode, sent.body).toBe(200);

    for (const replay of [
      () => askChange(account.cookie, { newEmail: uniqueEmail('moved'), googleToken }),
      () => deleteAccount(account.cookie, { googleToken }),
    ]) {
      const res = await replay();
      expect(res.statusCode).toBe(400);
      expect(fieldErrors(res)).toEqual(proofError(accountSecurityMessages.googleProofFailed));
    }
    // Google's button pressed again gives a new token, which does.
    const res = await deleteAccount(account.cookie, { googleToken: await account.tokenOf() });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('still asks an account with a password for the password, not Google', async () => {
    const { cookie } = await signUp(app);
    const googleToken = await google.sign({ sub: 'unrelated', email_verified: true });
    const res = await askChange(cookie, { newEmail: uniqueEmail('moved'), googleToken });
    expect(res.statusCode).toBe(400);
    expect(fieldErrors(res)).toEqual([
      { param: 'password', msg: emailChangeMessages.passwordRequired },
    ]);
  });
});
