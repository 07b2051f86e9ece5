// "At most N mails of kind K to address A per window", decided from the outbox itself.
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox } from '../../src/db/schema/index.ts';
import { enqueueCappedMail, type CappedMailKind } from '../../src/features/mail/caps.ts';
import { buildTestApp, uniqueEmail } from '../helpers/test-app.ts';

const { database } = await buildTestApp();
const { db } = database;

const mail = (to: string, kind: CappedMailKind = 'reset-password') => ({
  to,
  kind,
  subject: 'Reset your password',
  text: 'A link',
});

const queuedTo = async (to: string, kind: CappedMailKind) =>
  (
    await db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, kind), eq(sql`lower(${mailOutbox.toAddress})`, to)))
  ).length;

describe('enqueueCappedMail', () => {
  it('queues 3 password-reset mails an hour to one address, in any case, then nothing', async () => {
    const to = uniqueEmail('reset');
    const queued = [];
    for (const address of [to, to.toUpperCase(), to, ` ${to}`.trim(), to]) {
      queued.push(await enqueueCappedMail(db, mail(address)));
    }
    expect(queued).toEqual([true, true, true, false, false]);
    expect(await queuedTo(to, 'reset-password')).toBe(3);

    // Another address, or another kind of mail to the same one, has a cap of its own.
    expect(await enqueueCappedMail(db, mail(uniqueEmail('other')))).toBe(true);
    expect(await enqueueCappedMail(db, mail(to, 'verify-email'))).toBe(true);
  });

  it('forgets mails older than the window', async () => {
    const to = uniqueEmail('verify');
    for (let i = 0; i < 3; i++) await enqueueCappedMail(db, mail(to, 'verify-email'));
    expect(await enqueueCappedMail(db, mail(to, 'verify-email'))).toBe(false);
    await db
      .update(mailOutbox)
      .set({ createdAt: new Date(Date.now() - 61 * 60_000) })
      .where(eq(mailOutbox.toAddress, to));
    expect(await enqueueCappedMail(db, mail(to, 'verify-email'))).toBe(true);
  });

  it('holds when many requests for one address race (several instances on PostgreSQL)', async () => {
    const to = uniqueEmail('race');
    const queued = await Promise.all(
      Array.from({ length: 8 }, () => enqueueCappedMail(db, mail(to))),
    );
    expect(queued.filter(Boolean)).toHaveLength(3);
    expect(await queuedTo(to, 'reset-password')).toBe(3);
  });

  it('inside a transaction, queues with it or not at all', async () => {
    const to = uniqueEmail('rollback');
    await expect(
      db.transaction(async (tx) => {
        expect(await enqueueCappedMail(tx as never, mail(to))).toBe(true);
        throw new Error('the change the mail reports failed');
      }),
    ).rejects.toThrow('failed');
    expect(await queuedTo(to, 'reset-password')).toBe(0);
  });
});
