import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../src/db/client.ts';
import { adminQuery } from './server-process.ts';

const base = process.env.DATABASE_URL;
const name = `academy_mig_${randomBytes(6).toString('hex')}`;

describe.skipIf(!base)('instances starting together on one PostgreSQL', () => {
  afterAll(async () => {
    await adminQuery(base!, `drop database if exists ${name} with (force)`);
  });

  it('migrate an empty database once, without tripping over each other', async () => {
    await adminQuery(base!, `create database ${name}`);
    const url = new URL(base!);
    url.pathname = `/${name}`;
    const instances = await Promise.all(
      [1, 2, 3].map(() => openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 2 })),
    );
    try {
      await Promise.all(instances.map((database) => database.migrate()));
      const applied = await instances[0]!.db.execute(
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      );
      const { rows } = applied as unknown as { rows: { n: number }[] };
      expect(rows[0]!.n).toBeGreaterThanOrEqual(4);
      // Every instance sees the full schema.
      for (const database of instances) {
        await expect(database.db.execute(sql`select count(*) from answers`)).resolves.toBeDefined();
      }
    } finally {
      await Promise.all(instances.map((database) => database.close()));
    }
  });
});
