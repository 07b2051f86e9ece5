import { and, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { mailOutbox } from '../../src/db/schema/index.ts';
import { buildTestApp, jsonCall, signUp } from '../helpers/test-app.ts';
import { lastMail, resetTokenIn } from './account-mailbox.ts';

// Anyone can make the site mail any address through these calls: at most 3 of a kind an hour
// reach one inbox, and the caller's answer never says whether a mail went out. The one
// exception is "Resend" of a verification link: its caller is the signed-in owner of the
// address, who is told (verification-resend-limit.test.ts).
const { app, database } = await buildTestApp();
const db = database.db;

const mailsTo = async (to: string, kind: string) =>
  (
    await db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, to), eq(mailOutbox.kind, kind)))
  ).length;

describe('per-recipient caps on account mails', () => {
  it('sends at most 3 reset links an hour, and the last one sent keeps working', async () => {
    const { email } = await signUp(app);
    const answers = [];
    for (let i = 0; i < 5; i++) {
      const res = await jsonCall(app, 'POST', '/api/auth/forgot-password', { email });
      answers.push({ status: res.statusCode, body: res.body });
      // The link is issued just after the answer: let each request finish its work.
      if (i < 3)
        await vi.waitFor(async () => expect(await mailsTo(email, 'reset-password')).toBe(i + 1));
    }
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await mailsTo(email, 'reset-password')).toBe(3);

    const token = resetTokenIn((await lastMail(db, email, 'reset-password'))!.textBody);
    const reset = await jsonCall(app, 'POST', '/api/auth/reset-password', {
      token,
      password: 'Capped2Password',
    });
    expect(reset.statusCode).toBe(200);
  });

  it('sends at most 3 verification links an hour, counting the one of the sign-up', async () => {
    const { email, cookie } = await signUp(app);
    const answers = [];
    for (let i = 0; i < 4; i++) {
      const res = await jsonCall(app, 'POST', '/api/auth/resend-verification', {}, cookie);
      answers.push(res.statusCode);
    }
    expect(answers).toEqual([200, 200, 429, 429]);
    expect(await mailsTo(email, 'verify-email')).toBe(3);
  });

  it('tells the owner of a taken address at most 3 times an hour', async () => {
    const { email } = await signUp(app);
    for (let i = 0; i < 5; i++) {
      const res = await jsonCall(app, 'POST', '/api/auth/signup', {
        email,
        password: 'Another1Password',
        firstname: 'Someone',
        lastname: 'Else',
      });
      expect(res.statusCode).toBe(201);
    }
    expect(await mailsTo(email, 'signup-attempt')).toBe(3);
  });
});
