// The digest's world: a bank, two app instances sharing one database and one clock that the
// test moves, as the digest tests script their weeks.
import { and, eq } from 'drizzle-orm';
import { afterAll } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { answers, familyLinks, mailOutbox, users } from '../../src/db/schema/index.ts';
import { importBank } from '../../src/features/content/service.ts';
import { bankWithManyQuestions } from '../helpers/fixture-bank.ts';
import { createTestDatabase } from '../helpers/test-database.ts';
import { testConfig } from '../helpers/test-app.ts';

export async function digestWorld() {
  const bank = bankWithManyQuestions(12);
  const database = await createTestDatabase();
  await importBank(database.db, { root: bank.root });
  let now = new Date('2026-11-30T01:00:00Z'); // Sunday, November 29, 7 PM in Dallas
  const clock = { now: () => now };
  const config = testConfig({ CONTENT_ROOT: bank.root });
  const [one, two] = await Promise.all(
    [0, 1].map(() => buildApp({ config, database, logger: false, clock })),
  );
  afterAll(async () => {
    await one!.close();
    await two!.close();
    await database.close();
  });

  /** Both instances check at once, as their timers would; the digest's runs among what ran. */
  const bothRun = async () =>
    (await Promise.all([one!, two!].map((a) => a.scheduledJobs.runDue())))
      .flat()
      .filter((run) => run.startsWith('family-digest:'));

  const digestsTo = (email: string) =>
    database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, email), eq(mailOutbox.kind, 'family-digest')))
      .orderBy(mailOutbox.createdAt);

  /** The parent followed their children since `at` (accepting stamps the real time). */
  const linkedSince = (parent: { user: { _id: string } }, at: string) =>
    database.db
      .update(familyLinks)
      .set({ createdAt: new Date(at) })
      .where(eq(familyLinks.parentId, parent.user._id));

  async function practise(email: string, script: { id: string; right: boolean; at: string }[]) {
    const [child] = await database.db.select().from(users).where(eq(users.email, email));
    await database.db.insert(answers).values(
      script.map((s) => ({
        userId: child!.id,
        questionId: s.id,
        answer: s.right ? 'B' : 'A',
        isCorrect: s.right,
        isFirstAttempt: true,
        pointsEarned: s.right ? 3 : 0,
        timeSpentMs: 90_000,
        answeredAt: new Date(s.at),
      })),
    );
  }

  return {
    one: one!,
    two: two!,
    database,
    clock: { now: clock.now, set: (at: Date) => (now = at) },
    bothRun,
    digestsTo,
    linkedSince,
    practise,
  };
}
