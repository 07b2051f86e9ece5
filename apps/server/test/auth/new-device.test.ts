import { describe, expect, it } from 'vitest';
import { mailOutbox } from '../../src/db/schema/index.ts';
import {
  VALID_PASSWORD,
  buildTestApp,
  jsonCall,
  signUp,
  TEST_ORIGIN,
} from '../helpers/test-app.ts';
import { lastMail } from './account-mailbox.ts';

const { app, database } = await buildTestApp();
const FIREFOX_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.7; rv:132.0) Gecko/20100101 Firefox/132.0';

/** Signs in, carrying the browser's device cookie when it has one; returns the new cookie jar. */
async function signIn(email: string, deviceCookie?: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: {
      origin: TEST_ORIGIN,
      'content-type': 'application/json',
      'user-agent': FIREFOX_MAC,
      ...(deviceCookie ? { cookie: deviceCookie } : {}),
    },
    payload: JSON.stringify({ email, password: VALID_PASSWORD }),
  });
  expect(res.statusCode).toBe(200);
  const device = res.cookies.find((c) => c.name.endsWith('academy_device'))!;
  expect(device).toMatchObject({ httpOnly: true });
  return `${device.name}=${device.value}`;
}

const alerts = async (email: string) =>
  (await lastMail(database.db, email, 'new-sign-in')) ? 'mailed' : 'none';

describe('new sign-in mails', () => {
  it('does not mail at sign-up; mails once for a new device, not again for it', async () => {
    const { email } = await signUp(app);
    expect(await alerts(email)).toBe('none');
    const device = await signIn(email);
    const mail = await lastMail(database.db, email, 'new-sign-in');
    expect(mail).toMatchObject({ subject: 'New sign-in to your account' });
    expect(mail!.textBody).toContain('Firefox on Mac');
    await database.db.delete(mailOutbox);
    await signIn(email, device);
    expect(await alerts(email)).toBe('none');
  });

  it('stays quiet when the owner turned the mails off', async () => {
    const { email, cookie } = await signUp(app);
    await jsonCall(app, 'PATCH', '/api/auth/settings', { newSignInAlerts: false }, cookie);
    await signIn(email);
    expect(await alerts(email)).toBe('none');
  });
});
