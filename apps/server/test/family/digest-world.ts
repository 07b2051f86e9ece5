// The digest's world: a bank, two app instances sharing one database and one clock that the
// test moves, as the digest tests script their weeks.
import { and, eq } from 'drizzle-orm';
import { answers, familyLinks, mailOutbox, users } from '../../src/db/schema/index.ts';
import { twoInstances } from '../helpers/two-instances.ts';

export async function digestWorld() {
  // Sunday, November 29, 7 PM in Dallas.
  const { one, two, database, clock, bothRun } = await twoInstances(
    12,
    new Date('2026-11-30T01:00:00Z'),
  );

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
    one,
    two,
    database,
    clock,
    /** Both instances check at once: the digest's runs among what ran. */
    bothRun: () => bothRun('family-digest'),
    digestsTo,
    linkedSince,
    practise,
  };
}
