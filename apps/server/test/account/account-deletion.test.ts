// The deletion of the owner's account (decision 052): proven by the password (an account made
// with Google confirms with Google: google-proof.test.ts), refused for staff and while a tutor session is ahead;
// everything in the account goes, the records the law requires stay.
import { accountDataMessages } from '@academy/shared/account-data';
import { authMessages } from '@academy/shared/auth';
import { ERROR_CODES } from '@academy/shared/errors';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  answers,
  evaluationSubmissions,
  familyLinks,
  mailOutbox,
  studyGoals,
  tutorBookings,
  users,
} from '../../src/db/schema/index.ts';
import { linkedFamily } from '../family/helpers.ts';
import { jsonCall, signUp, VALID_PASSWORD } from '../helpers/test-app.ts';
import { answer } from '../practice/practice-helpers.ts';
import { mailsTo } from '../payments/helpers.ts';
import { bookings, tutorTestApp } from '../tutor/tutor-helpers.ts';

const { app, database, userWith, evaluationOf } = await tutorTestApp();
const db = database.db;
const { booking, hoursAhead } = bookings(db);

const deleteAccount = (cookie: string | undefined, body: unknown) =>
  jsonCall(app, 'DELETE', '/api/account', body, cookie);
const idOf = async (email: string) =>
  (await db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]?.id;
const countWhere = async (table: typeof answers | typeof studyGoals, userId: string) =>
  (
    await db
      .select({ n: sql<number>`count(*)::int` })
      .from(table)
      .where(eq(table.userId, userId))
  )[0]!.n;

describe('DELETE /api/account', () => {
  it('asks for the password, refuses a wrong one, then deletes everything in the account', async () => {
    const { student, parent } = await linkedFamily(app, database);
    const studentId = (await idOf(student.email))!;
    await answer(app, student.cookie, 'test-linear-001', true);
    await db.insert(studyGoals).values({ userId: studentId, targetScore: 1200, testDate: null });
    await evaluationOf({ id: studentId, email: student.email });
    // The student proved the address is theirs, so what was sent from it is theirs too.
    await db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, studentId));
    // A public evaluation sent from the same address before the account existed.
    await db.insert(evaluationSubmissions).values({
      email: student.email.toUpperCase(),
      kind: 'math',
      evaluationVersion: 'test',
      answers: { q1: 'A' },
    });
    const past = await booking([hoursAhead(-300)], { userId: studentId });

    const missing = await deleteAccount(student.cookie, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      message: accountDataMessages.passwordRequired,
      errors: [{ param: 'password', msg: accountDataMessages.passwordRequired }],
    });
    const wrong = await deleteAccount(student.cookie, { password: 'Wrong1Horse' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual([
      { param: 'password', msg: accountDataMessages.passwordIncorrect },
    ]);
    expect(await idOf(student.email)).toBe(studentId);

    const res = await deleteAccount(student.cookie, { password: VALID_PASSWORD });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: accountDataMessages.deleted });
    // The browser forgets its session cookie; the session itself is gone.
    expect(String(res.headers['set-cookie'])).toMatch(
      /academy_session=;.*Expires=Thu, 01 Jan 1970/,
    );
    expect((await jsonCall(app, 'GET', '/api/profile', undefined, student.cookie)).statusCode).toBe(
      401,
    );
    const signIn = await jsonCall(app, 'POST', '/api/auth/login', {
      email: student.email,
      password: VALID_PASSWORD,
    });
    // As for any address without an account.
    expect(signIn.statusCode).toBe(400);
    expect(signIn.json().message).toBe(authMessages.invalidCredentials);

    expect(await idOf(student.email)).toBeUndefined();
    expect(await countWhere(answers, studentId)).toBe(0);
    expect(await countWhere(studyGoals, studentId)).toBe(0);
    const submissions = await db
      .select()
      .from(evaluationSubmissions)
      .where(sql`lower(${evaluationSubmissions.email}) = ${student.email.toLowerCase()}`);
    expect(submissions).toEqual([]);
    expect(await db.select().from(familyLinks).where(eq(familyLinks.childId, studentId))).toEqual(
      [],
    );
    // The booking is a record the law keeps, without the account.
    const [kept] = await db.select().from(tutorBookings).where(eq(tutorBookings.id, past.id));
    expect(kept).toMatchObject({ userId: null, fullName: 'Casey Contact' });

    // Of the mail to the address, only the last one is left: what happened, and what stays.
    const left = await db
      .select()
      .from(mailOutbox)
      .where(sql`lower(${mailOutbox.toAddress}) = ${student.email.toLowerCase()}`);
    expect(left.map((m) => m.kind)).toEqual(['account-deleted']);
    expect(left[0]!.subject).toBe('Your account was deleted');
    expect(left[0]!.textBody).toContain('As you asked, we deleted your');
    expect(left[0]!.textBody).toContain('payments and tutor session bookings for 7 years');
    expect(left[0]!.textBody).toContain('If you did not ask for this');

    const [told] = await mailsTo(db, parent.email, 'family-member-left');
    expect(told!.subject).toBe('Sam deleted their account');
    expect(told!.textBody).toContain('Sam Lovelace deleted their');
    const family = await jsonCall(app, 'GET', '/api/family/children', undefined, parent.cookie);
    expect(family.json()).toEqual([]);

    // The address is free for a new account.
    await expect(signUp(app, { email: student.email })).resolves.toBeDefined();
  });

  it('takes nothing of an address it never proved: its owner may be someone else', async () => {
    const owner = `Owner.${Date.now().toString(36)}@example.com`;
    await db.insert(evaluationSubmissions).values({
      email: owner,
      kind: 'math',
      evaluationVersion: 'test',
      answers: { q1: 'A' },
    });
    await db.insert(mailOutbox).values({
      toAddress: owner,
      subject: 'Your SAT Math evaluation',
      textBody: 'Your answers',
      kind: 'evaluation-receipt',
    });
    // Someone else signs up with the owner's address and does not verify it.
    const { cookie } = await signUp(app, { email: owner.toLowerCase() });
    const exported = await jsonCall(app, 'GET', '/api/account/export', undefined, cookie);
    expect(exported.statusCode, exported.body).toBe(200);
    expect(JSON.parse(exported.body).evaluations).toEqual([]);

    const res = await deleteAccount(cookie, { password: VALID_PASSWORD });
    expect(res.statusCode, res.body).toBe(200);
    const kept = await db
      .select()
      .from(evaluationSubmissions)
      .where(sql`lower(${evaluationSubmissions.email}) = ${owner.toLowerCase()}`);
    expect(kept).toHaveLength(1);
    const mail = await db
      .select({ kind: mailOutbox.kind })
      .from(mailOutbox)
      .where(sql`lower(${mailOutbox.toAddress}) = ${owner.toLowerCase()}`);
    expect(mail.map((m) => m.kind)).toContain('evaluation-receipt');
  });

  it('waits until the tutor sessions ahead are over or cancelled', async () => {
    const student = await userWith('student');
    const ahead = await booking([hoursAhead(400), hoursAhead(424)], { userId: student.id });
    const res = await deleteAccount(student.cookie, { password: VALID_PASSWORD });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(accountDataMessages.sessionsAhead(2));
    expect(accountDataMessages.sessionsAhead(1)).toBe(
      'You have a tutor session booked ahead. Cancel it on your Sessions page, or delete your account once it is over.',
    );
    await db.execute(
      sql`update booking_sessions set status = 'cancelled' where booking_id = ${ahead.id}`,
    );
    const after = await deleteAccount(student.cookie, { password: VALID_PASSWORD });
    expect(after.statusCode, after.body).toBe(200);
  });

  it('leaves staff accounts to an administrator', async () => {
    const tutor = await userWith('tutor');
    const res = await deleteAccount(tutor.cookie, { password: VALID_PASSWORD });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      message: accountDataMessages.staffAccount,
      code: ERROR_CODES.roleRequired,
    });
    expect(await idOf(tutor.email)).toBe(tutor.id);
  });

  it('counts wrong passwords with the sign-in failures of the address', async () => {
    const account = await signUp(app);
    for (let i = 0; i < 5; i++) {
      expect((await deleteAccount(account.cookie, { password: `Wrong${i}Horse` })).statusCode).toBe(
        400,
      );
    }
    const locked = await deleteAccount(account.cookie, { password: VALID_PASSWORD });
    expect(locked.statusCode).toBe(429);
    expect(await idOf(account.email)).toBeDefined();
    const signIn = await jsonCall(app, 'POST', '/api/auth/login', {
      email: account.email,
      password: VALID_PASSWORD,
    });
    expect(signIn.statusCode).toBe(429);
  });

  it('refuses bad bodies with the field, and answers 401 signed out', async () => {
    const account = await signUp(app);
    const long = await deleteAccount(account.cookie, { password: 'x'.repeat(1025) });
    expect(long.json().errors).toEqual([
      { param: 'password', msg: accountDataMessages.passwordIncorrect },
    ]);
    const typed = await deleteAccount(account.cookie, { password: 42 });
    expect(typed.statusCode).toBe(400);
    expect(typed.json().errors[0].param).toBe('password');
    expect((await deleteAccount(undefined, { password: VALID_PASSWORD })).statusCode).toBe(401);
    expect(await idOf(account.email)).toBeDefined();
  });
});
