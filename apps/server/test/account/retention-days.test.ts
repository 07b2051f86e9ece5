// The warning names the day an unused account goes; the run deletes it on that Dallas day, at
// whatever hour the night's run starts and across a change of the clocks, not a day later.
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { mailOutbox, users } from '../../src/db/schema/index.ts';
import { testConfig } from '../helpers/test-app.ts';
import { createTestDatabase } from '../helpers/test-database.ts';

const database = await createTestDatabase();
const db = database.db;
let now = new Date();
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
const retentionRun = async (at: Date) => {
  now = at;
  return (await app.scheduledJobs.runDue()).filter((run) => run.startsWith('retention:'));
};

let n = 0;
async function unused(name: string, lastActive: Date) {
  const [row] = await db
    .insert(users)
    .values({
      email: `${name.toLowerCase()}.${n++}@example.com`,
      firstname: name,
      lastname: 'Idle',
      createdAt: new Date(lastActive.getTime() - 100 * DAY),
      lastActiveAt: lastActive,
    })
    .returning();
  return row!;
}
const mailsTo = async (email: string) =>
  (await db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email))).map(
    (m) => m.textBody,
  );
const exists = async (id: string) =>
  (await db.select({ id: users.id }).from(users).where(eq(users.id, id))).length === 1;

describe('the day an unused account is deleted', () => {
  it('is the day the warning named, across the start of daylight saving time', async () => {
    // Warned on Saturday, February 20, 2027, 4:00 AM CST; the clocks go forward on March 14.
    const warnedAt = new Date('2027-02-20T10:00:30Z');
    const ida = await unused('Ida', new Date(warnedAt.getTime() - 1070 * DAY));
    expect(await retentionRun(warnedAt)).toEqual(['retention:2027-02-20']);
    expect((await mailsTo(ida.email))[0]).toContain('on Mon, Mar 22, 2027');

    // That Monday's run, a few seconds after 4:00 AM CDT (09:00 UTC, an hour earlier than 10:00).
    expect(await retentionRun(new Date('2027-03-22T09:00:10Z'))).toEqual(['retention:2027-03-22']);
    expect(await exists(ida.id)).toBe(false);
    expect((await mailsTo(ida.email))[1]).toContain('so we deleted it on Mon, Mar 22, 2027');
  });

  it('is the day the warning named when that night ran late', async () => {
    // Every instance was down at 4 AM: the warning went at 11:00 PM on Sunday, May 2, 2027.
    const warnedAt = new Date('2027-05-03T04:00:00Z');
    const jo = await unused('Jo', new Date(warnedAt.getTime() - 1070 * DAY));
    expect(await retentionRun(warnedAt)).toEqual(['retention:2027-05-02']);
    expect((await mailsTo(jo.email))[0]).toContain('on Tue, Jun 1, 2027');

    expect(await retentionRun(new Date('2027-06-01T09:00:10Z'))).toEqual(['retention:2027-06-01']);
    expect(await exists(jo.id)).toBe(false);
    expect((await mailsTo(jo.email))[1]).toContain('so we deleted it on Tue, Jun 1, 2027');
  });
});
