// The customer's mails about their plan, through the local checkout's Pay page and the plan
// page's cancel: each queued once, in the change's transaction, with the facts of the purchase.
import { DEFAULT_ACADEMY_CONTACT } from '@academy/shared/academy';
import { findBritishSpelling } from '@academy/shared/us-spelling';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildTestApp, jsonCall } from '../helpers/test-app.ts';
import { fakeDateAt } from '../helpers/test-database.ts';
import { signUpVerified } from '../helpers/verification.ts';
import { mailsTo, postForm, startCheckout, verify } from './helpers.ts';

const { app, database } = await buildTestApp();
const db = database.db;

afterEach(() => {
  vi.useRealTimers();
});

/** Opens a checkout, pays it on the local page, and verifies it as the success page does. */
async function buy(cookie: string, tier: string, more: Record<string, unknown> = {}) {
  const path = new URL(await startCheckout(app, cookie, tier, more)).pathname;
  expect((await postForm(app, `${path}/pay`)).statusCode).toBe(303);
  const sessionId = path.split('/').pop()!;
  expect((await verify(app, cookie, sessionId)).statusCode).toBe(200);
  return { path, sessionId };
}

const cancel = (cookie: string) =>
  jsonCall(app, 'POST', '/api/payments/cancel-subscription', {}, cookie);

describe('purchase confirmation (local checkout)', () => {
  it('a Monthly plan: one mail, with price, start and renewal in Dallas time', async () => {
    fakeDateAt('2027-03-31T04:30:00Z'); // Tue Mar 30, 23:30 in Dallas
    const { cookie, email } = await signUpVerified(app, database);
    const { path, sessionId } = await buy(cookie, 'Monthly');
    // The Pay page's back button and a second verify apply nothing twice.
    await postForm(app, `${path}/pay`);
    await verify(app, cookie, sessionId);

    const mails = await mailsTo(db, email);
    expect(mails.map((m) => m.kind)).toEqual(['plan-purchase']);
    const [mail] = mails;
    expect(mail!.subject).toBe('Payment received: your Monthly plan is active');
    expect(mail!.replyTo).toBe(DEFAULT_ACADEMY_CONTACT.email);
    const lines = mail!.textBody.split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'Dear Ada,',
        'Plan: Monthly',
        'Amount charged: $10.49',
        'Paid on: March 30, 2027 at 11:30 PM CDT',
        'Access starts: March 30, 2027 at 11:30 PM CDT',
        'Renews on: April 30, 2027 at 11:30 PM CDT',
        'Your plan page: http://localhost:3000/subscription',
        `Questions? Call ${DEFAULT_ACADEMY_CONTACT.phone} or reply to this email.`,
      ]),
    );
    expect(mail!.textBody).toContain('It renews automatically every month for $10.49');
    // The HTML part says the same, with the plan page as a link.
    expect(mail!.htmlBody).toContain(
      '<tr><th align="left">Renews on</th><td>April 30, 2027 at 11:30 PM CDT</td></tr>',
    );
    expect(mail!.htmlBody).toContain(
      '<a href="http://localhost:3000/subscription">http://localhost:3000/subscription</a>',
    );
  });

  it('a pass, in the time zone the buyer sent: it does not renew', async () => {
    fakeDateAt('2027-03-31T08:30:00Z'); // Tue Mar 30, 22:30 in Honolulu
    const { cookie, email } = await signUpVerified(app, database);
    await buy(cookie, 'OneTimeMonth', { timeZone: 'Pacific/Honolulu' });
    const [mail, ...more] = await mailsTo(db, email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('Payment received: your One-Time Month plan is active');
    expect(mail!.textBody).toContain(
      'Plan: One-Time Month\nAmount charged: $14.99\n' +
        'Paid on: March 30, 2027 at 10:30 PM HST\n' +
        'Access starts: March 30, 2027 at 10:30 PM HST\n' +
        'Access ends: April 30, 2027 at 10:30 PM HST\n',
    );
    expect(mail!.textBody).toContain('It is a one-time payment: it does not renew');
    expect(mail!.htmlBody).toContain('<th align="left">Access ends</th>');
  });

  it('a pass bought over running access says it starts when that access ends', async () => {
    fakeDateAt('2027-03-31T04:30:00Z');
    const { cookie, email } = await signUpVerified(app, database);
    await buy(cookie, 'OneTimeMonth');
    fakeDateAt('2027-04-02T15:00:00Z'); // within the session's idle week
    await buy(cookie, 'OneTimeQuarter');
    const mails = await mailsTo(db, email, 'plan-purchase');
    expect(mails).toHaveLength(2);
    const chained = mails.find((m) => m.textBody.includes('One-Time Quarter'))!;
    expect(chained.subject).toBe(
      'Payment received: your One-Time Quarter plan starts when your current access ends',
    );
    expect(chained.textBody).toContain(
      'You already have paid access until April 30, 2027 at 11:30 PM CDT, so your ' +
        'One-Time Quarter plan starts then: no paid day is lost.',
    );
    expect(chained.textBody).toContain(
      'Amount charged: $37.49\nPaid on: April 2, 2027 at 10:00 AM CDT\n' +
        'Access starts: April 30, 2027 at 11:30 PM CDT\n' +
        'Access ends: July 30, 2027 at 11:30 PM CDT\n',
    );
  });

  it('a name with markup or a line break is escaped and kept on one line', async () => {
    const { cookie, email } = await signUpVerified(app, database, {
      firstname: '<b>Ada</b>\r\nPlan: Yearly',
    });
    await buy(cookie, 'OneTimeMonth');
    const [mail] = await mailsTo(db, email);
    expect(mail!.textBody).toContain('Dear <b>Ada</b> Plan: Yearly,\n');
    expect(mail!.textBody.split('\n').filter((l) => l.startsWith('Plan:'))).toEqual([
      'Plan: One-Time Month',
    ]);
    expect(mail!.htmlBody).toContain('<p>Dear &lt;b&gt;Ada&lt;/b&gt; Plan: Yearly,</p>');
  });
});

describe('cancellation at period end (plan page)', () => {
  it('confirms once that the plan will not renew, and when access ends', async () => {
    fakeDateAt('2027-03-31T04:30:00Z');
    const { cookie, email } = await signUpVerified(app, database);
    await buy(cookie, 'Quarterly', { timeZone: 'America/New_York' });
    expect((await cancel(cookie)).statusCode).toBe(200);
    // Canceling again changes nothing, so says nothing.
    await cancel(cookie);

    const canceled = await mailsTo(db, email, 'plan-canceled');
    expect(canceled).toHaveLength(1);
    const [mail] = canceled;
    expect(mail!.subject).toBe('Your Quarterly plan will not renew');
    expect(mail!.replyTo).toBe(DEFAULT_ACADEMY_CONTACT.email);
    expect(mail!.textBody).toContain(
      'Your Quarterly plan has been canceled and will not renew: you will not be charged ' +
        'again. You keep full access until June 30, 2027 at 12:30 AM EDT.',
    );
    expect(mail!.textBody).toContain('Plan: Quarterly\nAccess ends: June 30, 2027 at 12:30 AM EDT');
    expect(mail!.htmlBody).toContain(
      '<tr><th align="left">Access ends</th><td>June 30, 2027 at 12:30 AM EDT</td></tr>',
    );
    expect(mail!.textBody).toContain('Your plan page: http://localhost:3000/subscription');
  });

  it('two tabs canceling at the same moment: one mail', async () => {
    const { cookie, email } = await signUpVerified(app, database);
    await buy(cookie, 'Monthly');
    const answers = await Promise.all([cancel(cookie), cancel(cookie), cancel(cookie)]);
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200]);
    expect(await mailsTo(db, email, 'plan-canceled')).toHaveLength(1);
  });
});

describe('wording', () => {
  it('every plan mail is in US spelling', async () => {
    const { cookie, email } = await signUpVerified(app, database);
    await buy(cookie, 'Yearly');
    await cancel(cookie);
    await buy(cookie, 'OneTimeMonth');
    const mails = await mailsTo(db, email);
    expect(mails.map((m) => m.kind)).toEqual(['plan-purchase', 'plan-canceled', 'plan-purchase']);
    for (const mail of mails) {
      expect(findBritishSpelling(`${mail.subject}\n${mail.textBody}`)).toBeUndefined();
    }
  });
});
