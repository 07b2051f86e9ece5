// The goal's daily reminders (decision 051), at 4 PM Dallas time: the test-week mail to each
// student whose test is a week away or less, and two weeks after a test without scores entered,
// a request for them; each once per student and test day.
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import {
  answers,
  mailOutbox,
  satDates,
  satScores,
  studyGoals,
  users,
} from '../../src/db/schema/index.ts';
import { importBank } from '../../src/features/content/service.ts';
import { bankWithManyQuestions } from '../helpers/fixture-bank.ts';
import { createTestDatabase } from '../helpers/test-database.ts';
import { testConfig } from '../helpers/test-app.ts';

const bank = bankWithManyQuestions(4);
const database = await createTestDatabase();
await importBank(database.db, { root: bank.root });
let now = new Date('2026-12-02T21:00:00Z'); // Wednesday, December 2, 3 PM in Dallas
const clock = { now: () => now };
const config = testConfig({ CONTENT_ROOT: bank.root });
const app = await buildApp({ config, database, logger: false, clock });
afterAll(async () => {
  await app.close();
  await database.close();
});

const reminderRuns = async () =>
  (await app.scheduledJobs.runDue()).filter((run) => run.startsWith('goal-reminders:'));

/** A student (or another role) with a goal, and scores for its test when asked. */
async function withGoal(
  firstname: string,
  testDate: string,
  options: { role?: 'student' | 'parent'; scored?: boolean } = {},
) {
  const [user] = await database.db
    .insert(users)
    .values({
      email: `${firstname.toLowerCase()}@example.com`,
      firstname,
      lastname: 'Reminder',
      role: options.role ?? 'student',
    })
    .returning();
  await database.db.insert(studyGoals).values({ userId: user!.id, targetScore: 1400, testDate });
  if (options.scored) {
    await database.db.insert(satScores).values({
      userId: user!.id,
      testDate,
      math: 700,
      readingWriting: 680,
      practiceEstimate: { math: null, readingWriting: null },
    });
  }
  return user!;
}

const mailsOf = (kind: string) =>
  database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.kind, kind))
    .orderBy(mailOutbox.toAddress);

describe('goal reminders', () => {
  it('mail the test week and, two weeks after, ask for the scores: once each', async () => {
    const ana = await withGoal('Ana', '2026-12-05');
    await withGoal('Ben', '2026-12-03');
    await withGoal('Cai', '2026-12-20');
    await withGoal('Dee', '2026-11-14');
    await withGoal('Eli', '2026-11-14', { scored: true });
    await withGoal('Fay', '2026-11-25');
    await withGoal('Gus', '2026-12-05', { role: 'parent' });
    await withGoal('Hal', '2026-10-20');
    // Ana missed a question: her weakest concept is named.
    await database.db.insert(answers).values({
      userId: ana.id,
      questionId: 'many-001',
      answer: 'A',
      isCorrect: false,
      isFirstAttempt: true,
      pointsEarned: 0,
      timeSpentMs: 60_000,
      answeredAt: new Date('2026-12-01T20:00:00Z'),
    });

    // Before 4 PM nothing is due.
    expect(await reminderRuns()).toEqual([]);
    now = new Date('2026-12-02T22:30:00Z');
    expect(await reminderRuns()).toEqual(['goal-reminders:2026-12-02']);

    const week = await mailsOf('goal-test-week');
    expect(week.map((m) => [m.toAddress, m.subject])).toEqual([
      ['ana@example.com', 'Your SAT is in 3 days'],
      ['ben@example.com', 'Your SAT is tomorrow'],
    ]);
    const [toAna] = week;
    expect(toAna!.textBody).toContain('Dear Ana,');
    expect(toAna!.textBody).toContain(
      'Your SAT is on Sat, Dec 5, 2026 (3 days to go), and you are aiming for 1400.',
    );
    // Too little practice for a total: none is claimed.
    expect(toAna!.textBody).not.toContain('estimates');
    expect(toAna!.textBody).toContain(
      'Practice your weakest concepts: Linear Equations in One Variable (Algebra).',
    );
    expect(toAna!.textBody).toContain(`${config.publicUrl}/tests`);
    expect(toAna!.textBody).toContain(`${config.publicUrl}/practice/review`);
    expect(week[1]!.textBody).toContain('(tomorrow)');
    expect(week[1]!.textBody).not.toContain('weakest');

    const scores = await mailsOf('goal-scores-due');
    expect(scores.map((m) => [m.toAddress, m.subject])).toEqual([
      ['dee@example.com', 'Your SAT scores should be out'],
    ]);
    expect(scores[0]!.textBody).toContain('The scores of your SAT on Sat, Nov 14, 2026');
    expect(scores[0]!.textBody).toContain(`${config.publicUrl}/progress#sat-scores`);

    // The next day: nothing twice, and Fay's test, 8 days behind, is too recent to ask about.
    now = new Date('2026-12-03T22:30:00Z');
    expect(await reminderRuns()).toEqual(['goal-reminders:2026-12-03']);
    expect(await mailsOf('goal-test-week')).toHaveLength(2);
    expect(await mailsOf('goal-scores-due')).toHaveLength(1);

    // Two weeks after her test Fay is asked. Eli entered his scores, and Hal's test is more than
    // a month behind: neither is asked.
    now = new Date('2026-12-09T22:30:00Z');
    await reminderRuns();
    expect((await mailsOf('goal-scores-due')).map((m) => m.toAddress)).toEqual([
      'dee@example.com',
      'fay@example.com',
    ]);
    const asked = await database.db
      .select()
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.kind, 'goal-scores-due'),
          inArray(mailOutbox.toAddress, ['eli@example.com', 'hal@example.com']),
        ),
      );
    expect(asked).toEqual([]);
  });

  it("tell a student with no test day ahead, a week before a listed date's deadline", async () => {
    // Listed: Jan 16 (registration closes Dec 15), Mar 13 (Feb 26), and one with no deadline.
    await database.db.insert(satDates).values([
      { testDate: '2027-01-16', registrationDeadline: '2026-12-15' },
      { testDate: '2027-03-13', registrationDeadline: '2027-02-26' },
      { testDate: '2027-05-01', registrationDeadline: null },
    ]);
    const ivy = await withGoal('Ivy', '2026-12-05');
    await database.db
      .update(studyGoals)
      .set({ testDate: null })
      .where(eq(studyGoals.userId, ivy.id));
    await withGoal('Jon', '2027-01-16'); // has a test ahead
    await withGoal('Kim', '2026-10-03'); // took one: none ahead

    // Dec 11: the Jan 16 deadline is 4 days away. (The students of the test before, whose
    // tests have passed, are told too; Cai's is ahead.)
    now = new Date('2026-12-11T22:30:00Z');
    await reminderRuns();
    const ours = ['ivy@example.com', 'jon@example.com', 'kim@example.com', 'cai@example.com'];
    const told = (await mailsOf('goal-registration')).filter((m) => ours.includes(m.toAddress));
    expect(told.map((m) => [m.toAddress, m.subject])).toEqual([
      ['ivy@example.com', 'SAT registration closes in 4 days'],
      ['kim@example.com', 'SAT registration closes in 4 days'],
    ]);
    expect(told[0]!.textBody).toContain(
      'The next SAT is on Sat, Jan 16, 2027, and registration at the regular fee closes on ' +
        'Tue, Dec 15 (in 4 days). You are aiming for 1400 and have no test date set yet.',
    );
    expect(told[0]!.textBody).toContain(`${config.publicUrl}/`);

    // Each once per date, however many days it stays within the week.
    const before = (await mailsOf('goal-registration')).length;
    now = new Date('2026-12-12T22:30:00Z');
    await reminderRuns();
    expect(await mailsOf('goal-registration')).toHaveLength(before);
  });
});
