import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index.ts';
import { acquireDataDirLock } from './data-dir-lock.ts';
import { postgresChangeFeed, singleProcessFeed, type ChangeFeed } from './change-feed.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** What other instances changed (see change-feed.ts); also reachable as changeFeedOf(db). */
  changes: ChangeFeed;
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = resolve(import.meta.dirname, 'migrations');
// Instances starting together on one PostgreSQL take turns: the second finds the work done.
const MIGRATION_LOCK_KEY = 7_420_312;

async function migratePostgres(pool: pg.Pool) {
  const client = await pool.connect();
  try {
    // Waiting for another instance's migrations, or building an index on a large table, may
    // take longer than any request's statement should: no timeout here.
    await client.query('set statement_timeout = 0');
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migratePg(drizzlePg({ client }), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
      await client.query('reset statement_timeout');
    }
  } finally {
    client.release();
  }
}

/**
 * drizzle's pooled transaction sends BEGIN before the try/finally that gives the connection
 * back, so a connection that drops just then is never returned and, one outage at a time, the
 * pool runs dry (drizzle-team/drizzle-orm#6241, open). Here the connection is ours to return on
 * every path; drizzle runs the transaction on it. pg-pool discards a returned connection that
 * is no longer usable.
 */
function transactionsOn(pool: pg.Pool): Db['transaction'] {
  // A drizzle handle per connection, made once: the pool hands the same few out again.
  const handles = new WeakMap<pg.PoolClient, Db>();
  return async (work, config) => {
    const client = await pool.connect();
    try {
      let handle = handles.get(client);
      if (!handle) handles.set(client, (handle = drizzlePg({ client, schema }) as unknown as Db));
      return await handle.transaction(work, config);
    } finally {
      client.release();
    }
  };
}

/** The rows of a raw `db.execute`: node-postgres and PGlite both answer `{ rows }`. */
export const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows;

const feeds = new WeakMap<Db, ChangeFeed>();

/** The change feed of the database `db` belongs to: in-memory copies subscribe to it. */
export const changeFeedOf = (db: Db): ChangeFeed => feeds.get(db) ?? singleProcessFeed;

export type DatabaseOptions =
  | {
      kind: 'postgres';
      url: string;
      poolSize?: number;
      /** Statements running longer are cancelled by PostgreSQL (57014); none when absent or 0. */
      statementTimeoutMs?: number;
    }
  | { kind: 'pglite'; dataDir?: string; client?: PGlite };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      ...(options.statementTimeoutMs ? { statement_timeout: options.statementTimeoutMs } : {}),
      // Fail fast when PostgreSQL is gone, so calls answer 503 instead of hanging.
      connectionTimeoutMillis: 1_000,
    });
    // A client losing its connection must not crash the process: the pool reports idle ones,
    // and one lent out (in a transaction) rejects its query but would also emit an unhandled
    // 'error'.
    pool.on('error', () => {});
    pool.on('connect', (client) => client.on('error', () => {}));
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    db.transaction = transactionsOn(pool);
    const changes = postgresChangeFeed(pool, options.url);
    feeds.set(db, changes);
    return {
      db,
      kind: 'postgres',
      changes,
      migrate: () => migratePostgres(pool),
      ping: async () => void (await db.execute(sql`select 1`)),
      close: async () => {
        await changes.close();
        await pool.end();
      },
    };
  }

  let release: () => void = () => {};
  let client = options.client;
  if (!client) {
    if (options.dataDir) {
      mkdirSync(options.dataDir, { recursive: true });
      // Two processes on one PGlite directory corrupt it: refuse to start instead.
      release = acquireDataDirLock(options.dataDir);
    }
    client = new PGlite(options.dataDir);
  }
  const pglite = client;
  const db = drizzlePglite({ client: pglite, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    changes: singleProcessFeed,
    migrate: () => migratePglite(drizzlePglite({ client: pglite }), { migrationsFolder }),
    ping: async () => void (await pglite.query('select 1')),
    close: async () => {
      await pglite.close();
      release();
    },
  };
}
