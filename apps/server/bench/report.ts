// DESIGN.md's budgets and the tables the bench prints (markdown, so RESULTS.md can quote them).
import type { CpuPerRequest } from './cpu.ts';
import type { CallSpec, LoadResult } from './load.ts';
import type { DbKind } from './target.ts';

export interface LoadConfig {
  label: string;
  connections: number;
  pipelining: number;
}

export const LOAD_CONFIGS: LoadConfig[] = [
  { label: 'c10', connections: 10, pipelining: 1 },
  { label: 'c50', connections: 50, pipelining: 1 },
  { label: 'c100p10', connections: 100, pipelining: 10 },
];

export interface CallResult {
  call: CallSpec;
  byConfig: Record<string, LoadResult & { cpu?: CpuPerRequest }>;
  /** The ceiling's req/s at -c 100 -p 10, measured just before this call's own run. */
  ceilingJustBefore?: number;
}

export interface Verdict {
  ratio: number;
  budget: string;
  pass: boolean;
}

const MIN_RATIO = { pglite: 0.1, postgres: 0.25 } as const;

/** Throughput ratio at -c 100 -p 10, latency at -c 10 -p 1 (DESIGN.md, Budgets). */
export function verdict(db: DbKind, result: CallResult, ceiling: CallResult): Verdict {
  const rps = (r: CallResult) => r.byConfig.c100p10?.requestsPerSecond ?? 0;
  const base = result.ceilingJustBefore ?? rps(ceiling);
  const ratio = base ? rps(result) / base : 0;
  const c10 = result.byConfig.c10;
  const p99 = c10?.p99 ?? Infinity;
  const clean = Object.values(result.byConfig).every((r) => r.non2xx === 0 && r.errors === 0);
  const minRatio = MIN_RATIO[db];
  switch (result.call.kind) {
    case 'ceiling':
      return { ratio: 1, budget: '', pass: clean };
    case 'memory':
      return { ratio, budget: '≥50% of ceiling', pass: clean && ratio >= 0.5 };
    case 'user':
      return {
        ratio,
        budget: `≥${minRatio * 100}%, p99 <20 ms`,
        pass: clean && ratio >= minRatio && p99 < 20,
      };
    case 'search':
      return { ratio, budget: 'p99 <50 ms', pass: clean && p99 < 50 };
  }
}

const fmt = (n: number, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '–');
const rpsFmt = (n: number) => (Number.isFinite(n) ? Math.round(n).toLocaleString('en-US') : '–');

const cpuFmt = (cpu: CpuPerRequest | undefined) =>
  cpu ? [cpu.serverUs, cpu.databaseUs, cpu.loadUs].map((us) => fmt(us, 0)).join(', ') : '–';

export function loadTable(db: DbKind, results: CallResult[]): string {
  const ceiling = results.find((r) => r.call.kind === 'ceiling')!;
  const head =
    '| call | c10 req/s | c10 p50 / p99 ms | c50 req/s | c50 p50 / p99 ms | c100 p10 req/s | ratio | c100 p10 CPU µs/req: server, db, load | budget | verdict |';
  const lines = [head, '|---|---:|---:|---:|---:|---:|---:|---:|---|---|'];
  for (const result of results) {
    const v = verdict(db, result, ceiling);
    const c = (label: string) => result.byConfig[label];
    const errors = Object.values(result.byConfig).reduce((n, r) => n + r.non2xx + r.errors, 0);
    lines.push(
      [
        result.call.name,
        rpsFmt(c('c10')?.requestsPerSecond ?? NaN),
        `${fmt(c('c10')?.p50 ?? NaN, 2)} / ${fmt(c('c10')?.p99 ?? NaN, 2)}`,
        rpsFmt(c('c50')?.requestsPerSecond ?? NaN),
        `${fmt(c('c50')?.p50 ?? NaN, 2)} / ${fmt(c('c50')?.p99 ?? NaN, 2)}`,
        rpsFmt(c('c100p10')?.requestsPerSecond ?? NaN),
        result.call.kind === 'ceiling'
          ? '100%'
          : `${fmt(v.ratio * 100)}%` +
            (result.ceilingJustBefore ? ` of ${rpsFmt(result.ceilingJustBefore)}` : ''),
        cpuFmt(c('c100p10')?.cpu),
        v.budget,
        (v.pass ? 'PASS' : 'FAIL') + (errors ? ` (${errors} non-2xx/errors)` : ''),
      ]
        .join(' | ')
        .replace(/^/, '| ')
        .replace(/$/, ' |'),
    );
  }
  return lines.join('\n');
}
