// Web budgets (DESIGN.md): per route, the JavaScript and CSS the browser loads (gzip sizes of the
// files in apps/web/dist), KaTeX only on math routes, Lighthouse scores (with the machine's and
// the document's share of the blocking time) and the idle mascot's main-thread time, all against
// the production server. Runs alone with `npm run bench -- --web`.
import { cpSync, existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { measureLighthouseFloor } from './lighthouse-floor.ts';
import { runLighthouse } from './lighthouse.ts';
import { runSignedInLighthouse } from './lighthouse-signed-in.ts';
import { measureMascotIdle } from './mascot-idle.ts';
import { measureRoutes } from './route-sizes.ts';
import { measureUsableTimes } from './usable-time.ts';
import { freePort, prepareDatabase, repoRoot, startServer, unpinSelf } from './target.ts';
import {
  buildLine,
  lighthouseFloorTable,
  lighthouseTable,
  mascotIdleTable,
  sizesTable,
  usableTable,
} from './web-report.ts';

// BENCH_WEB_DIST measures another build (a before/after comparison).
const BUILT_DIST = process.env.BENCH_WEB_DIST ?? join(repoRoot, 'apps/web/dist');

export async function runWeb({
  pin,
  log,
  lighthouseRuns = 1,
}: {
  pin: boolean;
  log: (message: string) => void;
  lighthouseRuns?: number;
}): Promise<{ markdown: string; failures: number }> {
  // The browsers measured here are started from this process, and would inherit the core the
  // load generator is pinned to: a student's browser has every core (the server keeps its own).
  if (pin) unpinSelf();
  const lines: string[] = ['\n### Web'];
  if (!existsSync(join(BUILT_DIST, 'index.html'))) {
    lines.push('\napps/web/dist is missing: run `npm run build --workspace apps/web` first.');
    return { markdown: lines.join('\n'), failures: 1 };
  }
  // index.html is rewritten by every build.
  const builtAt = statSync(join(BUILT_DIST, 'index.html')).mtime;
  // A copy taken at the start: a rebuild during the run would swap the hashed files under us.
  const dist = mkdtempSync(join(tmpdir(), 'academy-web-dist-'));
  cpSync(BUILT_DIST, dist, { recursive: true });
  lines.push(buildLine(builtAt, existsSync(join(dist, '.vite/manifest.json'))));

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
      SIGNUP_DAILY_LIMIT: '1000',
      WEB_DIST_DIR: dist,
    },
    pin ? { pinCore: 1, timeoutMs: 120_000 } : { timeoutMs: 120_000 },
  );
  let failures = 0;
  try {
    const sizes = sizesTable(await measureRoutes(base, dist, log));
    const results = await runLighthouse(base, { pin, runs: lighthouseRuns, log });
    const signedIn = await runSignedInLighthouse(base, { pin, runs: lighthouseRuns, log });
    const scores = lighthouseTable([...results, ...signedIn], lighthouseRuns);
    const floor = lighthouseFloorTable(
      await measureLighthouseFloor(base, dist, { pin, runs: lighthouseRuns, log }),
      results,
    );
    const usable = usableTable(await measureUsableTimes(base, { loads: 3, log }));
    const mascot = mascotIdleTable(await measureMascotIdle(base, log));
    lines.push(...sizes.lines, ...scores.lines, ...floor.lines, ...usable.lines, ...mascot.lines);
    failures += sizes.failures + scores.failures + usable.failures + mascot.failures;
  } finally {
    await server.stop();
    await prepared.cleanup();
    rmSync(dist, { recursive: true, force: true });
  }
  return { markdown: lines.join('\n'), failures };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { markdown, failures } = await runWeb({ pin: false, log: (m) => console.error(m) });
  console.log(markdown);
  process.exit(failures ? 1 : 0);
}
