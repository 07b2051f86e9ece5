import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROME_FLAGS, CHROMIUM } from './chrome.ts';
import { signUpInBrowser } from './signed-in.ts';
import { freePort, prepareDatabase, repoRoot, startServer } from './target.ts';
const dist = mkdtempSync(join(tmpdir(), 'academy-web-dist-'));
cpSync(join(repoRoot, 'apps/web/dist'), dist, { recursive: true });
const prepared = await prepareDatabase('pglite');
const port = await freePort();
const base = `http://localhost:${port}`;
const server = await startServer(
  { ...prepared.env, PORT: String(port), PUBLIC_URL: base, BENCH_IMPORT_BANK: '1', AUTH_RATE_LIMIT_MAX: '1000', SIGNUP_DAILY_LIMIT: '1000', WEB_DIST_DIR: dist },
  { timeoutMs: 180_000 },
);
try {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS });
  for (const path of ['/practice/algebra']) {
    const page = await (await browser.newContext()).newPage();
    await signUpInBrowser(page, base);
    const loaded = new Set<string>();
    page.on('response', (r) => { const u = new URL(r.url()); if (u.origin === base && r.request().resourceType() === 'script') loaded.add(u.pathname); });
    await page.goto(base + path, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    let total = 0;
    const rows = [...loaded].map((p) => { const n = gzipSync(readFileSync(join(dist, p))).length; total += n; return [p, n] as const; }).sort((a, b) => b[1] - a[1]);
    console.log(path, (total / 1024).toFixed(1));
    for (const [p, n] of rows) console.log('  ', (n / 1024).toFixed(1), p);
  }
  await browser.close();
} finally {
  await server.stop();
  await prepared.cleanup();
}
