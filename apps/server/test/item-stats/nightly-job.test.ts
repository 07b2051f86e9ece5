// The nightly item statistics (issue 39) on two app instances sharing one database: one run a
// night at 3 AM Dallas time, whichever instance claims it, stored whole for the admin's CLI.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createAdminCommands } from '../../src/admin/commands.ts';
import { answers, itemStats, users } from '../../src/db/schema/index.ts';
import { twoInstances } from '../helpers/two-instances.ts';

// Tuesday, December 1, 2 AM in Dallas.
const { database, config, clock, bothRun } = await twoInstances(
  2,
  new Date('2026-12-01T08:00:00Z'),
);
const statsRuns = () => bothRun('item-stats');

/** `count` students answer many-001 first try: the first `right` of them with B, the rest A. */
async function cohort(count: number, right: number) {
  const students = await database.db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, i) => ({
        email: `s${i}@example.com`,
        firstname: 'S',
        lastname: String(i),
        passwordHash: 'x',
      })),
    )
    .returning({ id: users.id });
  await database.db.insert(answers).values(
    students.map((s, i) => ({
      userId: s.id,
      questionId: 'many-001',
      answer: i < right ? 'B' : 'A',
      isCorrect: i < right,
      isFirstAttempt: true,
      pointsEarned: i < right ? 1 : 0,
      // Odd steps: the median of an even count falls on half a millisecond.
      timeSpentMs: 30_000 + i * 1_001,
      answeredAt: new Date('2026-11-30T20:00:00Z'),
    })),
  );
}

describe('nightly item statistics', () => {
  it('runs once a night from 3 AM, stores every item, and the CLI reads what it stored', async () => {
    // many-001 is labelled 1 (easy); 24 first tries, only 6 right, most choosing A.
    await cohort(24, 6);
    expect(await statsRuns()).toEqual([]);
    expect(await database.db.select().from(itemStats)).toEqual([]);

    clock.set(new Date('2026-12-01T09:30:00Z')); // 3:30 AM in Dallas
    expect(await statsRuns()).toEqual(['item-stats:2026-12-01']);
    expect(await statsRuns()).toEqual([]);
    const [row] = await database.db
      .select()
      .from(itemStats)
      .where(eq(itemStats.questionId, 'many-001'));
    // 41,511.5 ms between the 12th and 13th times, stored in whole milliseconds.
    expect(row).toMatchObject({
      attempts: 24,
      shareCorrect: 0.25,
      medianTimeMs: 41_512,
      computedAt: clock.now(),
    });
    expect(row!.choiceShares.A).toBeCloseTo(0.75);
    expect(row!.flags.length).toBeGreaterThan(0);

    const admin = createAdminCommands(database.db, config);
    const stored = await admin.itemStats();
    expect(stored.computedAt).toEqual(clock.now());
    expect(stored.stats.find((s) => s.questionId === 'many-001')).toMatchObject({ attempts: 24 });

    // The next night replaces the figures whole.
    clock.set(new Date('2026-12-02T10:00:00Z'));
    expect(await statsRuns()).toEqual(['item-stats:2026-12-02']);
    const rows = await database.db.select().from(itemStats);
    expect(new Set(rows.map((r) => r.computedAt.getTime()))).toEqual(
      new Set([clock.now().getTime()]),
    );
  });
});
