import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/client.ts';

/**
 * Migrates one database and lets every test file copy it: migrating one costs seconds. On
 * PGlite the copy is a dump in a temp file; on PostgreSQL a template database; both are removed
 * when the run ends.
 */
export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (url) {
    const template = `academy_template_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${template}`);
    const templateUrl = new URL(url);
    templateUrl.pathname = `/${template}`;
    const database = await openDatabase({ kind: 'postgres', url: templateUrl.toString() });
    await database.migrate();
    // A template with a connection open cannot be copied.
    await database.close();
    project.provide('postgresTemplate', template);
    project.provide('pgliteTemplate', '');
    return async () => {
      await admin.query(`drop database if exists ${template} with (force)`);
      await admin.end();
    };
  }
  const client = await PGlite.create();
  const database = await openDatabase({ kind: 'pglite', client });
  await database.migrate();
  const dump = await client.dumpDataDir('none');
  await client.close();
  // Its path, not its 57 MB: what is provided goes with every file a worker runs, and a worker
  // kept each copy until it ran out of heap.
  const directory = await mkdtemp(join(tmpdir(), 'academy-pglite-template-'));
  const templatePath = join(directory, 'template.tar');
  await writeFile(templatePath, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', templatePath);
  project.provide('postgresTemplate', '');
  return () => rm(directory, { recursive: true, force: true });
}
