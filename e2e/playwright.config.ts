import { defineConfig, devices } from '@playwright/test';
import { INSTANCES, LIMITED_SIGN_IN_MAX, sharedDatabase } from './instances';

const baseURL = INSTANCES.main;
const ci = Boolean(process.env.CI);

/** One server started by serve.ts at `url`, with `env` added to its environment. */
const server = (url: string, env: Record<string, string>) => ({
  command: 'npx tsx serve.ts',
  cwd: import.meta.dirname,
  url: `${url}/api/health`,
  // Every server of a run mails into one mailbox: with PostgreSQL they share one outbox, and
  // whichever sender picks a mail up delivers it.
  env: { E2E_PORT: new URL(url).port, E2E_MAIL_PORT: new URL(baseURL).port, ...env },
  reuseExistingServer: false,
  timeout: 180_000,
  stdout: 'pipe' as const,
  stderr: 'pipe' as const,
  gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 15_000 },
});

/**
 * Specs that change what every other test would see, run one at a time after the rest: the
 * tutor's hours (the others book a tutor with no free times), the server's clock, the tutor's
 * SAT dates and workspace lists, and the admin CLI's tutors. The rest share nothing but the
 * server: each signs up people of its own.
 */
const ONE_AT_A_TIME = [
  // The tutor's hours (tutor-hours.ts), opened and closed by each test.
  'booking-for-family',
  'booking-slots',
  'keyboard',
  'online-room',
  'session-times-text-size',
  'tutor-email-wrap',
  'tutor-tabs',
  // The server's clock (moveClock), moved and put back.
  'review-due',
  'session-reports',
  // The tutor's SAT dates, reports, sessions and students; tutors made by the admin CLI.
  'goals',
  'question-reports',
  'sat-dates',
  'tutor-sessions',
  'tutor',
].map((name) => `**/tests/${name}.spec.ts`);

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  // Two at a time on the two cores of CI: the browser waits on the server and the server on the
  // database often enough that a second worker's test fills the gaps (a quarter off the run).
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: ci ? 1 : 0,
  forbidOnly: ci,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: ci ? [['github'], ['html', { open: 'never' }]] : [['list']],
  // Screenshot runs (tagged @screens) only when asked for: `npm run screens --workspace e2e`.
  grepInvert: process.env.PW_SCREENS ? undefined : /@screens/,
  use: {
    baseURL,
    // An idle page's endless animations (the mascot's) kept Chromium drawing about 40% of a core
    // between steps, on a machine of two; the specs about motion and the mascot ask for it back.
    reducedMotion: 'reduce',
    // A trace records every step's screenshots and DOM: recorded for every test, it cost the
    // browser and the worker about 15% of the run's CPU on two cores. CI retries a failed test
    // once, and that retry records one.
    trace: ci ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    },
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: ONE_AT_A_TIME,
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    {
      name: 'one-at-a-time',
      testMatch: ONE_AT_A_TIME,
      // After the others, so nothing runs beside them. A path or -g does not filter a
      // dependency: run one of these specs alone with --no-deps (e2e/README.md).
      dependencies: ['chromium'],
      workers: 1,
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    {
      name: 'screens',
      testDir: '.',
      testMatch: /screenshots\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
  ],
  // Started one after another, so they never race for PostgreSQL's migrations and import.
  webServer: [
    // The twins accept each other's origin, as instances behind one public address would.
    server(INSTANCES.main, { ALLOWED_ORIGINS: INSTANCES.twin, E2E_RESET_STATE: '1' }),
    ...(sharedDatabase
      ? [
          server(INSTANCES.twin, { ALLOWED_ORIGINS: INSTANCES.main }),
          // Redis counts sign-ins per client address, and everything else here comes from
          // 127.0.0.1: the test plays a one-hop proxy (TRUST_PROXY=1) whose X-Forwarded-For
          // makes it a client nobody else shares.
          ...INSTANCES.limited.map((url) =>
            server(url, {
              AUTH_RATE_LIMIT_MAX: String(LIMITED_SIGN_IN_MAX),
              TRUST_PROXY: '1',
            }),
          ),
        ]
      : []),
  ],
});
