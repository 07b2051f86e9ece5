import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { TEST_MODE_RIBBON } from '@academy/shared/payments';
import { newUser, signUpViaUi, userMenuButton } from './helpers';

// A fresh clone's `npm start`, on a server of its own: production mode, the embedded database
// in a new directory, and nothing about payments (no PAYMENTS_PROVIDER, no
// LOCAL_CHECKOUT_ENABLED, the default PUBLIC_URL on localhost). Two changes, neither about
// payments: the small test bank (importing the real one takes minutes on a busy test machine).
// Mail goes to the log, as on a fresh clone: the newcomer finds the verification link there.
const root = resolve(import.meta.dirname, '../..');
const port = Number(process.env.E2E_PORT ?? 4173) + 7;
const base = `http://localhost:${port}`;

let server: ChildProcess | undefined;
let dataDir = '';
let readLog = () => '';

test.use({ baseURL: base });

test.beforeAll(async () => {
  // Building the embedded database takes a while on a busy machine.
  test.setTimeout(240_000);
  dataDir = mkdtempSync(join(tmpdir(), 'academy-newcomer-'));
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), DATA_DIR: dataDir };
  for (const name of [
    // Playwright's own loader, which a worker passes on to the processes it starts.
    'NODE_OPTIONS',
    'PAYMENTS_PROVIDER',
    'LOCAL_CHECKOUT_ENABLED',
    'ALLOW_TEST_CHECKOUT_ON_PUBLIC_URL',
    'PUBLIC_URL',
    'DATABASE_URL',
    'REDIS_URL',
    'CONTENT_ROOT',
    'WEB_DIST_DIR',
    'GOOGLE_CLIENT_ID',
    'SMTP_URL',
    'LOG_LEVEL',
  ]) {
    delete env[name];
  }
  env.CONTENT_ROOT = resolve(root, 'apps/server/test/fixtures/bank');
  // `npm start` after the build: the server workspace's start script (NODE_ENV=production).
  const logFile = join(dataDir, 'server.log');
  const out = openSync(logFile, 'a');
  server = spawn('npm', ['run', 'start', '--workspace', 'apps/server'], {
    cwd: root,
    env: { ...env, NODE_ENV: 'production' },
    detached: true,
    stdio: ['ignore', out, out],
  });
  readLog = () => readFileSync(logFile, 'utf8');
  await expect
    .poll(
      async () => {
        if (server?.exitCode !== null) throw new Error(`the server stopped:\n${readLog()}`);
        return fetch(`${base}/api/health`, { signal: AbortSignal.timeout(2_000) }).then(
          (r) => r.status,
          () => 0,
        );
      },
      { timeout: 180_000, intervals: [500] },
    )
    .toBe(200);
});

test.afterAll(async () => {
  if (server?.pid && server.exitCode === null) {
    const exited = new Promise((done) => server!.once('exit', done));
    process.kill(-server.pid, 'SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

test("a newcomer's npm start takes a plan through the test checkout, in test mode", async ({
  page,
}) => {
  test.setTimeout(90_000);
  expect(readLog()).not.toContain('payments are off');
  expect(await (await fetch(`${base}/api/health`)).json()).toMatchObject({
    payments: 'test-checkout',
  });

  await page.goto('/');
  const ribbon = page.getByRole('banner').getByText(TEST_MODE_RIBBON);
  await expect(ribbon).toBeVisible();

  const user = newUser();
  await signUpViaUi(page, user);
  await expect(userMenuButton(page)).toContainText('Guest');
  // Buying needs a verified address; without SMTP the link is in the server's log.
  let link = '';
  await expect
    .poll(() => {
      link = /http:\/\/localhost:\d+\/verify-email\?token=[\w-]+/.exec(readLog())?.[0] ?? '';
      return link;
    })
    .not.toBe('');
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Your email is verified' })).toBeVisible();

  await page.goto('/subscription');
  await expect(ribbon).toBeVisible();
  await page.getByRole('tab', { name: 'Subscription' }).click();
  await page
    .getByRole('article', { name: 'Monthly', exact: true })
    .getByRole('button', { name: 'Choose Monthly' })
    .click();

  await expect(page).toHaveURL(/\/api\/payments\/local-checkout\/[^/]+$/);
  await expect(page.getByRole('note')).toContainText(TEST_MODE_RIBBON);
  await page.getByRole('button', { name: 'Pay $10.49' }).click();

  await expect(page).toHaveURL(/\/subscription\/success\?session_id=/);
  await expect(page.getByRole('heading', { name: 'Subscription activated!' })).toBeVisible();
  await expect(userMenuButton(page)).toContainText('Monthly');
  await expect(ribbon).toBeVisible();
});
