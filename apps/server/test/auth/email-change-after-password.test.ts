// A change of address waiting for its link is the account's own only while the password that
// asked for it stands: whoever held a session and the password (decision 053) must not keep a
// way into the account once its owner has reset or changed the password.
import { emailChangeMessages } from '@academy/shared/email-change';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { users } from '../../src/db/schema/index.ts';
import { buildTestApp, jsonCall, signUp, VALID_PASSWORD } from '../helpers/test-app.ts';
import { lastMail, resetTokenIn } from './account-mailbox.ts';
import { askAddressChange } from './moved-address.ts';

const { app, database } = await buildTestApp();
const db = database.db;

/** Someone with the session and the password asks to move the account to their address. */
const changeAskedByIntruder = async (cookie: string) =>
  (await askAddressChange(app, db, cookie, { prefix: 'intruder' })).token;

async function expectLinkVoided(token: string, userId: string, email: string) {
  const res = await jsonCall(app, 'POST', '/api/auth/confirm-email-change', { token });
  expect(res.statusCode).toBe(400);
  expect(res.json().errors).toEqual([{ param: 'token', msg: emailChangeMessages.tokenInvalid }]);
  expect((await db.select().from(users).where(eq(users.id, userId)))[0]!.email).toBe(email);
}

describe('a change of address asked for before the password changed', () => {
  it('no longer works once the owner resets the password', async () => {
    const { email, cookie, user } = await signUp(app);
    const token = await changeAskedByIntruder(cookie);

    await jsonCall(app, 'POST', '/api/auth/forgot-password', { email });
    const mail = await vi.waitFor(async () => {
      const found = await lastMail(db, email, 'reset-password');
      if (!found) throw new Error('no reset mail yet');
      return found;
    });
    const reset = await jsonCall(app, 'POST', '/api/auth/reset-password', {
      token: resetTokenIn(mail.textBody),
      password: 'Owner2Again',
    });
    expect(reset.statusCode, reset.body).toBe(200);

    await expectLinkVoided(token, user._id, email);
  });

  it('no longer works once the owner changes the password', async () => {
    const { email, cookie, user } = await signUp(app);
    const token = await changeAskedByIntruder(cookie);

    const changed = await jsonCall(
      app,
      'POST',
      '/api/auth/change-password',
      { currentPassword: VALID_PASSWORD, newPassword: 'Owner2Again' },
      cookie,
    );
    expect(changed.statusCode, changed.body).toBe(200);

    await expectLinkVoided(token, user._id, email);
  });
});
