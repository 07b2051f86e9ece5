import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { AdminError, createAdminCommands } from '../../src/admin/commands.ts';
import { buildTestApp, jsonCall } from '../helpers/test-app.ts';
import { signUpVerified } from '../helpers/verification.ts';
import { linkedFamily } from '../family/helpers.ts';
import {
  current,
  mailsTo,
  postForm,
  profileTier,
  requestCheckout,
  startCheckout,
} from './helpers.ts';

const { app, database, config } = await buildTestApp({ PUBLIC_FORM_RATE_LIMIT_MAX: '1000' });
const admin = createAdminCommands(database.db, config);
const pathOf = (url: string) => new URL(url).pathname;

describe('admin commands', () => {
  it('sets and clears Free; Free cannot be bought and is not cancelable', async () => {
    const { cookie, email } = await signUpVerified(app, database);
    const set = await admin.setFree(email.toUpperCase());
    expect(set).toEqual({ email, previousTier: 'Guest' });
    expect((await profileTier(app, cookie)).subscriptionTier).toBe('Free');
    expect(await current(app, cookie)).toMatchObject({ subscriptionTier: 'Free', kind: 'free' });
    expect(
      (await jsonCall(app, 'POST', '/api/payments/cancel-subscription', {}, cookie)).statusCode,
    ).toBe(400);
    const buy = await requestCheckout(app, cookie, 'Monthly');
    expect(buy.statusCode).toBe(409);
    expect((await admin.listFree()).map((u) => u.email)).toContain(email);
    // The family learns of it by mail, once: giving Free again changes nothing.
    await admin.setFree(email);
    const given = await mailsTo(database.db, email, 'plan-free-given');
    expect(given).toHaveLength(1);
    expect(given[0]!.subject).toBe('You have been given the Free plan');
    expect(given[0]!.textBody).toContain(
      'Summit Prep Academy has given you the Free plan: practice, the timed practice tests and ' +
        'your review are open to you without limits, and nothing is charged.',
    );
    expect(given[0]!.textBody).toContain('Your plan page: http://localhost:3000/subscription');

    expect(await admin.clearFree(email)).toMatchObject({ email, tier: 'Guest' });
    expect((await profileTier(app, cookie)).subscriptionTier).toBe('Guest');
    const removed = await mailsTo(database.db, email, 'plan-free-removed');
    expect(removed.map((m) => m.subject)).toEqual(['Your Free plan has ended']);
    expect(removed[0]!.textBody).toContain(
      'The Free plan Summit Prep Academy gave you has ended. Your account is now a Guest account.',
    );
    await expect(admin.clearFree(email)).rejects.toBeInstanceOf(AdminError);
    await expect(admin.setFree('nobody@example.com')).rejects.toThrow('No user with email');
  });

  it("tells the parents following a student of the Free plan, in a parent's words", async () => {
    const { student, parent } = await linkedFamily(app, database);
    await admin.setFree(student.email);
    const [given] = await mailsTo(database.db, parent.email, 'plan-free-given');
    expect(given!.subject).toBe('Sam has been given the Free plan');
    expect(given!.textBody).toMatch(/^Dear Pat,/);
    expect(given!.textBody).toContain(
      'Summit Prep Academy has given Sam the Free plan: practice, the timed practice tests and ' +
        'their review are open to Sam without limits, and nothing is charged.',
    );
    expect(given!.textBody).toContain(
      "Sam's plan on your Family page: http://localhost:3000/family",
    );

    await admin.clearFree(student.email);
    const [removed] = await mailsTo(database.db, parent.email, 'plan-free-removed');
    expect(removed!.subject).toBe("Sam's Free plan has ended");
    expect(removed!.textBody).toContain(
      "The Free plan Summit Prep Academy gave Sam has ended. Sam's account is now a Guest account.",
    );
    expect(removed!.textBody).toContain('choose a plan for them on your Family page');
  });

  it('refuses Free over a renewing plan; once canceled, clearing Free gives the plan back', async () => {
    const { cookie, email } = await signUpVerified(app, database);
    const url = await startCheckout(app, cookie, 'Monthly');
    await postForm(app, `${pathOf(url)}/pay`);
    // Free would hide the plan, and its Cancel button, while it goes on charging the card.
    await expect(admin.setFree(email)).rejects.toThrow(
      /Monthly plan still renews on .+canceled first/,
    );
    expect((await profileTier(app, cookie)).subscriptionTier).toBe('Monthly');
    const cancel = await jsonCall(app, 'POST', '/api/payments/cancel-subscription', {}, cookie);
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect((await admin.setFree(email)).previousTier).toBe('Monthly');
    expect((await admin.clearFree(email)).tier).toBe('Monthly');
    const [removed] = await mailsTo(database.db, email, 'plan-free-removed');
    expect(removed!.textBody).toMatch(
      /has ended\. Your Monthly access, which was paid for, continues until \w+ \d+, \d{4} at /,
    );
    expect(await mailsTo(database.db, email, 'plan-ended')).toEqual([]);
    const rows = await admin.listSubscriptions({ limit: 10, email });
    expect(rows).toMatchObject([{ email, tier: 'Monthly', kind: 'recurring', status: 'active' }]);
  });

  it('lists bookings, filtered by status', async () => {
    const res = await jsonCall(app, 'POST', '/api/payments/scheduling', {
      contactInfo: 'list@example.com',
      sessionType: 'online',
      sessionCount: 2,
    });
    const url = res.json().data.sessionUrl as string;
    const pending = await admin.listBookings({ limit: 50, status: 'pending' });
    expect(pending.some((b) => b.contactInfo === 'list@example.com')).toBe(true);
    await postForm(app, `${pathOf(url)}/pay`);
    const paid = await admin.listBookings({ limit: 50, status: 'paid' });
    expect(paid.find((b) => b.contactInfo === 'list@example.com')).toMatchObject({
      totalCents: 12000,
      internalReference: expect.stringMatching(/^TS-/),
    });
  });
});

describe('npm run admin (the CLI process)', () => {
  const serverDir = resolve(import.meta.dirname, '../..');
  const dataDir = mkdtempSync(join(tmpdir(), 'academy-admin-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const cli = (args: string[], env: Record<string, string> = {}) =>
    spawnSync(process.execPath, ['--import', 'tsx', 'src/admin/cli.ts', ...args], {
      cwd: serverDir,
      encoding: 'utf8',
      env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...env },
      timeout: 60_000,
    });

  it('prints its usage', () => {
    const res = cli(['help']);
    expect(res.status).toBe(0);
    expect(res.stdout).toContain('free set <email>');
  });

  it('says clearly that the server holds the embedded database', () => {
    // The test runner itself stands in for a running server holding DATA_DIR.
    writeFileSync(join(dataDir, 'academy.pid'), String(process.pid));
    const res = cli(['bookings']);
    expect(res.status).toBe(2);
    expect(res.stderr).toContain(`pid ${process.pid}`);
    expect(res.stderr).toMatch(/Stop the server/);
    expect(res.stderr).toMatch(/PostgreSQL \(DATABASE_URL\)/);
  });
});
