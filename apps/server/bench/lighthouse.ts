// Lighthouse 12 on the pages with a performance budget and the entry pages, with the default
// mobile profile (where the budget is judged) and the desktop preset.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { CHROME_FLAGS, CHROMIUM } from './chrome.ts';
import { repoRoot } from './target.ts';

export const LIGHTHOUSE_ROUTES = ['/', '/pricing', '/login', '/evaluation'];
export const PROFILES = ['mobile', 'desktop'] as const;
export type Profile = (typeof PROFILES)[number];

export interface LighthouseScores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Audits that failed (score under 0.5), to tell where the points went. */
  failing: string[];
}

/** One page's median scores, or the last error when no run succeeded. */
export type LighthouseResult = { path: string; profile: Profile; signedIn?: boolean } & (
  { scores: LighthouseScores } | { scores?: undefined; error: unknown }
);

/**
 * One Lighthouse run in its own Chromium; or, with `port`, in the running Chromium listening
 * there, keeping its cookies and storage (a signed-in student: lighthouse-signed-in.ts).
 */
function lighthouse(
  url: string,
  pin: boolean,
  profile: Profile,
  port?: number,
): Promise<LighthouseScores> {
  const bin = join(repoRoot, 'node_modules/.bin/lighthouse');
  const args = [
    url,
    '--quiet',
    '--output=json',
    '--output-path=stdout',
    '--only-categories=performance,accessibility,best-practices',
    ...(profile === 'desktop' ? ['--preset=desktop'] : []),
    ...(port === undefined
      ? [`--chrome-flags=${CHROME_FLAGS.join(' ')}`]
      : [`--port=${port}`, '--disable-storage-reset']),
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
          cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
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

/** The median of `runs` runs of one page by performance; throws the last error if none ran. */
export async function lighthouseMedian(
  url: string,
  {
    pin,
    runs,
    profile,
    log,
    port,
    beforeRun,
  }: {
    pin: boolean;
    runs: number;
    profile: Profile;
    log: (message: string) => void;
    port?: number;
    /** Before each run (a shared browser's cache is emptied, so each load is a first one). */
    beforeRun?: () => Promise<void>;
  },
): Promise<LighthouseScores> {
  const scores: LighthouseScores[] = [];
  let lastError: unknown;
  // A run can fail on its own (NO_FCP under load): one retry per run before giving up.
  for (let i = 0, attempts = 0; i < runs && attempts < runs + 2; attempts++) {
    try {
      await beforeRun?.();
      scores.push(await lighthouse(url, pin, profile, port));
      i++;
    } catch (error) {
      lastError = error;
      log(`web: lighthouse ${url}: ${(error as Error).message.split('\n')[0]}`);
    }
  }
  if (scores.length === 0) throw lastError;
  scores.sort((a, b) => a.performance - b.performance);
  return scores[Math.floor(scores.length / 2)]!;
}

/** Every LIGHTHOUSE_ROUTES page of `base` in each profile: the median of `runs` runs by performance. */
export async function runLighthouse(
  base: string,
  { pin, runs, log }: { pin: boolean; runs: number; log: (message: string) => void },
): Promise<LighthouseResult[]> {
  const results: LighthouseResult[] = [];
  for (const profile of PROFILES) {
    for (const path of LIGHTHOUSE_ROUTES) {
      log(`web: lighthouse ${path} (${profile})`);
      try {
        results.push({
          path,
          profile,
          scores: await lighthouseMedian(base + path, { pin, runs, profile, log }),
        });
      } catch (error) {
        results.push({ path, profile, error });
      }
    }
  }
  return results;
}
