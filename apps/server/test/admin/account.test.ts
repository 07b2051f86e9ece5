// The privacy policy's written requests, done by an administrator (decision 052): the same
// export and deletion as the owner's, for any account, staff included.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/index.ts';
import { createAccountCommands } from '../../src/admin/account-commands.ts';
import { AdminError } from '../../src/admin/commands.ts';
import { mailsTo } from '../payments/helpers.ts';
import { bookings, tutorTestApp } from '../tutor/tutor-helpers.ts';

const { database, config, userWith } = await tutorTestApp();
const db = database.db;
const accounts = createAccountCommands(db, config);
const { booking, hoursAhead } = bookings(db);
const exists = async (id: string) =>
  (await db.select({ id: users.id }).from(users).where(eq(users.id, id))).length === 1;

describe('npm run admin -- account', () => {
  it('exports an account as its owner would download it', async () => {
    const student = await userWith('student', { firstname: 'Noa' });
    let text = '';
    for await (const piece of await accounts.exportAccount(
      student.email.toUpperCase(),
      new Date(),
    )) {
      text += piece;
    }
    expect(JSON.parse(text).account).toMatchObject({ email: student.email, firstname: 'Noa' });
    await expect(accounts.exportAccount('nobody@example.com', new Date())).rejects.toThrow(
      'No user with email nobody@example.com',
    );
  });

  it('deletes a staff account once the address is repeated, and mails its owner', async () => {
    const tutor = await userWith('tutor', { firstname: 'Tom' });
    await expect(accounts.deleteAccount(tutor.email, undefined, new Date())).rejects.toThrow(
      AdminError,
    );
    await expect(
      accounts.deleteAccount(tutor.email, 'other@example.com', new Date()),
    ).rejects.toThrow(`repeat the address: --confirm ${tutor.email}`);
    expect(await exists(tutor.id)).toBe(true);
    expect(await accounts.deleteAccount(tutor.email, ` ${tutor.email} `, new Date())).toEqual({
      email: tutor.email,
      role: 'tutor',
    });
    expect(await exists(tutor.id)).toBe(false);
    expect((await mailsTo(db, tutor.email, 'account-deleted')).length).toBe(1);
  });

  it('waits for the sessions ahead to be cancelled', async () => {
    const student = await userWith('student');
    await booking([hoursAhead(600)], { userId: student.id });
    await expect(accounts.deleteAccount(student.email, student.email, new Date())).rejects.toThrow(
      'has 1 tutor session(s) booked ahead',
    );
    expect(await exists(student.id)).toBe(true);
  });
});
