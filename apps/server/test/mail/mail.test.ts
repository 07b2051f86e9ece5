import { ACADEMY } from '@academy/shared/academy';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { mailOutbox } from '../../src/db/schema/index.ts';
import { enqueueMail } from '../../src/features/mail/outbox.ts';
import { LOGGED_ONLY } from '../../src/features/mail/repository.ts';
import { backoffMs, createMailSender, type MailLogger } from '../../src/features/mail/sender.ts';
import type { HealthCheck } from '../../src/features/health/routes.ts';
import { buildTestApp, jsonCall } from '../helpers/test-app.ts';
import { freePort, startSmtpSink, waitFor } from './smtp-sink.ts';

// The app's health endpoint is given a mail check that reads whichever sender a test set up.
let activeCheck: HealthCheck | undefined;
const mailCheck: HealthCheck = () =>
  activeCheck ? activeCheck() : Promise.resolve({ name: 'mail', ok: true });
const { app, database } = await buildTestApp({}, { mailHealthCheck: mailCheck });
const db = database.db;

const mailConfig = (smtpUrl?: string) =>
  loadConfig({
    NODE_ENV: 'test',
    MAIL_RETRY_BASE_MS: '1000',
    MAIL_MAX_ATTEMPTS: '5',
    ...(smtpUrl ? { SMTP_URL: smtpUrl } : {}),
  }).mail;

let counter = 0;
const uniqueMail = (kind = 'test') => {
  const n = `${process.pid}-${Date.now()}-${counter++}`;
  return { to: `student.${n}@example.com`, subject: `Hello ${n}`, text: `Body ${n}`, kind };
};
const rowFor = async (to: string) =>
  (await db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to)))[0]!;

const senders: { stop(): Promise<void> }[] = [];
afterAll(async () => {
  for (const sender of senders) await sender.stop();
});
function sender(options: Omit<Parameters<typeof createMailSender>[0], 'db'>) {
  const created = createMailSender({ db, ...options });
  senders.push(created);
  return created;
}

describe('mail outbox over SMTP', () => {
  it('delivers queued mail to a real SMTP server and marks the row sent', async () => {
    const sink = await startSmtpSink();
    const mailer = sender({ mail: mailConfig(sink.url) });
    mailer.start();
    const mail = uniqueMail('booking-tutor');
    await enqueueMail(db, [mail], { notify: true });
    await waitFor(() => sink.received.some((r) => r.to.includes(mail.to)));
    const got = sink.received.find((r) => r.to.includes(mail.to))!;
    expect(got.raw).toContain(`Subject: ${mail.subject}`);
    expect(got.raw).toContain(mail.text);
    expect(got.from).toBe('no-reply@summitprepacademy.com');
    expect(got.raw).toContain(`From: ${ACADEMY.name} <no-reply@summitprepacademy.com>`);
    await waitFor(async () => (await rowFor(mail.to)).sentAt !== null);
    expect(await rowFor(mail.to)).toMatchObject({ attempts: 1, lastError: null });
    await mailer.stop();
    await sink.close();
  });

  it('keeps the row while SMTP is down and sends it once the server is back', async () => {
    const port = await freePort();
    const mail = uniqueMail();
    await enqueueMail(db, [mail]);
    let clock = (await rowFor(mail.to)).nextAttemptAt.getTime() + 1;
    const mailer = sender({
      mail: mailConfig(`smtp://127.0.0.1:${port}`),
      now: () => new Date(clock),
    });
    activeCheck = mailer.healthCheck;

    expect(await mailer.runOnce()).toMatchObject({ sent: 0, failed: 1 });
    const failed = await rowFor(mail.to);
    expect(failed.sentAt).toBeNull();
    expect(failed.attempts).toBe(1);
    expect(failed.lastError).toMatch(/ECONNREFUSED|ESOCKET|ECONNECTION/);
    expect(failed.nextAttemptAt.getTime()).toBeGreaterThan(clock);

    // Down, but not broken: the mail waits in the outbox and the app stays healthy.
    const health = await jsonCall(app, 'GET', '/api/health/mail');
    expect(health.statusCode).toBe(200);
    expect(health.json().status).toBe('ok');
    expect(health.json().detail).toMatch(/unreachable.*pending [1-9]/);

    // Not due yet: nothing is attempted before the backoff has passed.
    expect(await mailer.runOnce()).toMatchObject({ failed: 0, sent: 0 });

    const sink = await startSmtpSink(port);
    clock += 10_000;
    expect((await mailer.runOnce()).sent).toBeGreaterThanOrEqual(1);
    expect(sink.received.some((r) => r.to.includes(mail.to))).toBe(true);
    expect(await rowFor(mail.to)).toMatchObject({ attempts: 2, lastError: null });
    expect((await rowFor(mail.to)).sentAt).not.toBeNull();
    activeCheck = undefined;
    await sink.close();
  });

  it('gives up on a recipient the server rejects for good, without retrying', async () => {
    const sink = await startSmtpSink(0, {
      onRcptTo(address, _session, callback) {
        if (address.address.startsWith('nobody')) {
          const error = Object.assign(new Error('No such user'), { responseCode: 550 });
          return callback(error);
        }
        callback();
      },
    });
    const mailer = sender({ mail: mailConfig(sink.url) });
    const mail = { ...uniqueMail(), to: `nobody.${Date.now()}@example.com` };
    await enqueueMail(db, [mail]);
    await mailer.runOnce();
    const row = await rowFor(mail.to);
    expect(row.sentAt).toBeNull();
    expect(row.attempts).toBe(5);
    expect(row.lastError).toMatch(/550|No such user/);
    await sink.close();
  });

  it('two senders on one database deliver each mail exactly once', async () => {
    const sink = await startSmtpSink();
    const a = sender({ mail: mailConfig(sink.url), batchSize: 3 });
    const b = sender({ mail: mailConfig(sink.url), batchSize: 3 });
    const mails = Array.from({ length: 12 }, () => uniqueMail());
    await enqueueMail(db, mails);
    await Promise.all([a.runOnce(), b.runOnce(), a.runOnce(), b.runOnce()]);
    await Promise.all([a.runOnce(), b.runOnce()]);
    const ours = sink.received.filter((r) => mails.some((m) => r.to.includes(m.to)));
    expect(ours).toHaveLength(12);
    expect(new Set(ours.map((r) => r.to[0])).size).toBe(12);
    await sink.close();
  });
});

describe('without SMTP_URL', () => {
  it('logs the mail, without secrets, and keeps it marked logged-only', async () => {
    const logged: { obj: object; msg: string }[] = [];
    const log: MailLogger = {
      info: (obj, msg) => logged.push({ obj, msg }),
      warn: (obj, msg) => logged.push({ obj, msg }),
      error: (obj, msg) => logged.push({ obj, msg }),
    };
    const mailer = sender({ mail: mailConfig(), log });
    expect(mailer.transportKind).toBe('log');
    const mail = uniqueMail();
    await enqueueMail(db, [mail]);
    await mailer.runOnce();
    const row = await rowFor(mail.to);
    expect(row.sentAt).not.toBeNull();
    expect(row.lastError).toBe(LOGGED_ONLY);
    const entry = logged.find((l) => JSON.stringify(l.obj).includes(mail.to))!;
    expect(JSON.stringify(entry.obj)).toContain(mail.subject);
    const check = await mailer.healthCheck();
    expect(check).toMatchObject({ name: 'mail', ok: true });
    expect(check.detail).toMatch(/^transport log/);
  });
});

describe('health and backoff', () => {
  it('reports the SMTP transport without its credentials', async () => {
    const sink = await startSmtpSink(0, {
      allowInsecureAuth: true,
      onAuth: (auth, _session, callback) => callback(null, { user: auth.username }),
    });
    const mailer = sender({ mail: mailConfig(`smtp://user:s3cret@127.0.0.1:${sink.port}`) });
    const check = await mailer.healthCheck();
    expect(check.ok).toBe(true);
    expect(check.detail).toContain(`smtp://127.0.0.1:${sink.port} reachable`);
    expect(check.detail).not.toContain('s3cret');
    await sink.close();
  });

  it('mail waiting longer than MAIL_STUCK_MINUTES makes /api/health/mail 503', async () => {
    const port = await freePort();
    const mailer = sender({ mail: mailConfig(`smtp://127.0.0.1:${port}`) });
    const mail = uniqueMail();
    await enqueueMail(db, [mail]);
    await db
      .update(mailOutbox)
      .set({ createdAt: new Date(Date.now() - 3 * 3_600_000) })
      .where(eq(mailOutbox.toAddress, mail.to));
    activeCheck = mailer.healthCheck;
    const health = await jsonCall(app, 'GET', '/api/health/mail');
    expect(health.statusCode).toBe(503);
    expect(health.json()).toEqual({ status: 'down', detail: expect.stringMatching(/waited/) });
    activeCheck = undefined;
    await db.delete(mailOutbox).where(eq(mailOutbox.toAddress, mail.to));
  });

  it('a receipt one relay refuses (451) leaves /api/health 200; /api/health/mail reports it', async () => {
    // What one anonymous evaluation could do: a recipient whose relay defers every attempt.
    const sink = await startSmtpSink(0, {
      onRcptTo(address, _session, callback) {
        if (!address.address.startsWith('greylisted')) return callback();
        callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
      },
    });
    const mailer = sender({ mail: mailConfig(sink.url) });
    const mail = {
      ...uniqueMail('evaluation-receipt'),
      to: `greylisted.${Date.now()}@example.com`,
    };
    await enqueueMail(db, [mail]);
    await mailer.runOnce();
    expect((await rowFor(mail.to)).lastError).toMatch(/451/);
    // Past MAIL_STUCK_MINUTES (60) and still pending.
    await db
      .update(mailOutbox)
      .set({ createdAt: new Date(Date.now() - 2 * 3_600_000) })
      .where(eq(mailOutbox.toAddress, mail.to));
    activeCheck = mailer.healthCheck;

    const ready = await jsonCall(app, 'GET', '/api/health');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: 'ok', checks: { database: { status: 'ok' } } });
    expect(ready.json().checks.mail).toBeUndefined();
    const mailHealth = await jsonCall(app, 'GET', '/api/health/mail');
    expect(mailHealth.statusCode).toBe(503);
    expect(mailHealth.json()).toMatchObject({
      status: 'down',
      detail: expect.stringMatching(/waited/),
    });

    activeCheck = undefined;
    await db.delete(mailOutbox).where(eq(mailOutbox.toAddress, mail.to));
    await sink.close();
  });

  it('backs off exponentially up to an hour', () => {
    const around = (ms: number, expected: number) => {
      expect(ms).toBeGreaterThanOrEqual(expected * 0.9);
      expect(ms).toBeLessThanOrEqual(expected * 1.1);
    };
    around(backoffMs(1, 30_000), 30_000);
    around(backoffMs(2, 30_000), 60_000);
    around(backoffMs(5, 30_000), 480_000);
    around(backoffMs(20, 30_000), 3_600_000);
  });
});
