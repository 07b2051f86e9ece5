import { describe, expect, it, onTestFinished } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../src/db/client.ts';
import { emptyPostgresDatabase } from './server-process.ts';

const base = process.env.DATABASE_URL;

describe.skipIf(!base)('instances starting together on one PostgreSQL', () => {
  it('migrate an empty database once, without tripping over each other', async () => {
    const { url, drop } = await emptyPostgresDatabase(base!, 'academy_mig');
    onTestFinished(drop);
    const instances = await Promise.all(
      [1, 2, 3].map(() => openDatabase({ kind: 'postgres', url, poolSize: 2 })),
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
