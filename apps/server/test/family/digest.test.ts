// The Sunday digest (issue 38) from a scripted week, on two app instances sharing one database:
// each parent gets one mail a week, a quiet week one nudge and then silence, and the mailed
// one-click link turns it off without signing in.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  answers,
  bookingSessions,
  satDates,
  satScores,
  scheduledRuns,
  studyGoals,
  tutorBookings,
  users,
} from '../../src/db/schema/index.ts';
import { jsonCall } from '../helpers/test-app.ts';
import { signUpVerified } from '../helpers/verification.ts';
import { endedShortSet } from '../tests/timed-tests-helpers.ts';
import { digestWorld } from './digest-world.ts';
import { linkedFamily } from './helpers.ts';

const { one, two, database, clock, bothRun, digestsTo, linkedSince, practise } =
  await digestWorld();

describe('weekly digest', () => {
  it('a scripted week: one mail per parent and week from two instances, with its numbers', async () => {
    const { student, parent } = await linkedFamily(one, database);
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
    clock.set(new Date('2026-11-26T20:00:00Z'));
    await endedShortSet(one, database, student.cookie);
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
        paidAt: clock.now(),
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
    clock.set(new Date('2026-11-30T01:00:00Z'));

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
    clock.set(new Date('2026-11-30T04:00:00Z'));
    expect(await bothRun()).toEqual([]);
    clock.set(new Date('2026-11-29T23:00:00Z')); // 5 PM in Dallas: not yet the digest's hour
    expect(await bothRun()).toEqual([]);
    expect(await digestsTo(parent.email)).toHaveLength(1);

    // A run taken over (its claim gone, its instance dead mid-run) queues no mail twice.
    await database.db.delete(scheduledRuns);
    clock.set(new Date('2026-11-30T02:00:00Z'));
    expect(await bothRun()).toEqual(['family-digest:2026-11-29']);
    expect(await digestsTo(parent.email)).toHaveLength(1);
  });

  it('a week without practice: one gentle nudge, then silence until practice resumes', async () => {
    const { student, parent } = await linkedFamily(one, database);
    await linkedSince(parent, '2026-11-01T12:00:00Z');
    clock.set(new Date('2026-12-07T01:00:00Z'));
    await bothRun();
    const [nudge] = await digestsTo(parent.email);
    expect(nudge!.subject).toBe('A quiet week of SAT practice');
    expect(nudge!.textBody).toContain('Sam did not practice this past week.');

    clock.set(new Date('2026-12-14T01:00:00Z'));
    await bothRun();
    expect(await digestsTo(parent.email)).toHaveLength(1);

    await practise(student.email, [{ id: 'many-011', right: true, at: '2026-12-18T18:00:00Z' }]);
    clock.set(new Date('2026-12-21T01:00:00Z'));
    await bothRun();
    const mails = await digestsTo(parent.email);
    expect(mails.map((m) => m.subject)).toEqual([
      'A quiet week of SAT practice',
      "This week's practice: Sam",
    ]);

    // Quiet again: one nudge again, since practice resumed in between.
    clock.set(new Date('2026-12-28T01:00:00Z'));
    await bothRun();
    expect((await digestsTo(parent.email)).at(-1)!.subject).toBe('A quiet week of SAT practice');
  });

  it('the mailed opt-out link works signed out, at once; a forged one does not', async () => {
    const { parent } = await linkedFamily(one, database);
    await linkedSince(parent, '2026-12-01T12:00:00Z');
    clock.set(new Date('2027-01-04T01:00:00Z'));
    await bothRun();
    const [mail] = await digestsTo(parent.email);
    const link = new URL(/https?:\/\/\S+digest-opt-out\S+/.exec(mail!.textBody)![0]);
    const values = { parent: link.searchParams.get('parent'), sig: link.searchParams.get('sig') };

    const forged = await jsonCall(one, 'POST', '/api/family/digest/opt-out', {
      ...values,
      sig: 'A'.repeat(43),
    });
    expect(forged.statusCode).toBe(400);
    const res = await jsonCall(two, 'POST', '/api/family/digest/opt-out', values);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'You will no longer receive the weekly digest.' });

    clock.set(new Date('2027-01-11T01:00:00Z'));
    await bothRun();
    expect(await digestsTo(parent.email)).toHaveLength(1);
  });
  it("names a listed date's deadline for a child with no test day ahead", async () => {
    const { student, parent } = await linkedFamily(
      one,
      database,
      await signUpVerified(one, database, { firstname: 'Lea' }),
    );
    await database.db
      .insert(satDates)
      .values({ testDate: '2027-03-13', registrationDeadline: '2027-01-26' });
    await practise(student.email, [{ id: 'many-001', right: true, at: '2027-01-14T20:00:00Z' }]);
    clock.set(new Date('2027-01-18T01:00:00Z')); // Sunday, January 17, 7 PM in Dallas
    await bothRun();
    const [mail] = await digestsTo(parent.email);
    expect(mail!.textBody).toContain(
      'Next SAT, no test date set: Sat, Mar 13, 2027: register by Tue, Jan 26',
    );
  });

  it('no quiet-week nudge for a child who shared during the week: it waits for a whole week', async () => {
    const { parent } = await linkedFamily(one, database);
    // Shared on Sunday, January 31, at 2 PM in Dallas: that week was not followed.
    await linkedSince(parent, '2027-01-31T20:00:00Z');
    clock.set(new Date('2027-02-01T01:00:00Z'));
    await bothRun();
    expect(await digestsTo(parent.email)).toHaveLength(0);
    // The first whole week followed, still without practice: the nudge comes then.
    clock.set(new Date('2027-02-08T01:00:00Z'));
    await bothRun();
    const mails = await digestsTo(parent.email);
    expect(mails.map((m) => m.subject)).toEqual(['A quiet week of SAT practice']);
    expect(mails[0]!.textBody).toContain('Sam did not practice this past week.');
  });
});
