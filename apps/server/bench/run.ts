// `npm run bench [-- --db=pglite|postgres|both] [--quick] [--web|--no-web] [--out=file.md]`
// [--only=<part of a call name>] [--duration=<s>] [--app-root=<another apps/server copy>]
// Load on loopback against the real server in production mode (DESIGN.md, Budgets), on each
// database, then the web sizes and Lighthouse (bench/web.ts). Prints markdown tables.
import { writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { runLoad, type CallSpec } from './load.ts';
import { benchCalls } from './calls.ts';
import { startCpuMeter } from './cpu.ts';
import { LOAD_CONFIGS, loadTable, verdict, type CallResult } from './report.ts';
import { DEFAULT_SEED, seedDatabase } from './seed.ts';
import { canPin, pinSelf, prepareDatabase, startServer, type DbKind } from './target.ts';
import { runWeb } from './web.ts';

const argv = process.argv.slice(2);
const flag = (name: string) => argv.includes(`--${name}`);
const option = (name: string) =>
  argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);

const quick = flag('quick');
const dbOption = option('db') ?? 'both';
if (!['pglite', 'postgres', 'both'].includes(dbOption)) {
  console.error('--db must be pglite, postgres or both');
  process.exit(2);
}
const databases: DbKind[] = dbOption === 'both' ? ['pglite', 'postgres'] : [dbOption as DbKind];
const onlyWeb = flag('web');
const withWeb = onlyWeb || !flag('no-web');
const durationSeconds = Number(option('duration') ?? (quick ? 2 : 5));
// Warm-up in 1 s rounds until throughput settles: PGlite's WebAssembly and the JIT take
// seconds to reach speed (groups of answers took 16 ms at first, 5 ms a thousand requests on).
const WARMUP = quick ? { minRounds: 1, maxRounds: 3 } : { minRounds: 3, maxRounds: 12 };
const SETTLED = 0.1;
const only = option('only');
// Another copy of apps/server (a snapshot before a fix) to run instead of this one.
const appRoot = option('app-root');

const log = (message: string) => console.error(`[bench] ${message}`);
const report: string[] = [];
const out = (text: string) => {
  console.log(text);
  report.push(text);
};

/**
 * Waits until the server has worked off what the last run left queued (-c 100 -p 10 leaves up
 * to 1,000 requests that still run after the load stops), so runs do not bleed into each other.
 */
async function drain(port: number) {
  const began = Date.now();
  const deadline = began + 60_000;
  while (Date.now() < deadline) {
    const started = performance.now();
    const res = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => undefined);
    await res?.arrayBuffer();
    if (res && performance.now() - started < 25) {
      if (Date.now() - began > 1_000) log(`drained in ${Date.now() - began} ms`);
      return;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  log('warning: the server did not drain within 60 s');
}

async function benchDatabase(kind: DbKind, pin: boolean) {
  log(`${kind}: preparing a fresh database`);
  const prepared = await prepareDatabase(kind, process.env.BENCH_DATABASE_URL);
  try {
    const database = await prepared.open();
    await database.migrate();
    const started = Date.now();
    const seed = await seedDatabase(database.db, { ...DEFAULT_SEED, log });
    await database.close();
    log(
      `${kind}: seeded ${seed.answerRows.toLocaleString('en-US')} answers in ${Date.now() - started} ms`,
    );

    const server = await startServer(
      { ...prepared.env, ...(appRoot ? { BENCH_APP_ROOT: appRoot } : {}) },
      pin ? { pinCore: 1 } : {},
    );
    try {
      const calls = benchCalls(seed).filter(
        (c) => !only || c.kind === 'ceiling' || c.name.includes(only),
      );
      const portOf = (call: CallSpec) =>
        call.kind === 'ceiling' ? server.ceilingPort : server.port;
      log(`${kind}: warming up`);
      for (const call of calls) {
        let previous = 0;
        for (let round = 1; round <= WARMUP.maxRounds; round++) {
          const { requestsPerSecond } = await runLoad(call, {
            port: portOf(call),
            connections: 10,
            pipelining: 1,
            durationSeconds: 1,
          });
          await drain(server.port);
          const settled = Math.abs(requestsPerSecond - previous) <= SETTLED * requestsPerSecond;
          previous = requestsPerSecond;
          if ((round >= WARMUP.minRounds && settled) || round === WARMUP.maxRounds) {
            log(`${kind}: ${call.name} warmed up in ${round} s, ${Math.round(previous)} req/s`);
            break;
          }
        }
      }
      const results: CallResult[] = calls.map((call) => ({ call, byConfig: {} }));
      const ceiling = results.find((r) => r.call.kind === 'ceiling')!;
      for (const config of LOAD_CONFIGS) {
        for (const result of results) {
          // The ratio is taken against the ceiling measured just before the call: this machine's
          // speed drifts by a quarter and more within the minute the other calls take.
          if (config.label === 'c100p10' && result !== ceiling) {
            const before = await runLoad(ceiling.call, {
              port: server.ceilingPort,
              connections: config.connections,
              pipelining: config.pipelining,
              durationSeconds,
            });
            result.ceilingJustBefore = before.requestsPerSecond;
          }
          log(`${kind}: ${config.label} ${result.call.name}`);
          // Counted until the server has drained, so the requests it worked off after the load
          // stopped count too (their share goes to the answers counted: a slight overestimate).
          const cpu = config.label === 'c100p10' ? startCpuMeter(server.child.pid!) : undefined;
          const load = await runLoad(result.call, {
            port: portOf(result.call),
            connections: config.connections,
            pipelining: config.pipelining,
            durationSeconds,
          });
          await drain(server.port);
          result.byConfig[config.label] = { ...load, cpu: cpu?.stop(load.total) };
        }
      }
      out(`\n### ${kind === 'pglite' ? 'PGlite' : 'PostgreSQL'}\n`);
      out(loadTable(kind, results));
      const failed = results.filter((r) => !verdict(kind, r, ceiling).pass);
      for (const r of failed) {
        const statuses = Object.values(r.byConfig).map((x) => JSON.stringify(x.statuses));
        log(`${kind}: FAIL ${r.call.name} statuses ${statuses.join(' ')}`);
      }
      return failed.length;
    } finally {
      await server.stop();
    }
  } finally {
    await prepared.cleanup();
  }
}

const pin = canPin();
if (pin) pinSelf(0);
out(`# Bench run ${new Date().toISOString()}\n`);
out(
  `Machine: ${cpus().length} cores, ${cpus()[0]?.model ?? 'unknown CPU'}, ` +
    `${Math.round(totalmem() / 2 ** 30)} GiB; Node ${process.version}; ` +
    (pin ? 'load generator pinned to core 0, server to core 1' : 'no pinning (taskset missing)') +
    `; ${durationSeconds} s per run${quick ? ' (--quick)' : ''}; ` +
    `load average at start ${loadavg()[0]!.toFixed(2)}` +
    (appRoot ? `; server code from ${appRoot}` : '') +
    '.',
);
if (loadavg()[0]! > 1.5) log('warning: the machine is busy, figures will be noisy');

let failures = 0;
if (!onlyWeb) {
  for (const kind of databases) failures += await benchDatabase(kind, pin);
}
if (withWeb) {
  // Lighthouse scores wander by a few points from run to run: the median of three is judged.
  const web = await runWeb({ pin, log, lighthouseRuns: quick ? 1 : 3 });
  out(web.markdown);
  failures += web.failures;
}
const outFile = option('out');
if (outFile) writeFileSync(outFile, `${report.join('\n')}\n`);
log(failures ? `${failures} budget(s) missed` : 'all budgets met');
process.exit(failures ? 1 : 0);
