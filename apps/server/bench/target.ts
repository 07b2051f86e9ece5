// The system under test: a fresh database (a temporary PGlite directory, or a PostgreSQL database
// created and dropped here), seeded, then the server in a child process pinned to its own core.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { appendFileSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { availableParallelism, cpus, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import pg from 'pg';
import { openDatabase, type Database } from '../src/db/client.ts';

export type DbKind = 'pglite' | 'postgres';

export const serverRoot = resolve(import.meta.dirname, '..');
export const repoRoot = resolve(serverRoot, '../..');

const DEFAULT_PG = 'postgres://postgres@127.0.0.1:5432/test';

export interface PreparedDatabase {
  kind: DbKind;
  env: Record<string, string>;
  open(): Promise<Database>;
  cleanup(): Promise<void>;
}

export async function prepareDatabase(kind: DbKind, pgUrl = DEFAULT_PG): Promise<PreparedDatabase> {
  if (kind === 'pglite') {
    const dataDir = mkdtempSync(join(tmpdir(), 'academy-bench-'));
    return {
      kind,
      // The embedded database even where the shell sets DATABASE_URL (the server inherits the
      // environment): else it would serve another database, whose sessions are not the seed's.
      env: { DATA_DIR: dataDir, DATABASE_URL: '' },
      open: () => openDatabase({ kind: 'pglite', dataDir }),
      cleanup: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `academy_bench_${randomBytes(5).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: pgUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(pgUrl);
  url.pathname = `/${name}`;
  return {
    kind,
    env: { DATABASE_URL: url.toString() },
    open: () => openDatabase({ kind: 'postgres', url: url.toString() }),
    cleanup: () => admin(`drop database if exists ${name} with (force)`),
  };
}

/** taskset exists and there are at least two cores: load generator on 0, server on 1. */
/** A TCP port nothing listens on now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export function canPin(): boolean {
  return (
    availableParallelism() >= 2 && spawnSync('taskset', ['-V'], { stdio: 'ignore' }).status === 0
  );
}

export function pinSelf(core: number) {
  spawnSync('taskset', ['-a', '-cp', String(core), String(process.pid)], { stdio: 'ignore' });
}

/**
 * Every core again for this process, and so for what it starts from now on. Counted by cpus():
 * availableParallelism() counts only the cores a pinned process may use, which is one.
 */
export function unpinSelf() {
  const cores = `0-${cpus().length - 1}`;
  spawnSync('taskset', ['-a', '-cp', cores, String(process.pid)], { stdio: 'ignore' });
}

/** The flags `npm start` gives node (package.json), so the bench runs the server as deployed. */
const PRODUCTION_NODE_FLAGS = ['--max-semi-space-size=32'];

export interface RunningServer {
  port: number;
  ceilingPort: number;
  child: ChildProcess;
  stop(): Promise<void>;
}

/** Starts bench/server.ts (production config) and waits for its ready line. */
export async function startServer(
  env: Record<string, string>,
  options: { pinCore?: number; timeoutMs?: number } = {},
): Promise<RunningServer> {
  // BENCH_SERVER_NODE_FLAGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles the server.
  const flags = process.env.BENCH_SERVER_NODE_FLAGS?.split(' ').filter(Boolean) ?? [];
  const node = [
    process.execPath,
    ...PRODUCTION_NODE_FLAGS,
    ...flags,
    '--import',
    'tsx',
    join(serverRoot, 'bench/server.ts'),
  ];
  const command =
    options.pinCore === undefined ? node : ['taskset', '-c', String(options.pinCore), ...node];
  const child = spawn(command[0]!, command.slice(1), {
    cwd: serverRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: '0',
      CEILING_PORT: '0',
      HOST: '127.0.0.1',
      PUBLIC_URL: 'http://127.0.0.1:3000',
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: join(repoRoot, 'apps/web/dist'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const ready = await new Promise<{ port: number; ceilingPort: number }>((resolveReady, reject) => {
    const timer = setTimeout(
      () => reject(new Error('bench server did not start in time')),
      options.timeoutMs ?? 60_000,
    );
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
    // BENCH_SERVER_LOG=<file> keeps what the server prints (with --trace-gc, its collections).
    const log = process.env.BENCH_SERVER_LOG;
    createInterface({ input: child.stdout! }).on('line', (line) => {
      if (log) appendFileSync(log, `${line}\n`);
      try {
        const parsed = JSON.parse(line) as { ready?: boolean; port: number; ceilingPort: number };
        if (parsed.ready) {
          clearTimeout(timer);
          resolveReady(parsed);
        }
      } catch {
        // a log line
      }
    });
  });
  return {
    ...ready,
    child,
    stop: () =>
      new Promise<void>((done) => {
        if (child.exitCode !== null) return done();
        const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
        child.once('exit', () => {
          clearTimeout(force);
          done();
        });
        child.kill('SIGTERM');
      }),
  };
}
