import { verificationMessages } from '@academy/shared/verification-messages';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountTokens, mailOutbox } from '../../src/db/schema/index.ts';
import { mailsTo } from '../payments/helpers.ts';
import { buildTestApp, jsonCall, signUp } from '../helpers/test-app.ts';
import { mailedVerificationToken } from '../helpers/verification.ts';

// "Resend" over the hourly cap of verification mails (3): the signed-in owner of the address is
// told no link went out and when one can, instead of a success for a mail that never comes.
const { app, database } = await buildTestApp();
const { db } = database;

const MINUTE = 60_000;
const resend = (cookie: string) =>
  jsonCall(app, 'POST', '/api/auth/resend-verification', {}, cookie);
const verifyEmail = (token: string) => jsonCall(app, 'POST', '/api/auth/verify-email', { token });

/** Moves the mails already queued to `email` back by these many minutes each, oldest first. */
async function agoMinutes(email: string, minutes: number[]) {
  const mails = await db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, email), eq(mailOutbox.kind, 'verify-email')))
    .orderBy(asc(mailOutbox.createdAt));
  for (const [i, mail] of mails.entries()) {
    await db
      .update(mailOutbox)
      .set({ createdAt: new Date(Date.now() - minutes[i]! * MINUTE) })
      .where(eq(mailOutbox.id, mail.id));
  }
}

describe('POST /api/auth/resend-verification over the hourly cap', () => {
  it('answers 429 with the wait counted from the oldest link of the hour, and sends nothing', async () => {
    const { email, cookie } = await signUp(app);
    expect((await resend(cookie)).statusCode).toBe(200);
    expect((await resend(cookie)).statusCode).toBe(200);
    // The sign-up's link 45 minutes ago: the hour frees a link in 15 minutes.
    await agoMinutes(email, [45, 20, 5]);
    const newest = await mailedVerificationToken(database, email);
    const tokensBefore = await db.select().from(accountTokens);

    const refused = await resend(cookie);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      message:
        'We sent you 3 verification links in the last hour. Use the newest one in your inbox, ' +
        'or try again in 15 minutes.',
    });
    expect(refused.json().message).toBe(verificationMessages.resendLimited(3, 15 * 60));
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);

    // Still enforced: nothing queued, no link replaced, and the newest one still verifies.
    expect(await mailsTo(db, email, 'verify-email')).toHaveLength(3);
    expect(await db.select().from(accountTokens)).toEqual(tokensBefore);
    expect((await resend(cookie)).statusCode).toBe(429);
    expect((await verifyEmail(newest)).statusCode).toBe(200);
  });

  it('says one minute when the oldest link of the hour is about to leave it', async () => {
    const { email, cookie } = await signUp(app);
    await resend(cookie);
    await resend(cookie);
    await agoMinutes(email, [59.9, 30, 1]);
    const refused = await resend(cookie);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/or try again in 1 minute\.$/);
  });

  it('sends again once the oldest link of the hour has left it', async () => {
    const { email, cookie } = await signUp(app);
    await resend(cookie);
    await resend(cookie);
    await agoMinutes(email, [61, 30, 1]);
    const res = await resend(cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: verificationMessages.sent, emailVerified: false });
    expect(await mailsTo(db, email, 'verify-email')).toHaveLength(4);
  });
});
