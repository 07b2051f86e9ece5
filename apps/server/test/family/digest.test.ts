// The Sunday digest (issue 38) from a scripted week, on two app instances sharing one database:
// each parent gets one mail a week, a quiet week one nudge and then silence, and the mailed
// one-click link turns it off without signing in.
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import {
  answers,
  bookingSessions,
  familyLinks,
  mailOutbox,
  satDates,
  satScores,
  scheduledRuns,
  studyGoals,
  tutorBookings,
  users,
} from '../../src/db/schema/index.ts';
import { importBank } from '../../src/features/content/service.ts';
import { bankWithManyQuestions } from '../helpers/fixture-bank.ts';
import { createTestDatabase } from '../helpers/test-database.ts';
import { jsonCall, signUp, testConfig } from '../helpers/test-app.ts';
import { endedShortSet } from '../tests/timed-tests-helpers.ts';
import { accept, invite, linkedFamily, mailedInviteToken } from './helpers.ts';

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

describe('weekly digest', () => {
  it('a scripted week: one mail per parent and week from two instances, with its numbers', async () => {
    const { student, parent } = await linkedFamily(one!, database);
    // Before the week: two misses. In it: eight answers, six right, 12 minutes.
    await practise(student.email, [
      { id: 'many-001', right: false, at: '2026-11-10T15:00:00Z' },
      { id: 'many-002', right: false, at: '2026-11-10T15:05:00Z' },
      ...[3, 4, 5, 6, 7, 8, 9, 10].map((n, i) => ({
        id: `many-${String(n).padStart(3, '0')}`,
        right: i < 6,
        at: `2026-11-2${4 + (i % 4)}T20:00:00Z`,
      })),
    ]);

    // On Thursday, a short set, ended at once.
    now = new Date('2026-11-26T20:00:00Z');
    await endedShortSet(one!, database, student.cookie);
    // Its answer (wrong) joins practice on Thursday, unless the set drew a question practised
    // before: eight questions or nine.
    const [child] = await database.db.select().from(users).where(eq(users.email, student.email));
    const joined = (
      await database.db
        .select()
        .from(answers)
        .where(and(eq(answers.userId, child!.id), eq(answers.inTimedTest, true)))
    ).length;
    // And a session booked for the coming Tuesday, 3 PM in Dallas.
    const [booked] = await database.db
      .insert(tutorBookings)
      .values({
        internalReference: 'TS-DIGEST1',
        userId: child!.id,
        fullName: 'Sam Lovelace',
        contactInfo: student.email,
        sessionType: 'in-person',
        sessionCount: 1,
        unitPriceCents: 5000,
        totalCents: 5000,
        status: 'paid',
        paidAt: now,
      })
      .returning();
    await database.db.insert(bookingSessions).values({
      bookingId: booked!.id,
      startsAt: new Date('2026-12-01T21:00:00Z'),
      endsAt: new Date('2026-12-01T22:00:00Z'),
      status: 'booked',
    });
    // The SAT a week on.
    await database.db
      .insert(studyGoals)
      .values({ userId: child!.id, targetScore: 1300, testDate: '2026-12-05' });
    // A listed date whose registration closes within two weeks: Sam has a test ahead already.
    await database.db
      .insert(satDates)
      .values({ testDate: '2026-12-19', registrationDeadline: '2026-12-08' });
    // Scores of an earlier SAT, entered in the week; one entered the week before is not news.
    await database.db.insert(satScores).values([
      {
        userId: child!.id,
        testDate: '2026-11-07',
        math: 620,
        readingWriting: 600,
        practiceEstimate: { math: null, readingWriting: null },
        createdAt: new Date('2026-11-25T18:00:00Z'),
      },
      {
        userId: child!.id,
        testDate: '2026-10-03',
        math: 580,
        readingWriting: 570,
        practiceEstimate: { math: null, readingWriting: null },
        createdAt: new Date('2026-11-20T18:00:00Z'),
      },
    ]);
    now = new Date('2026-11-30T01:00:00Z');

    const ran = await bothRun();
    expect(ran).toEqual(['family-digest:2026-11-29']);
    const [mail, ...more] = await digestsTo(parent.email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe("This week's practice: Sam");
    expect(mail!.textBody).toContain('Time practiced: 12 min');
    expect(mail!.textBody).toContain(`Questions: ${8 + joined}`);
    expect(mail!.textBody).toContain(`Accuracy: ${joined ? '67%' : '75%'}`);
    expect(mail!.textBody).toContain(
      'SAT goal: Target 1300 · SAT on Sat, Dec 5, 2026 (6 days to go)',
    );
    expect(mail!.textBody).toContain(
      'Official SAT scores entered this week: 1220 (Math 620, Reading and Writing 600), the SAT of Sat, Nov 7, 2026.',
    );
    expect(mail!.textBody).not.toContain('1150');
    expect(mail!.textBody).toMatch(
      // One decimal, as every page shows a score ("0.0 → 3.8", never "0 → 3.8").
      /Concepts that moved: Linear Equations in One Variable \d+\.\d → \d+\.\d(?![\d.])/,
    );
    expect(mail!.textBody).toContain(
      'Our recommendation: practice Linear Equations in One Variable',
    );
    expect(mail!.textBody).toContain('Next session: December 1, 2026 at 3:00 PM CST (In-person)');
    expect(mail!.textBody).toContain(
      'Timed tests this week: Short set: Algebra: 0 of 12 right (11 not answered).',
    );
    // Too few answers for an estimate: none is claimed.
    expect(mail!.textBody).not.toContain('Estimated');
    expect(mail!.textBody).not.toContain('Next SAT');

    // Later that evening, and an hour before: nothing more.
    now = new Date('2026-11-30T04:00:00Z');
    expect(await bothRun()).toEqual([]);
    now = new Date('2026-11-29T23:00:00Z'); // 5 PM in Dallas: not yet the digest's hour
    expect(await bothRun()).toEqual([]);
    expect(await digestsTo(parent.email)).toHaveLength(1);

    // A run taken over (its claim gone, its instance dead mid-run) queues no mail twice.
    await database.db.delete(scheduledRuns);
    now = new Date('2026-11-30T02:00:00Z');
    expect(await bothRun()).toEqual(['family-digest:2026-11-29']);
    expect(await digestsTo(parent.email)).toHaveLength(1);
  });

  it('a week without practice: one gentle nudge, then silence until practice resumes', async () => {
    const { student, parent } = await linkedFamily(one!, database);
    await linkedSince(parent, '2026-11-01T12:00:00Z');
    now = new Date('2026-12-07T01:00:00Z');
    await bothRun();
    const [nudge] = await digestsTo(parent.email);
    expect(nudge!.subject).toBe('A quiet week of SAT practice');
    expect(nudge!.textBody).toContain('Sam did not practice this past week.');

    now = new Date('2026-12-14T01:00:00Z');
    await bothRun();
    expect(await digestsTo(parent.email)).toHaveLength(1);

    await practise(student.email, [{ id: 'many-011', right: true, at: '2026-12-18T18:00:00Z' }]);
    now = new Date('2026-12-21T01:00:00Z');
    await bothRun();
    const mails = await digestsTo(parent.email);
    expect(mails.map((m) => m.subject)).toEqual([
      'A quiet week of SAT practice',
      "This week's practice: Sam",
    ]);

    // Quiet again: one nudge again, since practice resumed in between.
    now = new Date('2026-12-28T01:00:00Z');
    await bothRun();
    expect((await digestsTo(parent.email)).at(-1)!.subject).toBe('A quiet week of SAT practice');
  });

  it('the mailed opt-out link works signed out, at once; a forged one does not', async () => {
    const { parent } = await linkedFamily(one!, database);
    await linkedSince(parent, '2026-12-01T12:00:00Z');
    now = new Date('2027-01-04T01:00:00Z');
    await bothRun();
    const [mail] = await digestsTo(parent.email);
    const link = new URL(/https?:\/\/\S+digest-opt-out\S+/.exec(mail!.textBody)![0]);
    const values = { parent: link.searchParams.get('parent'), sig: link.searchParams.get('sig') };

    const forged = await jsonCall(one!, 'POST', '/api/family/digest/opt-out', {
      ...values,
      sig: 'A'.repeat(43),
    });
    expect(forged.statusCode).toBe(400);
    const res = await jsonCall(two!, 'POST', '/api/family/digest/opt-out', values);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'You will no longer receive the weekly digest.' });

    now = new Date('2027-01-11T01:00:00Z');
    await bothRun();
    expect(await digestsTo(parent.email)).toHaveLength(1);
  });
  it("names a listed date's deadline for a child with no test day ahead", async () => {
    const { student, parent } = await linkedFamily(
      one!,
      database,
      await signUp(one!, { firstname: 'Lea' }),
    );
    await database.db
      .insert(satDates)
      .values({ testDate: '2027-03-13', registrationDeadline: '2027-01-26' });
    await practise(student.email, [{ id: 'many-001', right: true, at: '2027-01-14T20:00:00Z' }]);
    now = new Date('2027-01-18T01:00:00Z'); // Sunday, January 17, 7 PM in Dallas
    await bothRun();
    const [mail] = await digestsTo(parent.email);
    expect(mail!.textBody).toContain(
      'Next SAT, no test date set: Sat, Mar 13, 2027: register by Tue, Jan 26',
    );
  });

  it('no quiet-week nudge for a child who shared during the week: it waits for a whole week', async () => {
    const { parent } = await linkedFamily(one!, database);
    // Shared on Sunday, January 31, at 2 PM in Dallas: that week was not followed.
    await linkedSince(parent, '2027-01-31T20:00:00Z');
    now = new Date('2027-02-01T01:00:00Z');
    await bothRun();
    expect(await digestsTo(parent.email)).toHaveLength(0);
    // The first whole week followed, still without practice: the nudge comes then.
    now = new Date('2027-02-08T01:00:00Z');
    await bothRun();
    const mails = await digestsTo(parent.email);
    expect(mails.map((m) => m.subject)).toEqual(['A quiet week of SAT practice']);
    expect(mails[0]!.textBody).toContain('Sam did not practice this past week.');
  });

  it('sent late on Monday, tells the concepts that moved in the week, not since', async () => {
    // Two children with the same week; Sam also practised on Monday morning, before the
    // digest went (every instance was down on Sunday evening).
    const { student: sam, parent } = await linkedFamily(one!, database);
    const lea = await signUp(one!, { firstname: 'Lea' });
    expect((await invite(one!, lea.cookie, parent.email)).statusCode).toBe(201);
    const token = await mailedInviteToken(database, parent.email);
    expect((await accept(one!, parent.cookie, token)).statusCode).toBe(200);
    for (const child of [sam, lea]) {
      await practise(child.email, [
        { id: 'many-001', right: false, at: '2027-02-01T15:00:00Z' },
        { id: 'many-002', right: false, at: '2027-02-01T15:05:00Z' },
        ...[3, 4, 5, 6].map((n) => ({
          id: `many-00${n}`,
          right: true,
          at: `2027-02-10T20:0${n}:00Z`,
        })),
      ]);
    }
    // Monday, February 15, 9 AM in Dallas: after the week's end, Sunday 6 PM.
    await practise(sam.email, [
      { id: 'many-007', right: false, at: '2027-02-15T15:00:00Z' },
      { id: 'many-008', right: false, at: '2027-02-15T15:01:00Z' },
      { id: 'test-system-001', right: true, at: '2027-02-15T15:02:00Z' },
    ]);
    now = new Date('2027-02-15T18:00:00Z'); // Monday noon in Dallas
    expect(await bothRun()).toEqual(['family-digest:2027-02-14']);
    const [mail] = await digestsTo(parent.email);
    const lines = (start: string) => mail!.textBody.split('\n').filter((l) => l.startsWith(start));
    expect(lines('Questions:')).toEqual(['Questions: 4', 'Questions: 4']);
    const moved = lines('Concepts that moved:');
    expect(moved).toHaveLength(2);
    expect(moved[0]).toMatch(/^Concepts that moved: Linear Equations in One Variable /);
    expect(moved[0]).toBe(moved[1]);
  });
});
