import { and, count, isNotNull, isNull } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { loadContent } from '../../content/tools/load.ts';
import { questions } from '../../src/db/schema/index.ts';
import { DEFAULT_CONTENT_ROOT, importBankIfChanged } from '../../src/features/content/service.ts';
import { createTestDatabase } from '../helpers/test-database.ts';

const database = await createTestDatabase();
afterAll(() => database.close());

describe('the real question bank', () => {
  it('loads on first start, and a second start changes nothing', async () => {
    const inFiles = loadContent(DEFAULT_CONTENT_ROOT).questionFiles.reduce(
      (n, f) => n + f.questions.length,
      0,
    );
    expect(inFiles).toBeGreaterThanOrEqual(500);
    const first = await importBankIfChanged(database.db);
    expect(first?.added).toHaveLength(inFiles);
    const active = await database.db
      .select({ n: count() })
      .from(questions)
      .where(isNull(questions.retiredAt));
    expect(active[0]!.n).toBe(inFiles);
    expect(await importBankIfChanged(database.db)).toBeUndefined();
  });

  it('stores the text of every figure, for screen readers', async () => {
    const figured = await database.db
      .select({ alt: questions.imageAlt })
      .from(questions)
      .where(and(isNull(questions.retiredAt), isNotNull(questions.imageUrl)));
    expect(figured.length).toBeGreaterThan(100);
    expect(figured.filter((q) => !q.alt || q.alt.length < 10)).toEqual([]);
  });
});
