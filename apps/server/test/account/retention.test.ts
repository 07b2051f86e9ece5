// The nightly retention run (decision 052): what the privacy policy says is kept no longer than
// it says, and an account unused for three years is deleted a month after its owner was warned.
import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import {
  accountTokens,
  answerRequests,
  bookingSessions,
  checkoutSessions,
  evaluationSubmissions,
  mailOutbox,
  sessions,
  subscriptions,
  tutorBookings,
  users,
} from '../../src/db/schema/index.ts';
import { jsonCall, signUp, testConfig, VALID_PASSWORD } from '../helpers/test-app.ts';
import { createTestDatabase } from '../helpers/test-database.ts';

const database = await createTestDatabase();
const db = database.db;
const now = new Date('2026-12-03T10:30:00Z'); // Thursday, December 3, 4:30 AM in Dallas
const app = await buildApp({
  config: testConfig(),
  database,
  logger: false,
  clock: { now: () => now },
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(now.getTime() - days * DAY);
const retentionRuns = async () =>
  (await app.scheduledJobs.runDue()).filter((run) => run.startsWith('retention:'));

let n = 0;
async function account(
  name: string,
  {
    lastActive,
    warned,
    role = 'student',
  }: { lastActive: Date; warned?: Date; role?: 'student' | 'tutor' },
) {
  const [row] = await db
    .insert(users)
    .values({
      email: `${name.toLowerCase()}.${n++}@example.com`,
      firstname: name,
      lastname: 'Idle',
      role,
      createdAt: daysAgo(2000),
      lastActiveAt: lastActive,
      inactivityWarnedAt: warned ?? null,
    })
    .returning();
  return row!;
}

const mailsTo = (email: string) =>
  db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
const stillThere = async (ids: string[]) =>
  (await db.select({ id: users.id }).from(users).where(inArray(users.id, ids))).map((r) => r.id);

describe('retention', () => {
  it('warns unused accounts, deletes those warned a month ago, and spares the rest', async () => {
    const idle = await account('Ida', { lastActive: daysAgo(1070) });
    const recent = await account('Rae', { lastActive: daysAgo(100) });
    const gone = await account('Gus', { lastActive: daysAgo(1100), warned: daysAgo(31) });
    const justWarned = await account('Jo', { lastActive: daysAgo(1100), warned: daysAgo(10) });
    const cameBack = await account('Cy', { lastActive: daysAgo(10), warned: daysAgo(40) });
    const staff = await account('Tia', { lastActive: daysAgo(1200), role: 'tutor' });
    const payer = await account('Pia', { lastActive: daysAgo(1200), warned: daysAgo(60) });
    await db.insert(subscriptions).values({
      userId: payer.id,
      provider: 'local',
      kind: 'oneTime',
      tier: 'OneTimeYear',
      status: 'active',
      currentPeriodStart: daysAgo(10),
      currentPeriodEnd: new Date(now.getTime() + 300 * DAY),
    });
    const booked = await account('Bo', { lastActive: daysAgo(1200) });
    const [booking] = await db
      .insert(tutorBookings)
      .values({
        internalReference: 'TS-RETAIN1',
        userId: booked.id,
        contactInfo: 'bo@example.com',
        sessionType: 'online',
        sessionCount: 1,
        unitPriceCents: 5000,
        totalCents: 5000,
        status: 'paid',
      })
      .returning();
    await db.insert(bookingSessions).values({
      bookingId: booking!.id,
      startsAt: new Date(now.getTime() + 2 * DAY),
      endsAt: new Date(now.getTime() + 2 * DAY + 3_600_000),
      status: 'booked',
    });

    expect(await retentionRuns()).toEqual(['retention:2026-12-03']);

    // Ida: warned, with the day her account goes and how to keep it.
    const [warning] = await mailsTo(idle.email);
    expect(warning!.subject).toBe('Your account will be deleted unless you sign in');
    expect(warning!.textBody).toContain('on Sat, Jan 2, 2027');
    expect(warning!.textBody).toContain('http://localhost:3000/login');
    const [idleNow] = await db.select().from(users).where(eq(users.id, idle.id));
    expect(idleNow!.inactivityWarnedAt).toEqual(now);

    // Gus: deleted, and told so.
    const [goodbye] = await mailsTo(gone.email);
    expect(goodbye!.kind).toBe('account-deleted');
    expect(goodbye!.textBody).toContain('was not used for three years, so we deleted it on');
    expect(goodbye!.textBody).not.toContain('If you did not ask for this');

    expect(await stillThere([gone.id])).toEqual([]);
    const kept = [recent, justWarned, cameBack, staff, payer, booked];
    expect((await stillThere(kept.map((u) => u.id))).sort()).toEqual(kept.map((u) => u.id).sort());
    for (const spared of kept) expect(await mailsTo(spared.email), spared.firstname).toEqual([]);
    expect(
      (await db.select().from(users).where(eq(users.id, justWarned.id)))[0]!.inactivityWarnedAt,
    ).toEqual(daysAgo(10));

    // Once a night: a second check the same night runs nothing.
    expect(await retentionRuns()).toEqual([]);
  });

  it('keeps sessions, links, evaluations, mail copies and payment records no longer than they should be', async () => {
    const [owner] = await db
      .insert(users)
      .values({ email: 'keeper@example.com', firstname: 'Kay', lastname: 'Keeper' })
      .returning();
    const session = (tokenHash: string, expiresAt: Date, lastSeenAt: Date) => ({
      tokenHash,
      userId: owner!.id,
      expiresAt,
      lastSeenAt,
    });
    await db
      .insert(sessions)
      .values([
        session('expired', daysAgo(1), daysAgo(2)),
        session('idle', new Date(now.getTime() + 20 * DAY), daysAgo(8)),
        session('live', new Date(now.getTime() + 20 * DAY), daysAgo(1)),
      ]);
    const token = (tokenHash: string, expiresAt: Date, usedAt: Date | null) => ({
      tokenHash,
      userId: owner!.id,
      purpose: 'reset-password' as const,
      email: owner!.email,
      expiresAt,
      usedAt,
    });
    await db
      .insert(accountTokens)
      .values([
        token('old-link', daysAgo(8), null),
        token('old-used-link', daysAgo(8), daysAgo(8.5)),
        token('used-link', daysAgo(1), daysAgo(1.5)),
        token('open-link', new Date(now.getTime() + DAY), null),
      ]);
    const submission = (email: string, createdAt: Date) => ({
      email,
      createdAt,
      kind: 'math',
      evaluationVersion: 'test',
      answers: {},
    });
    await db
      .insert(evaluationSubmissions)
      .values([
        submission('old@example.com', daysAgo(732)),
        submission('new@example.com', daysAgo(700)),
      ]);
    const mail = (subject: string, createdAt: Date) => ({
      toAddress: 'reader@example.com',
      subject,
      textBody: 'Hello',
      kind: 'test',
      createdAt,
    });
    await db.insert(mailOutbox).values([mail('old', daysAgo(366)), mail('new', daysAgo(300))]);
    const answerRequest = (key: string, createdAt: Date) => ({
      userId: owner!.id,
      key,
      answerId: 1,
      createdAt,
    });
    const [oldKey, newKey] = [randomUUID(), randomUUID()];
    await db
      .insert(answerRequests)
      .values([answerRequest(oldKey, daysAgo(1.5)), answerRequest(newKey, daysAgo(0.5))]);
    const checkout = (id: string, createdAt: Date) => ({
      id,
      provider: 'local',
      purpose: 'plan',
      mode: 'payment',
      itemName: 'Monthly',
      unitAmountCents: 100,
      amountCents: 100,
      successUrl: 'http://localhost:3000/s',
      cancelUrl: 'http://localhost:3000/c',
      createdAt,
    });
    await db
      .insert(checkoutSessions)
      .values([checkout('cs_old', daysAgo(2558)), checkout('cs_new', daysAgo(2500))]);
    const bookingRow = (internalReference: string, createdAt: Date) => ({
      internalReference,
      contactInfo: 'old@example.com',
      sessionType: 'online',
      sessionCount: 1,
      unitPriceCents: 5000,
      totalCents: 5000,
      status: 'paid',
      createdAt,
    });
    await db
      .insert(tutorBookings)
      .values([bookingRow('TS-OLD0001', daysAgo(2558)), bookingRow('TS-NEW0001', daysAgo(2500))]);

    // The night's run is forgotten, so it runs again over these rows.
    await db.execute(sql`delete from scheduled_runs where job = 'retention'`);
    expect(await retentionRuns()).toEqual(['retention:2026-12-03']);

    expect(
      (await db.select().from(sessions).where(eq(sessions.userId, owner!.id))).map(
        (s) => s.tokenHash,
      ),
    ).toEqual(['live']);
    const links = await db.select().from(accountTokens).where(eq(accountTokens.userId, owner!.id));
    expect(links.map((t) => t.tokenHash).sort()).toEqual(['open-link', 'used-link']);
    const emails = (await db.select().from(evaluationSubmissions)).map((s) => s.email);
    expect(emails).toContain('new@example.com');
    expect(emails).not.toContain('old@example.com');
    expect(
      (
        await db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'reader@example.com'))
      ).map((m) => m.subject),
    ).toEqual(['new']);
    // A retried answer's key: a day.
    const keys = await db.select().from(answerRequests).where(eq(answerRequests.userId, owner!.id));
    expect(keys.map((k) => k.key)).toEqual([newKey]);
    const checkouts = (await db.select().from(checkoutSessions)).map((c) => c.id);
    expect(checkouts).toContain('cs_new');
    expect(checkouts).not.toContain('cs_old');
    const references = (await db.select().from(tutorBookings)).map((b) => b.internalReference);
    expect(references).toContain('TS-NEW0001');
    expect(references).not.toContain('TS-OLD0001');
  });

  it('counts a sign-in as use of the account', async () => {
    const { email, cookie } = await signUp(app);
    await db
      .update(users)
      .set({ lastActiveAt: daysAgo(900) })
      .where(eq(users.email, email));
    const res = await jsonCall(
      app,
      'POST',
      '/api/auth/login',
      { email, password: VALID_PASSWORD },
      cookie,
    );
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await db.select().from(users).where(eq(users.email, email));
    expect(Math.abs(row!.lastActiveAt.getTime() - Date.now())).toBeLessThan(60_000);
  });
});
