// Web budgets (DESIGN.md): per route, the JavaScript and CSS the browser loads (gzip sizes of the
// files in apps/web/dist), KaTeX only on math routes, and Lighthouse scores, all against the
// production server. Runs alone with `npm run bench -- --web`.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from 'playwright-core';
import { prepareDatabase, repoRoot, startServer } from './target.ts';

const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
];
// BENCH_WEB_DIST measures another build (a before/after comparison).
const BUILT_DIST = process.env.BENCH_WEB_DIST ?? join(repoRoot, 'apps/web/dist');
// A copy taken at the start: a rebuild during the run would swap the hashed files under us.
let DIST = BUILT_DIST;

export const LANDING_JS_BUDGET_KB = 170;
export const LANDING_JS_AIM_KB = 150;
export const LIGHTHOUSE_PERF_BUDGET = 95;

interface RouteSpec {
  path: string;
  signedIn?: boolean;
  /** Shows math: the only routes allowed to load KaTeX. */
  math?: boolean;
}

const ROUTES: RouteSpec[] = [
  { path: '/' },
  { path: '/pricing' },
  { path: '/login' },
  { path: '/signup' },
  { path: '/about' },
  { path: '/contact' },
  { path: '/evaluation', math: true },
  { path: '/', signedIn: true },
  { path: '/practice', signedIn: true },
  { path: '/practice/algebra', signedIn: true, math: true },
  { path: '/previously-answered', signedIn: true, math: true },
  { path: '/profile', signedIn: true },
  { path: '/subscription', signedIn: true },
];
const LIGHTHOUSE_ROUTES = ['/', '/pricing', '/login', '/evaluation'];

interface RouteSize {
  route: RouteSpec;
  finalPath: string;
  notFound: boolean;
  jsGzip: number;
  cssGzip: number;
  jsFiles: number;
  katex: boolean;
}

const gzipSizes = new Map<string, number>();
function gzipSizeOf(file: string) {
  if (!gzipSizes.has(file)) gzipSizes.set(file, gzipSync(readFileSync(file)).length);
  return gzipSizes.get(file)!;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function measureRoute(browser: Browser, base: string, route: RouteSpec) {
  const context = await browser.newContext();
  const page = await context.newPage();
  if (route.signedIn) {
    // Signed up from a page without scripts, so the browser keeps the cookie as a visitor's
    // would; the app then finds its stored user, as after signing up in the form.
    await page.goto(`${base}/favicon.svg`);
    const status = await page.evaluate(
      async (email) => {
        const res = await fetch('/api/auth/signup', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            email,
            password: 'Bench1Password',
            firstname: 'Web',
            lastname: 'Bench',
          }),
        });
        if (res.ok) localStorage.setItem('auth_user', JSON.stringify((await res.json()).user));
        return res.status;
      },
      `web.bench.${Date.now()}.${Math.random().toString(36).slice(2)}@example.com`,
    );
    if (status !== 201) throw new Error(`sign-up in the browser answered ${status}`);
  }
  const loaded = new Set<string>();
  page.on('response', (response) => {
    const url = new URL(response.url());
    const type = response.request().resourceType();
    if (url.origin === base && (type === 'script' || type === 'stylesheet' || type === 'font')) {
      loaded.add(url.pathname);
    }
  });
  await page.goto(base + route.path, { waitUntil: 'networkidle' });
  await page.waitForTimeout(300);
  const notFound = await page
    .getByText(/not found/i)
    .first()
    .isVisible()
    .catch(() => false);
  let jsGzip = 0;
  let cssGzip = 0;
  let jsFiles = 0;
  let katex = false;
  for (const path of loaded) {
    const file = join(DIST, path);
    if (!existsSync(file)) continue;
    if (/katex/i.test(path)) katex = true;
    if (path.endsWith('.js')) {
      jsGzip += gzipSizeOf(file);
      jsFiles += 1;
      if (readFileSync(file, 'utf8').includes('katex-display')) katex = true;
    } else if (path.endsWith('.css')) {
      cssGzip += gzipSizeOf(file);
      if (readFileSync(file, 'utf8').includes('.katex')) katex = true;
    }
  }
  const finalPath = new URL(page.url()).pathname;
  await context.close();
  return { route, finalPath, notFound, jsGzip, cssGzip, jsFiles, katex } satisfies RouteSize;
}

interface LighthouseScores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  tbtMs: number;
  /** Audits that failed (score under 0.5), to tell where the points went. */
  failing: string[];
}

function lighthouse(
  url: string,
  pin: boolean,
  profile: 'mobile' | 'desktop',
): Promise<LighthouseScores> {
  const bin = join(repoRoot, 'node_modules/.bin/lighthouse');
  const args = [
    url,
    '--quiet',
    '--output=json',
    '--output-path=stdout',
    '--only-categories=performance,accessibility,best-practices',
    ...(profile === 'desktop' ? ['--preset=desktop'] : []),
    `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
  ];
  // The bench process is pinned to one core; Chrome gets both, as a visitor's machine would.
  const [command, ...rest] = pin ? ['taskset', '-c', '0,1', bin, ...args] : [bin, ...args];
  return new Promise((resolve, reject) => {
    const child = spawn(command!, rest, {
      env: { ...process.env, CHROME_PATH: CHROMIUM },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    const timer = setTimeout(() => child.kill('SIGKILL'), 180_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      try {
        const lhr = JSON.parse(stdout) as {
          categories: Record<string, { score: number | null }>;
          audits: Record<
            string,
            { numericValue?: number; score: number | null; scoreDisplayMode?: string }
          >;
        };
        const score = (name: string) => Math.round((lhr.categories[name]?.score ?? 0) * 100);
        resolve({
          performance: score('performance'),
          accessibility: score('accessibility'),
          bestPractices: score('best-practices'),
          lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
          tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
          failing: Object.entries(lhr.audits)
            .filter(
              ([, a]) => a.score !== null && a.score < 0.5 && a.scoreDisplayMode !== 'informative',
            )
            .map(([id]) => id),
        });
      } catch {
        reject(new Error(`lighthouse failed (${code}): ${stderr.slice(-500)}`));
      }
    });
  });
}

export async function runWeb({
  pin,
  log,
  lighthouseRuns = 1,
}: {
  pin: boolean;
  log: (message: string) => void;
  lighthouseRuns?: number;
}): Promise<{ markdown: string; failures: number }> {
  const lines: string[] = ['\n### Web'];
  if (!existsSync(join(BUILT_DIST, 'index.html'))) {
    lines.push('\napps/web/dist is missing: run `npm run build --workspace apps/web` first.');
    return { markdown: lines.join('\n'), failures: 1 };
  }
  // index.html is rewritten by every build.
  const builtAt = statSync(join(BUILT_DIST, 'index.html')).mtime;
  DIST = mkdtempSync(join(tmpdir(), 'academy-web-dist-'));
  cpSync(BUILT_DIST, DIST, { recursive: true });
  const manifest = existsSync(join(DIST, '.vite/manifest.json'));
  lines.push(
    `\nBuild: apps/web/dist of ${builtAt.toISOString()}; ` +
      (manifest
        ? 'manifest present.'
        : 'no .vite/manifest.json (sizes come from what the browser loads per route).') +
      ' Sizes: gzip (zlib default level) of each file loaded, fonts not counted.',
  );

  const prepared = await prepareDatabase('pglite');
  const port = await freePort();
  const base = `http://localhost:${port}`;
  const server = await startServer(
    {
      ...prepared.env,
      PORT: String(port),
      PUBLIC_URL: base,
      BENCH_IMPORT_BANK: '1',
      AUTH_RATE_LIMIT_MAX: '1000',
      WEB_DIST_DIR: DIST,
    },
    pin ? { pinCore: 1, timeoutMs: 120_000 } : { timeoutMs: 120_000 },
  );
  let failures = 0;
  try {
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS });
    const sizes: RouteSize[] = [];
    try {
      for (const route of ROUTES) {
        log(`web: loading ${route.path}${route.signedIn ? ' (signed in)' : ''}`);
        sizes.push(await measureRoute(browser, base, route));
      }
    } finally {
      await browser.close();
    }

    lines.push(
      '\n| route | shown | JS gzip KB | CSS gzip KB | JS files | KaTeX | budget | verdict |',
      '|---|---|---:|---:|---:|---|---|---|',
    );
    for (const s of sizes) {
      const landing = s.route.path === '/' && !s.route.signedIn;
      const katexOk = s.route.math || !s.katex;
      const sizeOk = !landing || s.jsGzip <= LANDING_JS_BUDGET_KB * 1024;
      const pass = katexOk && sizeOk;
      if (!pass) failures += 1;
      const shown =
        (s.finalPath !== s.route.path ? `→ ${s.finalPath}` : 'as asked') +
        (s.notFound ? ' (Not Found page)' : '');
      lines.push(
        `| ${s.route.path}${s.route.signedIn ? ' (signed in)' : ''} | ${shown} | ${kb(s.jsGzip)} | ` +
          `${kb(s.cssGzip)} | ${s.jsFiles} | ${s.katex ? 'yes' : 'no'} | ` +
          `${landing ? `≤${LANDING_JS_BUDGET_KB} KB (aim ${LANDING_JS_AIM_KB}); ` : ''}` +
          `${s.route.math ? 'math route' : 'no KaTeX'} | ${pass ? 'PASS' : 'FAIL'} |`,
      );
    }

    lines.push(
      '\nLighthouse 12, simulated throttling' +
        (lighthouseRuns > 1 ? `, median of ${lighthouseRuns} runs` : '') +
        ': the default mobile profile (a mid-range phone on slow 4G; the budget is judged here) ' +
        'and the desktop preset.\n\n| route | profile | performance | accessibility | best practices | LCP ms | TBT ms | budget | verdict |',
      '|---|---|---:|---:|---:|---:|---:|---|---|',
    );
    const failedAudits: string[] = [];
    for (const profile of ['mobile', 'desktop'] as const) {
      for (const path of LIGHTHOUSE_ROUTES) {
        log(`web: lighthouse ${path} (${profile})`);
        const runs: LighthouseScores[] = [];
        let lastError: unknown;
        // A run can fail on its own (NO_FCP under load): one retry per run before giving up.
        for (
          let i = 0, attempts = 0;
          i < lighthouseRuns && attempts < lighthouseRuns + 2;
          attempts++
        ) {
          try {
            runs.push(await lighthouse(base + path, pin, profile));
            i++;
          } catch (error) {
            lastError = error;
            log(`web: lighthouse ${path}: ${(error as Error).message.split('\n')[0]}`);
          }
        }
        if (runs.length === 0) {
          failures += 1;
          lines.push(
            `| ${path} | ${profile} | error: ${String((lastError as Error)?.message).slice(0, 80)} | | | | | | FAIL |`,
          );
          continue;
        }
        runs.sort((a, b) => a.performance - b.performance);
        const r = runs[Math.floor(runs.length / 2)]!;
        const budgeted = profile === 'mobile' && (path === '/' || path === '/pricing');
        const pass = !budgeted || r.performance >= LIGHTHOUSE_PERF_BUDGET;
        if (!pass) failures += 1;
        lines.push(
          `| ${path} | ${profile} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ` +
            `${Math.round(r.lcpMs)} | ${Math.round(r.tbtMs)} | ` +
            `${budgeted ? `performance ≥${LIGHTHOUSE_PERF_BUDGET}` : ''} | ${budgeted ? (pass ? 'PASS' : 'FAIL') : ''} |`,
        );
        if (r.failing.length) failedAudits.push(`${path} (${profile}): ${r.failing.join(', ')}`);
      }
    }
    if (failedAudits.length)
      lines.push('\nFailed Lighthouse audits:\n', ...failedAudits.map((a) => `- ${a}`));
  } finally {
    await server.stop();
    await prepared.cleanup();
    rmSync(DIST, { recursive: true, force: true });
  }
  return { markdown: lines.join('\n'), failures };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { markdown, failures } = await runWeb({ pin: false, log: (m) => console.error(m) });
  console.log(markdown);
  process.exit(failures ? 1 : 0);
}
