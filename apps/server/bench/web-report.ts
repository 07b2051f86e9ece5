// DESIGN.md's web budgets and the tables the web bench prints (markdown, so RESULTS.md can quote
// them): the build measured, the route sizes and the Lighthouse scores, each with its verdicts.
import type { FloorResult } from './lighthouse-floor.ts';
import type { LighthouseResult, LighthouseScores } from './lighthouse.ts';
import { MASCOT_IDLE_ROUNDS, type MascotIdleCost } from './mascot-idle.ts';
import type { RouteSize } from './route-sizes.ts';
import type { UsableTime } from './usable-time.ts';

export const LANDING_JS_BUDGET_KB = 170;
export const LANDING_JS_AIM_KB = 150;
export const LIGHTHOUSE_PERF_BUDGET = 95;
/** Issue 42: the math routes, with their math rendered by the server. */
export const MATH_JS_BUDGET_KB = 190;
export const MATH_ACCESSIBILITY_BUDGET = 100;
export const PRACTICE_USABLE_BUDGET_MS = 1500;
/** The mobile Lighthouse runs with a budget: the entry pages, and the math routes of issue 42. */
const ENTRY_PAGES = ['/', '/pricing'];
const MATH_PAGES = ['/evaluation', '/practice/algebra', '/previously-answered'];
/**
 * Ours, not DESIGN.md's: the main-thread time the idle mascot may add per second (2% of a core).
 * Animations on the compositor cost a few milliseconds; on the main thread, over a hundred.
 */
export const MASCOT_IDLE_BUDGET_MS = 20;

/** Lines of a table and how many of its rows miss their budget. */
export interface Table {
  lines: string[];
  failures: number;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

export function buildLine(builtAt: Date, manifest: boolean): string {
  return (
    `\nBuild: apps/web/dist of ${builtAt.toISOString()}; ` +
    (manifest
      ? 'manifest present.'
      : 'no .vite/manifest.json (sizes come from what the browser loads per route).') +
    ' Sizes: gzip (zlib default level) of each file loaded, fonts not counted.'
  );
}

/**
 * KaTeX's styles only on math routes, never its renderer (its JS, which was there before issue
 * 42, fails the budget); the landing page and the math routes within their JS budgets.
 */
export function sizesTable(sizes: RouteSize[]): Table {
  let failures = 0;
  const lines = [
    '\n| route | shown | JS gzip KB | CSS gzip KB | JS files | KaTeX | KaTeX JS | budget | verdict |',
    '|---|---|---:|---:|---:|---|---|---|---|',
  ];
  for (const s of sizes) {
    const landing = s.route.path === '/' && !s.route.signedIn;
    const katexOk = (s.route.math || !s.katex) && !s.katexJs;
    const sizeOk =
      (!landing || s.jsGzip <= LANDING_JS_BUDGET_KB * 1024) &&
      (!s.route.math || s.jsGzip <= MATH_JS_BUDGET_KB * 1024);
    const pass = katexOk && sizeOk;
    if (!pass) failures += 1;
    const shown =
      (s.finalPath !== s.route.path ? `→ ${s.finalPath}` : 'as asked') +
      (s.notFound ? ' (Not Found page)' : '');
    lines.push(
      `| ${s.route.path}${s.route.signedIn ? ' (signed in)' : ''} | ${shown} | ${kb(s.jsGzip)} | ` +
        `${kb(s.cssGzip)} | ${s.jsFiles} | ${s.katex ? 'yes' : 'no'} | ${s.katexJs ? 'yes' : 'no'} | ` +
        `${landing ? `≤${LANDING_JS_BUDGET_KB} KB (aim ${LANDING_JS_AIM_KB}); ` : ''}` +
        `${s.route.math ? `≤${MATH_JS_BUDGET_KB} KB; math route, no KaTeX JS` : 'no KaTeX'} | ` +
        `${pass ? 'PASS' : 'FAIL'} |`,
    );
  }
  return { lines, failures };
}

/**
 * Mobile performance budgeted on / and /pricing, and with accessibility on the math routes;
 * a page with no run is a failure.
 */
export function lighthouseTable(results: LighthouseResult[], runs: number): Table {
  let failures = 0;
  const lines = [
    '\nLighthouse 12, simulated throttling' +
      (runs > 1 ? `, median of ${runs} runs` : '') +
      ': the default mobile profile (a mid-range phone on slow 4G; the budget is judged here) ' +
      'and the desktop preset.\n\n| route | profile | performance | accessibility | best practices | LCP ms | TBT ms | CLS | budget | verdict |',
    '|---|---|---:|---:|---:|---:|---:|---:|---|---|',
  ];
  const failedAudits: string[] = [];
  for (const { path, profile, signedIn, ...result } of results) {
    const page = `${path}${signedIn ? ' (signed in)' : ''}`;
    if (result.scores === undefined) {
      failures += 1;
      lines.push(
        `| ${page} | ${profile} | error: ${String((result.error as Error)?.message).slice(0, 80)} | | | | | | | FAIL |`,
      );
      continue;
    }
    const r = result.scores;
    const budgeted =
      profile === 'mobile' && (ENTRY_PAGES.includes(path) || MATH_PAGES.includes(path));
    const math = MATH_PAGES.includes(path);
    const pass =
      !budgeted ||
      (r.performance >= LIGHTHOUSE_PERF_BUDGET &&
        (!math || r.accessibility >= MATH_ACCESSIBILITY_BUDGET));
    if (!pass) failures += 1;
    const budget = !budgeted
      ? ''
      : `performance ≥${LIGHTHOUSE_PERF_BUDGET}` +
        (math ? `, accessibility ≥${MATH_ACCESSIBILITY_BUDGET}` : '');
    lines.push(
      `| ${page} | ${profile} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ` +
        `${Math.round(r.lcpMs)} | ${Math.round(r.tbtMs)} | ${r.cls.toFixed(3)} | ` +
        `${budget} | ${budgeted ? (pass ? 'PASS' : 'FAIL') : ''} |`,
    );
    if (r.failing.length) failedAudits.push(`${page} (${profile}): ${r.failing.join(', ')}`);
  }
  if (failedAudits.length)
    lines.push('\nFailed Lighthouse audits:\n', ...failedAudits.map((a) => `- ${a}`));
  return { lines, failures };
}

/**
 * Informative, no budget: the same run's mobile scores of a bare page and of the budgeted pages
 * without their scripts, next to the pages as served, to tell the machine's and the document's
 * share of the blocking time from the app's.
 */
export function lighthouseFloorTable(floor: FloorResult[], served: LighthouseResult[]): Table {
  const lines = [
    '\nWhere the mobile blocking time comes from (same run, same profile, no budget): a bare page ' +
      'is this machine’s floor, and with our pages’ headers (the opener policy means a fresh ' +
      'renderer) the floor our pages stand on; a page without its scripts is the document’s own ' +
      'cost; the rest is the app’s JavaScript.\n\n| page | performance | LCP ms | TBT ms |',
    '|---|---:|---:|---:|',
  ];
  const row = (label: string, result: { scores?: LighthouseScores; error?: unknown }) =>
    result.scores
      ? `| ${label} | ${result.scores.performance} | ${Math.round(result.scores.lcpMs)} | ` +
        `${Math.round(result.scores.tbtMs)} |`
      : `| ${label} | error: ${String((result.error as Error)?.message).slice(0, 80)} | | |`;
  for (const result of floor) lines.push(row(result.label, result));
  for (const result of served) {
    if (result.profile === 'mobile' && (result.path === '/' || result.path === '/pricing'))
      lines.push(row(`${result.path} as served`, result));
  }
  return { lines, failures: 0 };
}

/** The idle mascot's main-thread time per second against the same page with it standing still. */
export function mascotIdleTable({ moving, still }: MascotIdleCost): Table {
  const added = moving - still;
  const pass = added <= MASCOT_IDLE_BUDGET_MS;
  return {
    lines: [
      `\nThe mascot idling on /about: main-thread busy ms per second, median of ${MASCOT_IDLE_ROUNDS}, ` +
        'against reduced motion (standing still) in the same run.\n\n' +
        '| moving | still | added by the animations | budget | verdict |',
      '|---:|---:|---:|---|---|',
      `| ${moving.toFixed(1)} | ${still.toFixed(1)} | ${added.toFixed(1)} | ` +
        `≤${MASCOT_IDLE_BUDGET_MS} | ${pass ? 'PASS' : 'FAIL'} |`,
    ],
    failures: pass ? 0 : 1,
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** Time to usable on slow 4G with a 4× slower CPU; practice budgeted (issue 42). */
export function usableTable(times: UsableTime[]): Table {
  let failures = 0;
  const lines = [
    '\nTime to usable on a slow phone (Chromium CPU 4× slower, 1.6 Mbit/s down, 150 ms round ' +
      'trip), first loads, from navigation to what the student acts on.\n\n' +
      '| page | usable when | median ms | loads ms | budget | verdict |',
    '|---|---|---:|---|---|---|',
  ];
  for (const { page, loadsMs, error } of times) {
    const value = loadsMs.length ? median(loadsMs)! : undefined;
    const budgeted = page.path.startsWith('/practice/');
    const pass = !budgeted || (value !== undefined && value <= PRACTICE_USABLE_BUDGET_MS);
    if (!pass) failures += 1;
    lines.push(
      `| ${page.path}${page.signedIn ? ' (signed in)' : ''} | ${page.what} | ` +
        `${value === undefined ? `error: ${error}` : value} | ${loadsMs.join(', ')} | ` +
        `${budgeted ? `≤${PRACTICE_USABLE_BUDGET_MS} ms` : ''} | ${budgeted ? (pass ? 'PASS' : 'FAIL') : ''} |`,
    );
  }
  return { lines, failures };
}
