// Changing the account's email address (decision 053): asked for with the password, done by the
// link mailed to the new address; the old address is told; an address with an account is never
// given away.
import { emailChangeMessages } from '@academy/shared/email-change';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountTokens, users } from '../../src/db/schema/index.ts';
import {
  buildTestApp,
  jsonCall,
  signUp,
  uniqueEmail,
  VALID_PASSWORD,
} from '../helpers/test-app.ts';
import { emailChangeTokenIn, lastMail } from './account-mailbox.ts';

const { app, database } = await buildTestApp();
const db = database.db;

const ask = (cookie: string | undefined, body: unknown) =>
  jsonCall(app, 'POST', '/api/auth/change-email', body, cookie);
const confirm = (token: unknown, cookie?: string) =>
  jsonCall(app, 'POST', '/api/auth/confirm-email-change', { token }, cookie);
const login = (email: string, password = VALID_PASSWORD) =>
  jsonCall(app, 'POST', '/api/auth/login', { email, password });
const rowOf = async (id: string) => (await db.select().from(users).where(eq(users.id, id)))[0]!;

describe('change email', () => {
  it('mails a link to the new address; opening it moves the account there and tells the old one', async () => {
    const { email, cookie, user } = await signUp(app, { firstname: 'Rosa' });
    const newEmail = uniqueEmail('moved');
    const res = await ask(cookie, { newEmail: `  ${newEmail}  `, password: VALID_PASSWORD });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: emailChangeMessages.sent(newEmail) });
    // Nothing changes before the link is opened.
    expect((await rowOf(user._id)).email).toBe(email);

    const mail = (await lastMail(db, newEmail, 'change-email'))!;
    expect(mail.subject).toBe('Confirm your new email address');
    expect(mail.textBody).toContain('Dear Rosa,');
    expect(mail.textBody).toContain('within 24 hours');
    const token = emailChangeTokenIn(mail.textBody);

    const done = await confirm(token);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({
      message: emailChangeMessages.changed,
      email: newEmail,
      otherAccountSignedIn: false,
    });
    const row = await rowOf(user._id);
    expect(row.email).toBe(newEmail);
    expect(row.emailVerifiedAt).not.toBeNull();

    const notice = (await lastMail(db, email, 'email-changed'))!;
    expect(notice.subject).toBe('Your email address was changed');
    expect(notice.textBody).toContain(`was changed to ${newEmail} on`);
    expect(notice.textBody).toContain('If this was not you');

    // The session stays; the profile shows the new address; sign-in moves with it.
    const profile = await jsonCall(app, 'GET', '/api/profile', undefined, cookie);
    expect(profile.json().email).toBe(newEmail);
    expect((await login(newEmail)).statusCode).toBe(200);
    expect((await login(email)).statusCode).toBe(400);

    // A link works once.
    const again = await confirm(token);
    expect(again.statusCode).toBe(400);
    expect(again.json().errors).toEqual([{ param: 'token', msg: emailChangeMessages.tokenUsed }]);
  });

  it('answers the same for an address with an account, which is told and keeps its own', async () => {
    const { cookie, user, email } = await signUp(app);
    const other = await signUp(app);
    const res = await ask(cookie, {
      newEmail: other.email.toUpperCase(),
      password: VALID_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: emailChangeMessages.sent(other.email.toUpperCase()) });
    expect(await lastMail(db, other.email.toUpperCase(), 'change-email')).toBeUndefined();
    const told = (await lastMail(db, other.email.toUpperCase(), 'change-email-taken'))!;
    expect(told.subject).toBe('Someone tried to use your email address');
    // Nobody is named: whose account the address has is not given away.
    expect(told.textBody).toMatch(/^Hello,\n\nSomeone asked/);
    expect(told.textBody).toContain('Nothing was changed.');
    expect((await rowOf(user._id)).email).toBe(email);
  });

  it('shows its owner the change waiting after a reload, the same whether the address is taken', async () => {
    const { cookie } = await signUp(app);
    const settings = async () =>
      (await jsonCall(app, 'GET', '/api/auth/settings', undefined, cookie)).json();
    expect((await settings()).pendingEmail).toBeNull();

    const free = uniqueEmail('waiting');
    await ask(cookie, { newEmail: free, password: VALID_PASSWORD });
    const waiting = (await settings()).pendingEmail;
    expect(waiting.email).toBe(free);
    const hours = (new Date(waiting.expiresAt).getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);

    // A taken address reads the same, and (as any newer request) voids the older link.
    const taken = (await signUp(app)).email;
    await ask(cookie, { newEmail: taken, password: VALID_PASSWORD });
    expect((await settings()).pendingEmail).toMatchObject({ email: taken });
    const freeToken = emailChangeTokenIn((await lastMail(db, free, 'change-email'))!.textBody);
    expect((await confirm(freeToken)).json().errors[0].msg).toBe(emailChangeMessages.tokenInvalid);

    // Once a link is used, nothing waits.
    const last = uniqueEmail('last');
    await ask(cookie, { newEmail: last, password: VALID_PASSWORD });
    await confirm(emailChangeTokenIn((await lastMail(db, last, 'change-email'))!.textBody));
    expect((await settings()).pendingEmail).toBeNull();
  });

  it('says when the link is opened where another account is signed in, which stays as it was', async () => {
    const { cookie, user } = await signUp(app);
    const parent = await signUp(app);
    const newEmail = uniqueEmail('elsewhere');
    await ask(cookie, { newEmail, password: VALID_PASSWORD });
    const token = emailChangeTokenIn((await lastMail(db, newEmail, 'change-email'))!.textBody);
    const done = await confirm(token, parent.cookie);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ email: newEmail, otherAccountSignedIn: true });
    expect((await rowOf(user._id)).email).toBe(newEmail);
    expect((await rowOf(parent.user._id)).email).toBe(parent.email);

    // Opened where its own account is signed in, it is that account's.
    const again = uniqueEmail('own');
    await ask(cookie, { newEmail: again, password: VALID_PASSWORD });
    const own = emailChangeTokenIn((await lastMail(db, again, 'change-email'))!.textBody);
    expect((await confirm(own, cookie)).json()).toMatchObject({ otherAccountSignedIn: false });
  });

  it('changes nothing when another account took the address before the link was opened', async () => {
    const { cookie, user, email } = await signUp(app);
    const newEmail = uniqueEmail('raced');
    await ask(cookie, { newEmail, password: VALID_PASSWORD });
    const token = emailChangeTokenIn((await lastMail(db, newEmail, 'change-email'))!.textBody);
    await signUp(app, { email: newEmail });
    const res = await confirm(token);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ param: 'token', msg: emailChangeMessages.addressTaken }]);
    expect((await rowOf(user._id)).email).toBe(email);
    // The profile said the change was still waiting for that link ("We sent a link to …"),
    // which can no longer make it.
    const settings = await jsonCall(app, 'GET', '/api/auth/settings', undefined, cookie);
    expect(settings.json().pendingEmail).toBeNull();
  });

  it('only the newest link works, and an expired one does not', async () => {
    const { cookie, user } = await signUp(app);
    const first = uniqueEmail('first');
    const second = uniqueEmail('second');
    await ask(cookie, { newEmail: first, password: VALID_PASSWORD });
    await ask(cookie, { newEmail: second, password: VALID_PASSWORD });
    const firstToken = emailChangeTokenIn((await lastMail(db, first, 'change-email'))!.textBody);
    expect((await confirm(firstToken)).json().errors[0].msg).toBe(emailChangeMessages.tokenInvalid);
    const secondToken = emailChangeTokenIn((await lastMail(db, second, 'change-email'))!.textBody);
    await db
      .update(accountTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(accountTokens.email, second));
    expect((await confirm(secondToken)).json().errors[0].msg).toBe(
      emailChangeMessages.tokenInvalid,
    );
    expect((await rowOf(user._id)).email).not.toBe(second);
  });

  it("over the new address's hourly cap says nothing went out, the same whether it is taken", async () => {
    const { cookie } = await signUp(app);
    const settings = async () =>
      (await jsonCall(app, 'GET', '/api/auth/settings', undefined, cookie)).json();
    const free = uniqueEmail('capped');
    const taken = (await signUp(app)).email;
    for (const newEmail of [taken, free]) {
      for (let sent = 1; sent <= 3; sent++) {
        expect((await ask(cookie, { newEmail, password: VALID_PASSWORD })).statusCode).toBe(200);
      }
      const kept = await settings();
      const res = await ask(cookie, { newEmail, password: VALID_PASSWORD });
      expect(res.statusCode).toBe(429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(3_500);
      expect(res.json().message).toBe(
        `We already sent 3 emails to ${newEmail} in the last hour. Open the newest one, or try again in 60 minutes.`,
      );
      // Nothing recorded: the third request still waits (and its link works, below).
      expect((await settings()).pendingEmail).toEqual(kept.pendingEmail);
    }
    expect(emailChangeMessages.limited(free, 3, 61)).toMatch(/try again in 2 minutes\.$/);
    const link = emailChangeTokenIn((await lastMail(db, free, 'change-email'))!.textBody);
    expect((await confirm(link)).json()).toMatchObject({ email: free });
  });

  it('asks for the password, refuses the same address and bad input, each on its field', async () => {
    const { cookie, email } = await signUp(app);
    const fieldOf = async (body: unknown) => {
      const res = await ask(cookie, body);
      expect(res.statusCode).toBe(400);
      return res.json().errors;
    };
    expect(await fieldOf({ newEmail: uniqueEmail() })).toEqual([
      { param: 'password', msg: emailChangeMessages.passwordRequired },
    ]);
    expect(await fieldOf({ newEmail: uniqueEmail(), password: 'Wrong1Horse' })).toEqual([
      { param: 'password', msg: emailChangeMessages.passwordIncorrect },
    ]);
    expect(await fieldOf({ newEmail: email.toUpperCase(), password: VALID_PASSWORD })).toEqual([
      { param: 'newEmail', msg: emailChangeMessages.sameEmail },
    ]);
    expect((await fieldOf({ newEmail: 'not-an-email', password: VALID_PASSWORD }))[0].param).toBe(
      'newEmail',
    );
    expect(
      (await ask(undefined, { newEmail: uniqueEmail(), password: VALID_PASSWORD })).statusCode,
    ).toBe(401);
    for (const token of ['', 'x'.repeat(101), 42, 'unknown-token']) {
      const res = await confirm(token);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0]).toMatchObject({ param: 'token' });
    }
  });
});
