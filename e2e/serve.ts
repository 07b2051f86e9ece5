// Starts the real server in production mode for the end-to-end tests, on a fresh temporary data
// directory that is removed when the server stops. Playwright's `webServer` runs this script and
// sends SIGTERM at the end of the run.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startMailSink } from './mail-sink';
import { resetSharedState } from './shared-state';
import { TUTOR_ACCOUNT } from './tutor-account';

const root = resolve(import.meta.dirname, '..');
const port = process.env.E2E_PORT ?? '4173';
const webDist = resolve(root, 'apps/web/dist');

if (!existsSync(join(webDist, 'index.html'))) {
  console.error('apps/web/dist is missing: run `npm run build --workspace apps/web` first.');
  process.exit(1);
}

// The run's first server empties the run's PostgreSQL database and Redis index (instances.ts).
if (process.env.E2E_RESET_STATE === '1') await resetSharedState();

const dataDir = mkdtempSync(join(tmpdir(), 'academy-e2e-'));
const removeDataDir = () => rmSync(dataDir, { recursive: true, force: true });
// Mail goes over real SMTP to a sink whose messages the tests read (tests/mailbox.ts).
const mailSink = await startMailSink(process.env.E2E_MAIL_PORT ?? port, port);

const env: NodeJS.ProcessEnv = {
  ...process.env,
  NODE_ENV: 'production',
  PORT: port,
  DATA_DIR: dataDir,
  WEB_DIST_DIR: webDist,
  // The small test bank: known answers, a submodule without questions, a short evaluation.
  CONTENT_ROOT: resolve(root, 'apps/server/test/fixtures/bank'),
  PUBLIC_URL: `http://localhost:${port}`,
  // Every test signs up or in: the per-minute sign-in limit would trip within one run.
  AUTH_RATE_LIMIT_MAX: process.env.AUTH_RATE_LIMIT_MAX ?? '10000',
  // Bookings, evaluations and the contact form, from every test at 127.0.0.1: five a minute
  // (the default) refused a family's second checkout after the booking tests (a 429 in one run).
  // The server's tests hold the limit itself.
  PUBLIC_FORM_RATE_LIMIT_MAX: process.env.PUBLIC_FORM_RATE_LIMIT_MAX ?? '10000',
  // Every test signs up from 127.0.0.1, in Redis over a day of runs.
  SIGNUP_DAILY_LIMIT: process.env.SIGNUP_DAILY_LIMIT ?? '1000000',
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  SMTP_URL: mailSink.url,
  MAIL_POLL_INTERVAL_MS: '500',
  // POST /api/test/clock: review cards fall due without waiting days (decision 024).
  TEST_CLOCK: 'on',
  // A timed test's minute lasts 4 seconds: a 16-minute set ends within the test (issue 37).
  TESTS_MINUTE_SECONDS: process.env.TESTS_MINUTE_SECONDS ?? '4',
};
// PostgreSQL instead of the embedded database when the caller provides one.
if (process.env.DATABASE_URL) env.DATABASE_URL = process.env.DATABASE_URL;
// Google sign-in stays hidden unless the caller configures it.
if (!process.env.E2E_GOOGLE_CLIENT_ID) delete env.GOOGLE_CLIENT_ID;

// The tutor's account, which the bookings-with-a-time test signs in with.
const seeded = spawnSync(
  resolve(root, 'node_modules/.bin/tsx'),
  ['apps/server/test/helpers/seed-tutor.ts'],
  {
    cwd: root,
    env: {
      ...env,
      SEED_TUTOR_EMAIL: TUTOR_ACCOUNT.email,
      SEED_TUTOR_PASSWORD: TUTOR_ACCOUNT.password,
    },
    stdio: 'inherit',
  },
);
if (seeded.status !== 0) {
  removeDataDir();
  mailSink.close();
  process.exit(1);
}

const server = spawn(resolve(root, 'node_modules/.bin/tsx'), ['apps/server/src/main.ts'], {
  cwd: root,
  env,
  stdio: 'inherit',
});

let stopping = false;
const stop = (signal: NodeJS.Signals) => {
  if (stopping) return;
  stopping = true;
  server.kill(signal);
};
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));

server.on('exit', (code, signal) => {
  removeDataDir();
  mailSink.close();
  process.exit(code ?? (signal ? 0 : 1));
});
