// The owner's copy of their data (decision 052): everything the account holds, as one JSON
// document, streamed; the answers a page at a time.
import { ACCOUNT_EXPORT_FORMAT } from '@academy/shared/account-data';
import { academyDay } from '@academy/shared/academy-day';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  answers,
  evaluationSubmissions,
  satScores,
  studyGoals,
  users,
} from '../../src/db/schema/index.ts';
import { answerPagesOf } from '../../src/features/account/learning-export-repository.ts';
import { linkedFamily } from '../family/helpers.ts';
import { jsonCall } from '../helpers/test-app.ts';
import { answer } from '../practice/practice-helpers.ts';
import { bookings, tutorTestApp } from '../tutor/tutor-helpers.ts';

const { app, database, userWith, evaluationOf } = await tutorTestApp();
const db = database.db;
const { booking, hoursAhead } = bookings(db);

const exportOf = (cookie: string | undefined) =>
  jsonCall(app, 'GET', '/api/account/export', undefined, cookie);
const idOf = async (email: string) =>
  (await db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]?.id;

describe('GET /api/account/export', () => {
  it('downloads everything the account holds, as an attachment, never stored', async () => {
    const { student, parent } = await linkedFamily(app, database);
    const studentId = (await idOf(student.email))!;
    await answer(app, student.cookie, 'test-linear-001', true);
    await answer(app, student.cookie, 'test-system-002', false);
    await db
      .insert(studyGoals)
      .values({ userId: studentId, targetScore: 1350, testDate: '2027-03-13' });
    await db.insert(satScores).values({
      userId: studentId,
      testDate: '2026-10-03',
      math: 640,
      readingWriting: 610,
      practiceEstimate: { math: null, readingWriting: null },
    });
    await evaluationOf({ id: studentId, email: student.email });
    await booking([hoursAhead(-200)], { userId: studentId });

    const res = await exportOf(student.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="academy-data-${academyDay(new Date())}.json"`,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    const data = res.json();
    expect(data.format).toBe(ACCOUNT_EXPORT_FORMAT);
    expect(data.account).toMatchObject({
      email: student.email,
      firstname: 'Sam',
      role: 'student',
      hasPassword: true,
      signsInWithGoogle: false,
    });
    expect(data.practice.answers.map((a: { questionId: string }) => a.questionId)).toEqual([
      'test-linear-001',
      'test-system-002',
    ]);
    expect(data.goal).toMatchObject({ targetScore: 1350, testDate: '2027-03-13' });
    expect(data.officialScores).toEqual([
      expect.objectContaining({ testDate: '2026-10-03', math: 640, readingWriting: 610 }),
    ]);
    expect(data.family.links).toEqual([
      expect.objectContaining({
        role: 'child of',
        person: { name: 'Pat Lovelace', email: parent.email },
      }),
    ]);
    expect(data.family.invitationsSent).toHaveLength(1);
    expect(data.evaluations).toHaveLength(1);
    expect(data.tutoring.bookings).toEqual([
      expect.objectContaining({
        sessionCount: 1,
        sessions: [expect.objectContaining({ status: 'booked' })],
      }),
    ]);
    expect(data.signedInDevices.length).toBeGreaterThan(0);
    expect(res.body).not.toMatch(/\$argon2|password_?hash|token_?hash|google_?sub/i);

    // The parent's copy names the child, not the child's practice.
    const theirs = (await exportOf(parent.cookie)).json();
    expect(theirs.family.links).toEqual([
      expect.objectContaining({
        role: 'parent of',
        person: { name: 'Sam Lovelace', email: student.email },
      }),
    ]);
    expect(theirs.practice.answers).toEqual([]);
  });

  it("holds an evaluation's time on each section, as the section timer measured it", async () => {
    const student = await userWith('student');
    const sitting = await evaluationOf(student);
    await db
      .update(evaluationSubmissions)
      .set({ sectionSeconds: [912, 1_044] })
      .where(eq(evaluationSubmissions.id, sitting.id));

    const [evaluation] = (await exportOf(student.cookie)).json().evaluations;
    expect(evaluation).toMatchObject({ kind: 'math', sectionSeconds: [912, 1_044] });
  });

  it('answers 401 signed out', async () => {
    expect((await exportOf(undefined)).statusCode).toBe(401);
  });

  it('streams every answer once, in order, across pages, answers of one instant included', async () => {
    const student = await userWith('student');
    // Seven answers, three of them at one microsecond: pages of two split that instant.
    const times = ['2026-11-01T10:00:00.000001Z', '2026-11-01T10:00:00.000002Z'];
    const at = (n: number) => new Date(Date.parse('2026-11-01T09:00:00Z') + n * 60_000);
    const ids = ['test-linear-001', 'test-linear-002', 'test-system-001', 'test-system-002'];
    await db.execute(sql`
      insert into answers (user_id, question_id, answer, is_correct, is_first_attempt, answered_at)
      select ${student.id}::uuid, q, 'A', false, false, t::timestamptz
      from unnest(
        array[${sql.join(
          [...ids, ids[0]!, ids[1]!, ids[2]!].map((q) => sql`${q}`),
          sql`, `,
        )}]::text[],
        array[${sql.join(
          [
            at(0).toISOString(),
            times[0]!,
            times[0]!,
            times[0]!,
            times[1]!,
            at(200).toISOString(),
            at(300).toISOString(),
          ].map((t) => sql`${t}`),
          sql`, `,
        )}]::text[]
      ) as v(q, t)`);
    const expected = await db
      .select({ questionId: answers.questionId, answeredAt: answers.answeredAt })
      .from(answers)
      .where(eq(answers.userId, student.id))
      .orderBy(answers.answeredAt, answers.id);
    const streamed: { questionId: string }[] = [];
    for await (const page of answerPagesOf(db, student.id, 2)) {
      expect(page.length).toBeLessThanOrEqual(2);
      streamed.push(...page);
    }
    expect(streamed).toHaveLength(7);
    expect(streamed.map((r) => r.questionId)).toEqual(expected.map((r) => r.questionId));

    // The download carries them all, as one JSON document.
    const res = await exportOf(student.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.json().practice.answers).toHaveLength(7);
  });
});
