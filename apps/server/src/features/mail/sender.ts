import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { HealthCheck } from '../health/routes.ts';
import { onMailQueued } from './outbox.ts';
import { createMailRepository, type MailRow } from './repository.ts';
import { createSmtpTransport, type MailTransport } from './transport.ts';

export interface MailLogger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface RunResult {
  sent: number;
  logged: number;
  failed: number;
}

const silent: MailLogger = { info() {}, warn() {}, error() {} };

export interface MailSenderOptions {
  db: Db;
  mail: Config['mail'];
  log?: MailLogger;
  /** Defaults to SMTP at mail.smtpUrl, or logging when it is unset. */
  transport?: MailTransport;
  now?: () => Date;
  batchSize?: number;
}

/** How long a claimed row stays invisible to other senders while this one delivers it. */
const LEASE_MS = 5 * 60_000;
const MAX_BACKOFF_MS = 60 * 60_000;
const PROBE_CACHE_MS = 60_000;

/** Exponential backoff from the retry base, capped at an hour, with ±10% jitter. */
export function backoffMs(attempts: number, baseMs: number) {
  const raw = Math.min(baseMs * 2 ** Math.max(0, attempts - 1), MAX_BACKOFF_MS);
  return Math.round(raw * (0.9 + Math.random() * 0.2));
}

interface SmtpError {
  code?: string;
  responseCode?: number;
  message?: string;
}

/** A recipient the server rejected for good (5xx on the envelope): retrying cannot help. */
const isPermanent = (error: SmtpError) =>
  error.code === 'EENVELOPE' && (error.responseCode ?? 0) >= 500;

/**
 * Delivers the outbox: due rows are claimed, sent over SMTP (or logged when no SMTP_URL is set),
 * and failures retried with exponential backoff until MAIL_MAX_ATTEMPTS. Safe to run in several
 * instances against one PostgreSQL database.
 */
export function createMailSender(options: MailSenderOptions) {
  const { db, mail } = options;
  const repo = createMailRepository(db);
  const transport = options.transport ?? (mail.smtpUrl ? createSmtpTransport(mail.smtpUrl) : null);
  const now = options.now ?? (() => new Date());
  const batchSize = options.batchSize ?? 20;
  let log = options.log ?? silent;

  let timer: NodeJS.Timeout | undefined;
  let unsubscribe: (() => void) | undefined;
  let running: Promise<RunResult> | undefined;
  let rerun = false;
  const state: {
    lastError?: { message: string; code?: string; at: Date };
    lastSuccessAt?: Date;
    probe?: { ok: boolean; detail: string; at: number };
  } = {};

  async function deliver(row: MailRow, result: RunResult) {
    if (!transport) {
      log.info(
        {
          mail: {
            to: row.toAddress,
            replyTo: row.replyTo,
            subject: row.subject,
            kind: row.kind,
            text: row.textBody,
          },
        },
        'mail logged, not sent (SMTP_URL not set)',
      );
      await repo.markLoggedOnly(row.id, now());
      result.logged++;
      return;
    }
    try {
      await transport.send({
        from: mail.from,
        to: row.toAddress,
        subject: row.subject,
        text: row.textBody,
        ...(row.htmlBody ? { html: row.htmlBody } : {}),
        ...(row.replyTo ? { replyTo: row.replyTo } : {}),
        ...(row.attachments?.length ? { attachments: row.attachments } : {}),
      });
      await repo.markSent(row.id, now());
      state.lastSuccessAt = now();
      state.lastError = undefined;
      result.sent++;
    } catch (caught) {
      const error = caught as SmtpError;
      const attempts = isPermanent(error) ? mail.maxAttempts : row.attempts + 1;
      const message = `${error.code ?? 'ERROR'}: ${error.message ?? String(caught)}`;
      state.lastError = { message, code: error.code, at: now() };
      const next = new Date(now().getTime() + backoffMs(attempts, mail.retryBaseMs));
      await repo.markFailed(row.id, attempts, message, next);
      result.failed++;
      const gaveUp = attempts >= mail.maxAttempts;
      log[gaveUp ? 'error' : 'warn'](
        { mailId: row.id, kind: row.kind, attempts, error: message, transport: transport.describe },
        gaveUp ? 'mail delivery failed for good' : 'mail delivery failed, will retry',
      );
    }
  }

  async function drain(): Promise<RunResult> {
    const result: RunResult = { sent: 0, logged: 0, failed: 0 };
    for (;;) {
      const at = now();
      const rows = await repo.claimDue(
        at,
        new Date(at.getTime() + LEASE_MS),
        mail.maxAttempts,
        batchSize,
      );
      const failedBefore = result.failed;
      for (const row of rows) await deliver(row, result);
      // A batch that failed entirely is the server being down: wait for the next poll.
      if (rows.length < batchSize || result.failed - failedBefore === rows.length) return result;
    }
  }

  /** Delivers every due row once; concurrent calls share one run (and ask for one more). */
  function runOnce(): Promise<RunResult> {
    if (running) {
      rerun = true;
      return running;
    }
    running = (async () => {
      try {
        let result = await drain();
        while (rerun) {
          rerun = false;
          const more = await drain();
          result = {
            sent: result.sent + more.sent,
            logged: result.logged + more.logged,
            failed: result.failed + more.failed,
          };
        }
        return result;
      } finally {
        running = undefined;
      }
    })();
    return running;
  }

  const safeRun = () =>
    runOnce().catch((error: Error) => log.error({ err: error }, 'mail sender run failed'));

  async function probeSmtp(): Promise<{ ok: boolean; detail: string }> {
    if (!transport) return { ok: true, detail: 'log' };
    const fresh = state.lastSuccessAt && now().getTime() - state.lastSuccessAt.getTime() < 60_000;
    if (fresh) return { ok: true, detail: 'reachable' };
    if (state.probe && Date.now() - state.probe.at < PROBE_CACHE_MS) return state.probe;
    try {
      await transport.verify();
      state.probe = { ok: true, detail: 'reachable', at: Date.now() };
    } catch (caught) {
      const error = caught as SmtpError;
      state.probe = {
        ok: error.code !== 'EAUTH',
        detail: `unreachable (${error.code ?? error.message ?? 'error'})`,
        at: Date.now(),
      };
    }
    return state.probe;
  }

  /**
   * GET /api/health's mail entry. SMTP being unreachable for a while is not an outage: mail
   * waits in the outbox and is retried, so the check stays ok and says so in its detail. It is
   * down only when mail is truly broken: the outbox cannot be read, the SMTP server refuses our
   * credentials, or mail has waited longer than MAIL_STUCK_MINUTES.
   */
  const healthCheck: HealthCheck = async () => {
    try {
      const stats = await repo.stats(mail.maxAttempts);
      const smtp = await probeSmtp();
      const waitedMs = stats.oldestPendingAt
        ? now().getTime() - new Date(stats.oldestPendingAt).getTime()
        : 0;
      const stuck = waitedMs > mail.stuckAfterMs;
      const authRefused = transport !== null && state.lastError?.code === 'EAUTH';
      const where = transport
        ? `smtp ${transport.describe} ${smtp.detail}`
        : 'log (SMTP_URL not set: mail is logged and kept in the outbox)';
      const detail =
        `transport ${where}; pending ${stats.pending}, failed ${stats.failed}` +
        (stuck ? `; oldest pending mail has waited ${Math.round(waitedMs / 60_000)} min` : '') +
        (authRefused ? '; SMTP server refused the credentials' : '');
      return { name: 'mail', ok: smtp.ok && !stuck && !authRefused, detail };
    } catch (error) {
      return { name: 'mail', ok: false, detail: `outbox unreadable: ${(error as Error).message}` };
    }
  };

  return {
    transportKind: transport?.kind ?? 'log',
    runOnce,
    /** Runs soon, coalescing many wake-ups into one run. */
    trigger: () => void setImmediate(safeRun),
    /** Polls every MAIL_POLL_INTERVAL_MS and wakes when this process queues mail. */
    start(logger?: MailLogger) {
      if (logger) log = logger;
      if (timer) return;
      timer = setInterval(safeRun, mail.pollIntervalMs);
      timer.unref();
      unsubscribe = onMailQueued(() => void setImmediate(safeRun));
      void safeRun();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      unsubscribe?.();
      await running?.catch(() => {});
      transport?.close();
    },
    healthCheck,
  };
}

export type MailSender = ReturnType<typeof createMailSender>;
