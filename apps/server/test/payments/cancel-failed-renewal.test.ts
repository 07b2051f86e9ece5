import { describe, expect, it } from 'vitest';
import { buildTestApp, jsonCall } from '../helpers/test-app.ts';
import { signUpVerified } from '../helpers/verification.ts';
import {
  billingHistory,
  current,
  DAY_MS,
  expectCanceledMailEnding,
  mailsTo,
  payLocally,
  saveLocalCard,
  renewLocally,
} from './helpers.ts';

const { app, database } = await buildTestApp({ PAST_DUE_GRACE_DAYS: '3' });

describe('canceling a plan whose renewal failed (local provider)', () => {
  it('calls the unpaid renewal off, so a card saved later pays nothing, and ends with the grace', async () => {
    const { cookie, email } = await signUpVerified(app, database);
    await payLocally(app, cookie, 'Monthly');
    const renewal = await renewLocally(app, cookie, 'failed');
    expect(renewal.statusCode).toBe(200);
    const failed = await current(app, cookie);
    expect(failed.subscriptionStatus).toBe('past_due');
    const [due] = await billingHistory(app, cookie);
    const dueReceipt = new URL(due.receiptUrl).pathname;

    const canceled = await jsonCall(app, 'POST', '/api/payments/cancel-subscription', {}, cookie);
    expect(canceled.statusCode).toBe(200);
    expect(canceled.json().data).toMatchObject({
      cancelAtPeriodEnd: true,
      currentPeriodEnd: failed.graceEndsAt,
    });

    // The card saved afterwards pays nothing: no renewal receipt, no paid renewal line.
    expect((await saveLocalCard(app, cookie)).statusCode).toBe(303);
    expect(await mailsTo(database.db, email, 'plan-renewal')).toHaveLength(0);
    const history = await billingHistory(app, cookie);
    expect(history.map((line: { status: string }) => line.status)).toEqual(['paid']);
    // Nor is the voided renewal's page a receipt of money taken.
    const voided = await app.inject({ method: 'GET', url: dueReceipt, headers: { cookie } });
    expect(voided.statusCode).toBe(404);
    const after = await current(app, cookie);
    expect(after).toMatchObject({ cancelAtPeriodEnd: true, currentPeriodEnd: failed.graceEndsAt });
    expect(new Date(after.currentPeriodEnd).getTime() - Date.now()).toBeLessThan(3.1 * DAY_MS);

    // Resuming would give the unpaid month for nothing.
    const resumed = await jsonCall(app, 'POST', '/api/payments/resume-subscription', {}, cookie);
    expect(resumed.statusCode).toBe(409);
  });

  it("mails the grace's end as the last day, the day the API and the plan page give", async () => {
    const { cookie, email } = await signUpVerified(app, database);
    await payLocally(app, cookie, 'Monthly');
    const paid = await current(app, cookie);
    await renewLocally(app, cookie, 'failed');
    const failed = await current(app, cookie);

    const canceled = await jsonCall(app, 'POST', '/api/payments/cancel-subscription', {}, cookie);
    const shown = await current(app, cookie);
    expect(canceled.json().data.currentPeriodEnd).toBe(failed.graceEndsAt);
    expect(shown).toMatchObject({ currentPeriodEnd: failed.graceEndsAt, cancelAtPeriodEnd: true });

    // Neither the month the failed renewal was for nor the one paid before it.
    await expectCanceledMailEnding(database.db, email, failed.graceEndsAt, paid.currentPeriodEnd);
  });
});
