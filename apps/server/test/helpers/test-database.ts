import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject, vi } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: the file holding the migrated template's dump. */
    pgliteTemplate: string;
    /** PostgreSQL: the migrated template database each file's database is copied from. */
    postgresTemplate: string;
  }
}

/**
 * A PGlite a finished file left behind, emptied and handed to the worker's next file: loading
 * one from the template costs about two seconds a file. Files of a worker run one at a time
 * (vitest's isolate: false keeps this module between them).
 */
let idlePglite: PGlite | undefined;

/**
 * Set by fakeDateAt: PostgreSQL inside PGlite reads the faked clock too, and a timer it armed
 * for a faked future day (months ahead) fired every millisecond once the real clock was back,
 * a core busy for the rest of the worker's run. That file's PGlite is closed, not handed on.
 */
let clockFaked = false;

/** Fakes `Date` (only) at `iso` for the current test; restore it with vi.useRealTimers(). */
export function fakeDateAt(iso: string) {
  clockFaked = true;
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(iso) });
}

async function emptied(client: PGlite) {
  const { rows } = await client.query<{ name: string }>(
    `select format('%I.%I', schemaname, tablename) as name from pg_tables where schemaname = 'public'`,
  );
  await client.exec(`truncate ${rows.map((r) => r.name).join(', ')} restart identity cascade`);
  return client;
}

async function pgliteFromTemplate() {
  const reused = idlePglite;
  idlePglite = undefined;
  if (reused && !reused.closed) {
    try {
      return await emptied(reused);
    } catch {
      await reused.close().catch(() => {});
    }
  }
  return PGlite.create({ loadDataDir: await pgliteTemplate() });
}

/** The migrated database global-setup dumped, ready for PGlite's `loadDataDir`. */
export async function pgliteTemplate() {
  return new Blob([await readFile(inject('pgliteTemplate'))]);
}

/**
 * A migrated, empty database of its own for one test file: on PGlite one loaded from the
 * template that global-setup migrated (or a worker's previous one, emptied); when DATABASE_URL
 * is set, a new PostgreSQL database copied from global-setup's template and dropped on close.
 */
export async function createTestDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const client = await pgliteFromTemplate();
    const database = await openDatabase({ kind: 'pglite', client });
    return {
      ...database,
      // Kept for the next file, unless another database of this file already was.
      close: async () => {
        const faked = clockFaked;
        clockFaked = false;
        if (idlePglite || client.closed || faked) return database.close();
        idlePglite = client;
      },
    };
  }
  const name = `academy_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name} template ${inject('postgresTemplate')}`);
  await admin.end();
  const testUrl = new URL(url);
  testUrl.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: testUrl.toString(), poolSize: 5 });
  return {
    ...database,
    close: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
