// The owner's copy of their data (decision 052): the choices and requests the account holds
// outside its own row, without the secrets that come with them.
import { describe, expect, it } from 'vitest';
import { familyDigestSettings } from '../../src/db/schema/index.ts';
import { askAddressChange } from '../auth/moved-address.ts';
import { linkedFamily } from '../family/helpers.ts';
import { buildTestApp, jsonCall } from '../helpers/test-app.ts';

const { app, database } = await buildTestApp();
const db = database.db;

const exportOf = async (cookie: string) => {
  const res = await jsonCall(app, 'GET', '/api/account/export', undefined, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res;
};

describe('GET /api/account/export: settings and requests', () => {
  it("holds a parent's weekly-digest setting, not the opt-out link's key", async () => {
    const { student, parent } = await linkedFamily(app, database);
    const off = await jsonCall(
      app,
      'PUT',
      '/api/family/digest',
      { subscribed: false },
      parent.cookie,
    );
    expect(off.statusCode, off.body).toBe(200);
    const [row] = await db.select().from(familyDigestSettings);

    const res = await exportOf(parent.cookie);
    expect(res.json().family.weeklyDigest).toEqual({
      subscribed: false,
      optedOutAt: row!.optedOutAt!.toISOString(),
    });
    expect(res.body).not.toContain(row!.optOutKey);

    await jsonCall(app, 'PUT', '/api/family/digest', { subscribed: true }, parent.cookie);
    expect((await exportOf(parent.cookie)).json().family.weeklyDigest).toEqual({
      subscribed: true,
      optedOutAt: null,
    });
    // A student gets no digest: nothing to hold.
    expect((await exportOf(student.cookie)).json().family.weeklyDigest).toBeNull();
  });

  it('holds a change of address asked for and not yet confirmed, not its link', async () => {
    const { student } = await linkedFamily(app, database);
    expect((await exportOf(student.cookie)).json().account.pendingEmailChange).toBeNull();

    const { address, token } = await askAddressChange(app, db, student.cookie);
    const res = await exportOf(student.cookie);
    expect(res.json().account.pendingEmailChange).toEqual({
      email: address,
      requestedAt: expect.any(String),
      expiresAt: expect.any(String),
    });
    expect(res.body).not.toContain(token);

    // Once confirmed, it is the account's address and no longer pending.
    const confirmed = await jsonCall(app, 'POST', '/api/auth/confirm-email-change', { token });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const after = (await exportOf(student.cookie)).json().account;
    expect(after.email).toBe(address);
    expect(after.pendingEmailChange).toBeNull();
  });
});
