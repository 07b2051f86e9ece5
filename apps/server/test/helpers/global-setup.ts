import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/client.ts';

/** Migrates one PGlite and hands its dump to every test file: creating one costs seconds. */
export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    project.provide('pgliteTemplate', '');
    return;
  }
  const client = await PGlite.create();
  const database = await openDatabase({ kind: 'pglite', client });
  await database.migrate();
  const dump = await client.dumpDataDir('none');
  await client.close();
  project.provide('pgliteTemplate', Buffer.from(await dump.arrayBuffer()).toString('base64'));
}
