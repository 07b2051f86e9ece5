// The real server (src/main.ts) in a child process, on a temporary PGlite directory or, when
// DATABASE_URL is set, a fresh PostgreSQL database, so a test can kill it like an operator would.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { FIXTURE_BANK } from '../helpers/fixture-bank.ts';
import { pgliteTemplate } from '../helpers/test-database.ts';

const serverRoot = resolve(import.meta.dirname, '../..');

export async function freePort(): Promise<number> {
  return new Promise((done) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });
}

export async function adminQuery(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(statement);
  } finally {
    await client.end();
  }
}

/** An empty PostgreSQL database of its own, on the server of `base`: its URL, and its drop. */
export async function emptyPostgresDatabase(base: string, prefix: string) {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await adminQuery(base, `create database ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => void (await adminQuery(base, `drop database if exists ${name} with (force)`)),
  };
}

/** Where the server keeps its data: a temp directory, or a PostgreSQL database made for it. */
export async function createServerStorage() {
  const base = process.env.DATABASE_URL;
  if (!base) {
    const dataDir = mkdtempSync(join(tmpdir(), 'academy-reliability-'));
    // The migrated template of global-setup, restored into the directory: faster than initdb.
    await (await PGlite.create(dataDir, { loadDataDir: await pgliteTemplate() })).close();
    return {
      kind: 'pglite' as const,
      env: { DATA_DIR: dataDir } as Record<string, string>,
      dataDir,
      databaseUrl: undefined,
      cleanup: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const { url, drop } = await emptyPostgresDatabase(base, 'academy_rel');
  return {
    kind: 'postgres' as const,
    env: { DATABASE_URL: url } as Record<string, string>,
    dataDir: undefined,
    databaseUrl: url,
    cleanup: drop,
  };
}

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Resolves with the exit code or signal once the process is gone. */
  exited: Promise<string>;
  stderr: () => string;
}

export async function startServerProcess(
  storageEnv: Record<string, string>,
  port: number,
  extraEnv: Record<string, string> = {},
): Promise<ServerProcess> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    CONTENT_ROOT: FIXTURE_BANK,
    WEB_DIST_DIR: '/nonexistent',
    LOG_LEVEL: 'warn',
    AUTH_RATE_LIMIT_MAX: '100000',
    SIGNUP_DAILY_LIMIT: '100000',
    GUEST_FREE_QUESTIONS: '1000000',
    ...storageEnv,
    ...extraEnv,
  };
  delete env.REDIS_URL;
  if (!storageEnv.DATABASE_URL) delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise<string>((done) =>
    child.once('exit', (code, signal) => done(signal ?? String(code))),
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`server exited during start: ${stderr.slice(-2000)}`);
    }
    try {
      const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(1_000) });
      if (res.status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not become healthy: ${stderr.slice(-2000)}`);
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  return { url, child, exited, stderr: () => stderr };
}

/** SIGTERM and wait; SIGKILL if it does not stop in time. */
export async function stopServerProcess(server: ServerProcess, timeoutMs = 15_000) {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  const timer = setTimeout(() => server.child.kill('SIGKILL'), timeoutMs);
  server.child.kill('SIGTERM');
  await server.exited;
  clearTimeout(timer);
}

/** A browser-like JSON call over HTTP. */
export async function httpJson(
  base: string,
  method: string,
  path: string,
  body?: unknown,
  cookie?: string,
  timeoutMs = 5_000,
) {
  const res = await fetch(base + path, {
    method,
    headers: {
      origin: base,
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(cookie ? { cookie } : {}),
    },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    signal: AbortSignal.timeout(timeoutMs),
  });
  const text = await res.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  const cookieHeader = res.headers.getSetCookie().find((c) => c.includes('academy_session='));
  return { status: res.status, json, cookie: cookieHeader?.split(';')[0] };
}
