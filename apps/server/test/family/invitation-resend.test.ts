// Sending again to an address the student already invited is a resend: one pending invitation
// per child and address (in any letter case), whose newest mailed link alone works.
import { familyMessages, type FamilyAccess } from '@academy/shared/family';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { familyInvitations, mailOutbox, users } from '../../src/db/schema/index.ts';
import { hashAccountToken, newAccountToken } from '../../src/features/auth/account-token.ts';
import { buildTestApp, jsonCall, signUp, uniqueEmail } from '../helpers/test-app.ts';
import { signUpVerified } from '../helpers/verification.ts';
import { accept, invite, linkedFamily, mailedInviteToken } from './helpers.ts';

const { app, database } = await buildTestApp();

type Account = Awaited<ReturnType<typeof signUp>>;

const access = async (student: Account) =>
  (
    await jsonCall(app, 'GET', '/api/profile/family-access', undefined, student.cookie)
  ).json() as FamilyAccess[];
const withdraw = (student: Account, id: string) =>
  jsonCall(app, 'DELETE', `/api/profile/family-access/${id}`, {}, student.cookie);
/** What the invitation page is told of a link: the child's first name, or why not. */
const preview = async (token: string) => {
  const res = await jsonCall(app, 'POST', '/api/family/invitations/preview', { token });
  return res.statusCode === 200 ? res.json().childFirstname : res.json().message;
};
/** Sends to `email` and answers the link mailed. */
const sendTo = async (student: Account, email: string) => {
  const res = await invite(app, student.cookie, email);
  expect(res.statusCode, res.body).toBe(201);
  expect(res.json()).toEqual({ message: familyMessages.invited });
  return mailedInviteToken(database, email);
};
const childId = async (student: Account) =>
  (await database.db.select().from(users).where(eq(users.email, student.email)))[0]!.id;
/** The child's invitations neither accepted nor withdrawn, expired or not. */
const openRows = async (student: Account) =>
  database.db
    .select()
    .from(familyInvitations)
    .where(
      and(
        eq(familyInvitations.childId, await childId(student)),
        isNull(familyInvitations.acceptedAt),
        isNull(familyInvitations.revokedAt),
      ),
    );

describe('sending again to an invited address', () => {
  it('leaves one entry whose newest link alone previews and is accepted, once', async () => {
    const student = await signUpVerified(app, database, { firstname: 'Sam' });
    const email = uniqueEmail('parent');
    const first = await sendTo(student, email);
    const [entry] = await access(student);
    const second = await sendTo(student, email.toUpperCase());

    // The same entry, mailed again (to the address as typed the last time).
    expect(await access(student)).toEqual([
      expect.objectContaining({ id: entry!.id, email: email.toUpperCase(), status: 'invited' }),
    ]);
    expect(await openRows(student)).toHaveLength(1);
    expect(await preview(first)).toBe(familyMessages.tokenInvalid);
    expect(await preview(second)).toBe('Sam');

    const parent = await signUp(app, { email, firstname: 'Pat' });
    expect((await accept(app, parent.cookie, first)).json().message).toBe(
      familyMessages.tokenInvalid,
    );
    expect((await accept(app, parent.cookie, second)).statusCode).toBe(200);
    expect((await accept(app, parent.cookie, second)).json().message).toBe(
      familyMessages.tokenUsed,
    );
    expect((await accept(app, parent.cookie, first)).json().message).toBe(
      familyMessages.tokenInvalid,
    );
    expect(await access(student)).toMatchObject([{ id: entry!.id, status: 'active' }]);
    const accepted = await database.db
      .select()
      .from(familyInvitations)
      .where(eq(familyInvitations.childId, await childId(student)));
    expect(accepted.map((row) => row.acceptedAt !== null)).toEqual([true]);
  });

  it('withdrawing the one entry leaves no working link', async () => {
    const student = await signUpVerified(app, database);
    const email = uniqueEmail('parent');
    const first = await sendTo(student, email);
    const second = await sendTo(student, email);
    const list = await access(student);
    expect(list).toHaveLength(1);
    expect((await withdraw(student, list[0]!.id)).statusCode).toBe(200);

    expect(await access(student)).toEqual([]);
    expect(await preview(first)).toBe(familyMessages.tokenInvalid);
    expect(await preview(second)).toBe(familyMessages.tokenRevoked);
    const parent = await signUp(app, { email });
    expect((await accept(app, parent.cookie, second)).json().message).toBe(
      familyMessages.tokenRevoked,
    );
  });

  it('counts against the address’s daily cap: over it nothing changes', async () => {
    const student = await signUpVerified(app, database, { firstname: 'Sam' });
    const email = uniqueEmail('parent');
    await sendTo(student, email);
    await sendTo(student, email.toUpperCase());
    const third = await sendTo(student, email);
    const over = await invite(app, student.cookie, email.toUpperCase());
    expect(over.statusCode).toBe(429);

    // The link mailed last still works, and no fourth mail went.
    expect(await preview(third)).toBe('Sam');
    expect(await access(student)).toHaveLength(1);
    const mails = await database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, 'family-invite'));
    expect(mails.filter((m) => m.toAddress.toLowerCase() === email)).toHaveLength(3);
  });

  it('two sends at once still leave one entry and one working link', async () => {
    const student = await signUpVerified(app, database, { firstname: 'Sam' });
    const email = uniqueEmail('parent');
    const sent = await Promise.all(
      [email, email.toUpperCase()].map((to) => invite(app, student.cookie, to)),
    );
    expect(sent.map((res) => res.statusCode)).toEqual([201, 201]);
    const tokens = await Promise.all(
      [email, email.toUpperCase()].map((to) => mailedInviteToken(database, to)),
    );
    const previews = await Promise.all(tokens.map(preview));
    expect(previews.filter((p) => p === 'Sam')).toHaveLength(1);
    expect(await access(student)).toHaveLength(1);
  });

  it('renews an expired invitation: its entry is back, with the new link', async () => {
    const student = await signUpVerified(app, database, { firstname: 'Sam' });
    const email = uniqueEmail('parent');
    await sendTo(student, email);
    await database.db
      .update(familyInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(familyInvitations.email, email));
    expect(await access(student)).toEqual([]);

    const fresh = await sendTo(student, email);
    expect(await access(student)).toMatchObject([{ status: 'invited' }]);
    expect(await openRows(student)).toHaveLength(1);
    expect(await preview(fresh)).toBe('Sam');
  });

  it('is per student: another student’s invitation to the address is theirs', async () => {
    const [sam, kim] = [
      await signUpVerified(app, database, { firstname: 'Sam' }),
      await signUpVerified(app, database, { firstname: 'Kim' }),
    ];
    const email = uniqueEmail('parent');
    const fromSam = await sendTo(sam, email);
    const fromKim = await sendTo(kim, email);
    expect([await preview(fromSam), await preview(fromKim)]).toEqual(['Sam', 'Kim']);
    expect([(await access(sam)).length, (await access(kim)).length]).toEqual([1, 1]);
  });

  // It went through: the parent was mailed "… invites you to follow their SAT practice", asking
  // them to accept what they had, and the student's list showed them twice, invited and active.
  it('to a parent already linked, is refused and mails nothing: they follow already', async () => {
    const { student, parent } = await linkedFamily(app, database);
    const res = await invite(app, student.cookie, parent.email.toUpperCase());
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ param: 'email', msg: familyMessages.alreadyFollowing }]);
    const invites = await database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, parent.email), eq(mailOutbox.kind, 'family-invite')));
    expect(invites).toHaveLength(1);
    expect(await access(student)).toMatchObject([{ status: 'active' }]);
  });
});

describe('one pending invitation per child and address, in the database', () => {
  /** A second pending invitation of `student` to `email`, written past the service. */
  async function duplicate(student: Account, email: string) {
    await database.db.insert(familyInvitations).values({
      tokenHash: hashAccountToken(newAccountToken()),
      childId: await childId(student),
      email,
      expiresAt: new Date(Date.now() + 60 * 60_000),
    });
  }

  it('refuses a second one, in any letter case', async () => {
    const student = await signUpVerified(app, database);
    const email = uniqueEmail('parent');
    await sendTo(student, email);
    await expect(duplicate(student, email.toUpperCase())).rejects.toThrow();
    expect(await openRows(student)).toHaveLength(1);
  });

  // Migration 0047 withdraws the twins the earlier code left, the newest kept, then adds the
  // index: run here over twins written while the index is away.
  it('migration 0047 keeps the newest of twins pending, the others withdrawn', async () => {
    const migration = readFileSync(
      resolve(
        import.meta.dirname,
        '../../src/db/migrations/0047_pending_invitation_per_address.sql',
      ),
      'utf8',
    );
    const student = await signUpVerified(app, database);
    const email = uniqueEmail('parent');
    await sendTo(student, email);
    await database.db.execute(sql`drop index family_invitations_pending_key`);
    await duplicate(student, email);
    const [newest] = await database.db
      .select({ id: familyInvitations.id })
      .from(familyInvitations)
      .where(eq(familyInvitations.childId, await childId(student)))
      .orderBy(desc(familyInvitations.createdAt), desc(familyInvitations.id))
      .limit(1);
    for (const statement of migration.split('--> statement-breakpoint')) {
      await database.db.execute(sql.raw(statement));
    }
    expect((await openRows(student)).map((row) => row.id)).toEqual([newest!.id]);
    await expect(duplicate(student, email)).rejects.toThrow();
  });
});
