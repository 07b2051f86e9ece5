// Sharing progress (issue 38): a student invites a parent by email, the parent accepts through
// the mailed link, the student sees who has access and can take it back at once.
import { ERROR_CODES } from '@academy/shared/errors';
import { familyMessages, type FamilyAccess } from '@academy/shared/family';
import { verificationMessages } from '@academy/shared/verification-messages';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  answers,
  familyInvitations,
  mailOutbox,
  questions,
  users,
} from '../../src/db/schema/index.ts';
import { FIXTURE_BANK } from '../helpers/fixture-bank.ts';
import { signUpVerified, verifyEmailOf } from '../helpers/verification.ts';
import { buildTestApp, jsonCall, signUp, uniqueEmail } from '../helpers/test-app.ts';
import { moveToNewAddress } from '../auth/moved-address.ts';
import { accept, invite, linkedFamily, mailedInviteToken } from './helpers.ts';
import { endedShortSet } from '../tests/timed-tests-helpers.ts';

const { app, database } = await buildTestApp({}, { bankRoot: FIXTURE_BANK });

const get = (url: string, cookie: string) => jsonCall(app, 'GET', url, undefined, cookie);
const access = async (cookie: string) =>
  (await get('/api/profile/family-access', cookie)).json() as FamilyAccess[];
const mailKinds = async (to: string) =>
  (
    await database.db
      .select({ kind: mailOutbox.kind })
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, to))
  ).map((mail) => mail.kind);
const role = async (cookie: string) => (await get('/api/profile', cookie)).json().role as string;

describe('invite, accept, revoke', () => {
  it('the parent follows the mailed link, becomes a parent and sees the child; revoked, at once no more', async () => {
    const student = await signUpVerified(app, database, { firstname: 'Sam', lastname: 'Lee' });
    const parentEmail = uniqueEmail('parent');
    const sent = await invite(app, student.cookie, parentEmail);
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toEqual({ message: familyMessages.invited });

    const [stored] = await database.db
      .select()
      .from(familyInvitations)
      .where(eq(familyInvitations.email, parentEmail));
    const token = await mailedInviteToken(database, parentEmail);
    // Only a hash of the 128-bit token is kept.
    expect(Buffer.from(token, 'base64url')).toHaveLength(16);
    expect(stored!.tokenHash).not.toContain(token);
    expect(await access(student.cookie)).toMatchObject([
      { email: parentEmail, status: 'invited', name: null },
    ]);

    const preview = await jsonCall(app, 'POST', '/api/family/invitations/preview', { token });
    expect(preview.json()).toEqual({ childFirstname: 'Sam', email: parentEmail });

    const parent = await signUp(app, { email: parentEmail, firstname: 'Pat', lastname: 'Lee' });
    expect(await role(parent.cookie)).toBe('student');
    const accepted = await accept(app, parent.cookie, token);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({ message: familyMessages.accepted });
    expect(await role(parent.cookie)).toBe('parent');
    // The mailed link proved the address.
    expect((await get('/api/profile', parent.cookie)).json().emailVerified).toBe(true);

    const list = await access(student.cookie);
    expect(list).toMatchObject([{ email: parentEmail, status: 'active', name: 'Pat Lee' }]);
    // The child's finished timed tests show too.
    const attemptId = await endedShortSet(app, database, student.cookie);
    const children = (await get('/api/family/children', parent.cookie)).json();
    expect(children).toMatchObject([{ firstname: 'Sam', lastname: 'Lee', bookings: [] }]);
    expect(children[0].tests).toEqual([
      expect.objectContaining({ attemptId, name: 'Short set: Algebra', correct: 0 }),
    ]);
    const childId = children[0].id as string;
    const dashboard = await get(`/api/family/children/${childId}/dashboard`, parent.cookie);
    expect(dashboard.statusCode).toBe(200);
    // The short set's one answer counts among the child's answers.
    expect(dashboard.json().totals).toMatchObject({ answered: 1 });

    // The link works once.
    const again = await accept(app, parent.cookie, token);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(familyMessages.tokenUsed);

    const revoked = await jsonCall(
      app,
      'DELETE',
      `/api/profile/family-access/${list[0]!.id}`,
      {},
      student.cookie,
    );
    expect(revoked.json()).toEqual({ message: familyMessages.revoked });
    expect(await access(student.cookie)).toEqual([]);
    const refused = await get(`/api/family/children/${childId}/dashboard`, parent.cookie);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe(familyMessages.childNotLinked);
    expect((await get('/api/family/children', parent.cookie)).json()).toEqual([]);
  });

  it("the student sees a linked parent at the address the parent's account has now", async () => {
    const { student, parent } = await linkedFamily(app, database);
    const moved = await moveToNewAddress(app, database.db, parent.cookie);
    // Not the address invited, which is no longer theirs.
    expect(await access(student.cookie)).toMatchObject([{ email: moved, status: 'active' }]);
  });

  it('a parent signing up from the invitation is verified by it and mailed no verification link', async () => {
    const student = await signUpVerified(app, database, { firstname: 'Sam' });
    const parentEmail = uniqueEmail('parent');
    await invite(app, student.cookie, parentEmail);
    const token = await mailedInviteToken(database, parentEmail);
    const parent = await signUp(app, { email: parentEmail, invitation: token });
    expect(parent.user.emailVerified).toBe(true);
    expect(await mailKinds(parentEmail)).toEqual(['family-invite']);

    // Someone else's invitation, or a made-up one, proves nothing: the usual mail goes.
    const otherEmail = uniqueEmail('other');
    const other = await signUp(app, { email: otherEmail, invitation: token });
    const guessed = await signUp(app, { invitation: 'made-up' });
    expect([other.user.emailVerified, guessed.user.emailVerified]).toEqual([false, false]);
    expect(await mailKinds(otherEmail)).toEqual(['verify-email']);
    expect((await accept(app, parent.cookie, token)).statusCode).toBe(200);
  });

  it('a parent links several children; a withdrawn invitation cannot be accepted', async () => {
    const { parent } = await linkedFamily(app, database);
    const second = await signUpVerified(app, database, { firstname: 'Kim' });
    await invite(app, second.cookie, parent.email);
    await accept(app, parent.cookie, await mailedInviteToken(database, parent.email));
    const names = (await get('/api/family/children', parent.cookie))
      .json()
      .map((c: { firstname: string }) => c.firstname);
    expect(names).toEqual(['Sam', 'Kim']);

    const third = await signUpVerified(app, database);
    await invite(app, third.cookie, parent.email);
    const token = await mailedInviteToken(database, parent.email);
    const [pending] = await access(third.cookie);
    await jsonCall(app, 'DELETE', `/api/profile/family-access/${pending!.id}`, {}, third.cookie);
    const res = await accept(app, parent.cookie, token);
    expect(res.json().message).toBe(familyMessages.tokenRevoked);
  });

  it('another student cannot revoke or see the invitations of a student', async () => {
    const { student } = await linkedFamily(app, database);
    const [row] = await access(student.cookie);
    const other = await signUp(app);
    const res = await jsonCall(
      app,
      'DELETE',
      `/api/profile/family-access/${row!.id}`,
      {},
      other.cookie,
    );
    expect(res.statusCode).toBe(404);
    expect(await access(other.cookie)).toEqual([]);
    expect(await access(student.cookie)).toHaveLength(1);
  });
});

describe('a student never becomes a parent by themselves', () => {
  it('inviting their own address is refused', async () => {
    const student = await signUpVerified(app, database);
    const res = await invite(app, student.cookie, student.email.toUpperCase());
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ param: 'email', msg: familyMessages.ownAddress }]);
  });

  it('an unverified address cannot share: anyone may have signed up with it', async () => {
    const student = await signUp(app);
    const parentEmail = uniqueEmail('parent');
    const res = await invite(app, student.cookie, parentEmail);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      message: verificationMessages.requiredForSharing,
      code: ERROR_CODES.emailUnverified,
    });
    expect(await mailKinds(parentEmail)).toEqual([]);
    await verifyEmailOf(app, database, student.email);
    expect((await invite(app, student.cookie, parentEmail)).statusCode).toBe(201);
  });

  it('an invitation mailed to another address does not turn them parent', async () => {
    const student = await signUpVerified(app, database);
    const parentEmail = uniqueEmail('parent');
    await invite(app, student.cookie, parentEmail);
    const token = await mailedInviteToken(database, parentEmail);
    const squatter = await signUp(app);
    const res = await accept(app, squatter.cookie, token);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(familyMessages.otherAddress);
    expect(await role(squatter.cookie)).toBe('student');
  });

  it('a made-up or guessed token changes nothing', async () => {
    const student = await signUp(app);
    const res = await accept(app, student.cookie, 'AAAAAAAAAAAAAAAAAAAAAA');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(familyMessages.tokenInvalid);
    expect(await role(student.cookie)).toBe('student');
  });

  it('a student with practice of their own keeps their role and is not linked', async () => {
    const child = await signUpVerified(app, database);
    const parentEmail = uniqueEmail('parent');
    await invite(app, child.cookie, parentEmail);
    const token = await mailedInviteToken(database, parentEmail);
    const practising = await signUp(app, { email: parentEmail });
    const [question] = await database.db.select({ id: questions.id }).from(questions).limit(1);
    const [row] = await database.db.select().from(users).where(eq(users.email, parentEmail));
    await database.db.insert(answers).values({
      userId: row!.id,
      questionId: question!.id,
      answer: 'B',
      isCorrect: true,
      isFirstAttempt: true,
    });
    const res = await accept(app, practising.cookie, token);
    expect(res.statusCode).toBe(409);
    // The invited address is this very account's: signing up again with it cannot work, so the
    // way out is another address.
    expect(res.json().message).toBe(
      'This account has practice of its own, so it cannot become a parent account. ' +
        'Ask the student to invite another email address, and create your parent account with that one.',
    );
    expect(await role(practising.cookie)).toBe('student');
    expect(await access(child.cookie)).toMatchObject([{ status: 'invited' }]);
  });

  it('the profile call cannot set a role', async () => {
    const student = await signUp(app);
    await jsonCall(
      app,
      'PATCH',
      '/api/profile',
      { firstname: 'A', lastname: 'B', role: 'parent' },
      student.cookie,
    );
    expect(await role(student.cookie)).toBe('student');
  });
});
