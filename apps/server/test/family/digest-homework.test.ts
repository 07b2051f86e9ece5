// The Sunday digest names the tutor's homework done in its week: a parent who reads only the
// digest learns it was done, whichever day of the week that was.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createAdminCommands } from '../../src/admin/commands.ts';
import { answers, homework } from '../../src/db/schema/index.ts';
import { FIXTURE_BANK } from '../helpers/fixture-bank.ts';
import { buildTestApp, jsonCall, signUp } from '../helpers/test-app.ts';
import { mailsTo } from '../payments/helpers.ts';
import { answer } from '../practice/practice-helpers.ts';
import { fixedClock } from '../review/review-helpers.ts';
import { linkedFamily } from './helpers.ts';

// Sunday, November 29, 7 PM in Dallas: the digest of November 22 6 PM to November 29 6 PM.
const clock = fixedClock(new Date('2026-11-30T01:00:00Z'));
const { app, database, config } = await buildTestApp(
  { PUBLIC_FORM_RATE_LIMIT_MAX: '1000000' },
  { bankRoot: FIXTURE_BANK, clock },
);
const db = database.db;

describe('the digest and homework', () => {
  it('lists homework done early in the week, as the tutor sees it', async () => {
    const { student, parent } = await linkedFamily(app, database);
    const tutor = await signUp(app, { firstname: 'Maya', lastname: 'Reyes' });
    await createAdminCommands(db, config).setRole(tutor.email, 'tutor');
    const set = await jsonCall(
      app,
      'POST',
      `/api/tutor/students/${student.user._id}/homework`,
      { subModuleId: 'algebra', conceptId: 'linear-equations-one-variable', questionCount: 3 },
      tutor.cookie,
    );
    expect(set.statusCode, set.body).toBe(201);
    for (const id of ['test-linear-001', 'test-linear-002', 'test-system-002'] as const) {
      await answer(app, student.cookie, id, true);
    }
    // Set on Monday morning and done by Monday noon, Dallas time.
    await db
      .update(homework)
      .set({ createdAt: new Date('2026-11-23T15:00:00Z') })
      .where(eq(homework.studentId, student.user._id));
    await db
      .update(answers)
      .set({ answeredAt: new Date('2026-11-23T18:00:00Z') })
      .where(eq(answers.userId, student.user._id));

    await app.scheduledJobs.runDue();
    const [digest] = await mailsTo(db, parent.email, 'family-digest');
    expect(digest?.textBody).toContain(
      'Homework from the tutor: Linear Equations in One Variable (Algebra): 3 of 3 questions · Done.',
    );
  });
});
