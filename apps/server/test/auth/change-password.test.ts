import { accountSecurityMessages } from '@academy/shared/account-security';
import { describe, expect, it } from 'vitest';
import {
  VALID_PASSWORD,
  buildTestApp,
  jsonCall,
  sessionCookie,
  signUp,
} from '../helpers/test-app.ts';
import { lastMail } from './account-mailbox.ts';

const { app, database } = await buildTestApp();
const NEW_PASSWORD = 'Brand2NewPass';

const change = (cookie: string, body: unknown) =>
  jsonCall(app, 'POST', '/api/auth/change-password', body, cookie);
const login = (email: string, password: string) =>
  jsonCall(app, 'POST', '/api/auth/login', { email, password });
const verify = (cookie: string) => jsonCall(app, 'GET', '/api/auth/verify', undefined, cookie);

describe('change password', () => {
  it('refuses a wrong current password on that field', async () => {
    const { email, cookie } = await signUp(app);
    const res = await change(cookie, {
      currentPassword: 'Wrong1Password',
      newPassword: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Current password is incorrect',
      errors: [{ param: 'currentPassword', msg: 'Current password is incorrect' }],
    });
    expect((await login(email, VALID_PASSWORD)).statusCode).toBe(200);
  });

  it('applies the sign-up rules to the new password', async () => {
    const { cookie } = await signUp(app);
    const res = await change(cookie, { currentPassword: VALID_PASSWORD, newPassword: 'alllower' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { param: 'newPassword', msg: 'Password must contain at least one uppercase letter' },
      { param: 'newPassword', msg: 'Password must contain at least one number' },
    ]);
  });

  it('refuses the current password as the new one, which would only sign the others out', async () => {
    const { cookie } = await signUp(app);
    const res = await change(cookie, {
      currentPassword: VALID_PASSWORD,
      newPassword: VALID_PASSWORD,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { param: 'newPassword', msg: accountSecurityMessages.sameAsCurrent },
    ]);
    expect((await verify(cookie)).statusCode).toBe(200);
  });

  it('changes it, keeps this device signed in on a new token, signs the others out, mails', async () => {
    const { email, cookie } = await signUp(app);
    const otherCookie = sessionCookie(await login(email, VALID_PASSWORD));
    const res = await change(cookie, {
      currentPassword: VALID_PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: accountSecurityMessages.passwordChanged });
    const rotated = sessionCookie(res);
    expect(rotated).not.toBe(cookie);
    expect((await verify(rotated)).statusCode).toBe(200);
    expect((await verify(cookie)).statusCode).toBe(401);
    expect((await verify(otherCookie)).statusCode).toBe(401);
    expect((await login(email, VALID_PASSWORD)).statusCode).toBe(400);
    expect((await login(email, NEW_PASSWORD)).statusCode).toBe(200);
    expect(await lastMail(database.db, email, 'password-changed')).toMatchObject({
      subject: 'Your password was changed',
    });
  });

  it('needs a session', async () => {
    const res = await change('', { currentPassword: VALID_PASSWORD, newPassword: NEW_PASSWORD });
    expect(res.statusCode).toBe(401);
  });
});

describe('settings', () => {
  it('reads and saves the new sign-in mail setting', async () => {
    const { cookie } = await signUp(app);
    const read = await jsonCall(app, 'GET', '/api/auth/settings', undefined, cookie);
    expect(read.json()).toEqual({ newSignInAlerts: true, hasPassword: true, pendingEmail: null });
    const saved = await jsonCall(
      app,
      'PATCH',
      '/api/auth/settings',
      { newSignInAlerts: false },
      cookie,
    );
    expect(saved.statusCode).toBe(200);
    const again = await jsonCall(app, 'GET', '/api/auth/settings', undefined, cookie);
    expect(again.json()).toEqual({ newSignInAlerts: false, hasPassword: true, pendingEmail: null });
  });
});
