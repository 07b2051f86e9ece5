import { formatUsd, planById } from '@academy/shared/plans';
import { planChangeMessages } from '@academy/shared/plan-changes';
import { describe, expect, it } from 'vitest';
import { buildTestApp, jsonCall } from '../helpers/test-app.ts';
import { signUpVerified } from '../helpers/verification.ts';
import {
  billingHistory,
  changePlan,
  current,
  DAY_MS,
  mailsTo,
  payLocally,
  profileTier,
  saveLocalCard,
  timeTravel,
  renewLocally,
} from './helpers.ts';

const { app, database } = await buildTestApp();
const { travelTo } = timeTravel(database.db);
const price = (tier: string) => planById(tier)!.priceCents;
const renew = (cookie: string, outcome: 'paid' | 'failed') => renewLocally(app, cookie, outcome);

async function subscriber(tier: string) {
  const account = await signUpVerified(app, database);
  await payLocally(app, account.cookie, tier);
  return account;
}

describe('change plan (local provider)', () => {
  it('previews an upgrade with the unused time credited, then charges it and restarts the period', async () => {
    const { cookie, email } = await subscriber('Monthly');
    const preview = await changePlan(app, cookie, 'Yearly');
    expect(preview.statusCode).toBe(200);
    const { data } = preview.json();
    expect(data.applied).toBe(false);
    expect(data.preview).toMatchObject({ subscriptionTier: 'Yearly', direction: 'upgrade' });
    // Almost the whole month is unused: credited in full, to the cent or so.
    const due = data.preview.amountDueTodayCents;
    expect(due).toBeGreaterThanOrEqual(price('Yearly') - price('Monthly'));
    expect(due).toBeLessThanOrEqual(price('Yearly') - price('Monthly') + 2);
    expect((await current(app, cookie)).subscriptionTier).toBe('Monthly');

    const done = await changePlan(app, cookie, 'Yearly', true);
    expect(done.statusCode).toBe(200);
    expect(done.json().data).toMatchObject({
      applied: true,
      message: 'Your plan has been changed',
    });
    const now = await current(app, cookie);
    expect(now).toMatchObject({
      subscriptionTier: 'Yearly',
      kind: 'recurring',
      scheduledTier: null,
    });
    const days = (new Date(now.currentPeriodEnd).getTime() - Date.now()) / DAY_MS;
    expect(days).toBeGreaterThan(360);
    expect((await profileTier(app, cookie)).subscriptionTier).toBe('Yearly');

    const history = await billingHistory(app, cookie);
    expect(history.map((i: { amountCents: number }) => i.amountCents)).toEqual([
      due,
      price('Monthly'),
    ]);
    expect(history[0]).toMatchObject({ status: 'paid', currency: 'USD' });
    // Told in writing, once.
    const [told] = await mailsTo(database.db, email, 'plan-changed');
    expect(told!.subject).toBe('Your plan is now Yearly');
    expect(told!.textBody).toContain('Your plan changed from Monthly to Yearly today.');
    expect(told!.textBody).toContain(`the difference, ${formatUsd(due)}, charged to your card;`);
    expect(told!.textBody).toContain(`\nAmount charged: ${formatUsd(due)}\n`);
    expect(await mailsTo(database.db, email, 'plan-changed')).toHaveLength(1);
  });

  it('charges once when the change is confirmed twice at the same moment (a double click)', async () => {
    const { cookie } = await subscriber('Quarterly');
    const answers = await Promise.all([1, 2, 3].map(() => changePlan(app, cookie, 'Yearly', true)));
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    for (const refused of answers.filter((a) => a.statusCode !== 200)) {
      expect([400, 409]).toContain(refused.statusCode);
      expect([
        'That is already your plan',
        'Your plan is already being changed. Reload the page in a moment to see it',
      ]).toContain(refused.json().message);
    }
    const history = await billingHistory(app, cookie);
    expect(history).toHaveLength(2);
    expect((await current(app, cookie)).subscriptionTier).toBe('Yearly');
    // The plan is free for the next change once this one ended.
    const back = await changePlan(app, cookie, 'Monthly', true);
    expect(back.statusCode, back.body).toBe(200);
  });

  it('schedules a downgrade for the period end, which the renewal then applies', async () => {
    const { cookie, email } = await subscriber('Yearly');
    const before = await current(app, cookie);
    const res = await changePlan(app, cookie, 'Monthly', true);
    expect(res.json().data.preview).toMatchObject({
      direction: 'downgrade',
      amountDueTodayCents: 0,
      nextAmountCents: price('Monthly'),
      nextPaymentOn: before.currentPeriodEnd,
    });
    expect(await current(app, cookie)).toMatchObject({
      subscriptionTier: 'Yearly',
      scheduledTier: 'Monthly',
      currentPeriodEnd: before.currentPeriodEnd,
    });
    const [scheduled] = await mailsTo(database.db, email, 'plan-change-scheduled');
    expect(scheduled!.subject).toBe('Your plan changes to Monthly on renewal');
    expect(scheduled!.textBody).toContain('Nothing is charged today.');
    expect((await renew(cookie, 'paid')).statusCode).toBe(200);
    expect(await current(app, cookie)).toMatchObject({
      subscriptionTier: 'Monthly',
      scheduledTier: null,
    });
    expect((await billingHistory(app, cookie))[0]).toMatchObject({
      amountCents: price('Monthly'),
      status: 'paid',
    });
    // The renewal that applied it is a receipt, not a change of plan.
    expect(await mailsTo(database.db, email, 'plan-changed')).toEqual([]);
    expect(await mailsTo(database.db, email, 'plan-renewal')).toHaveLength(1);
  });

  it('a plan canceled after a downgrade is shown ending, not changing; a resume brings it back', async () => {
    const { cookie, email } = await subscriber('Yearly');
    expect((await changePlan(app, cookie, 'Monthly', true)).statusCode).toBe(200);
    await jsonCall(app, 'POST', '/api/payments/cancel-subscription', {}, cookie);
    expect(await current(app, cookie)).toMatchObject({
      subscriptionTier: 'Yearly',
      cancelAtPeriodEnd: true,
      scheduledTier: null,
    });
    await jsonCall(app, 'POST', '/api/payments/resume-subscription', {}, cookie);
    expect(await current(app, cookie)).toMatchObject({
      cancelAtPeriodEnd: false,
      scheduledTier: 'Monthly',
    });
    // The mail says the plan chosen before the cancel comes back with it, and its price.
    const [resumed] = await mailsTo(database.db, email, 'plan-resumed');
    expect(resumed!.textBody).toContain('as Monthly, the plan chosen before,');
    expect(resumed!.textBody).toContain(`$${(price('Monthly') / 100).toFixed(2)} is charged`);
  });

  it('refuses what is not a change of a running plan', async () => {
    const { cookie } = await subscriber('Quarterly');
    expect((await changePlan(app, cookie, 'Quarterly')).statusCode).toBe(400);
    // The plan runs: what is refused is the pass it was to become.
    const toPass = await changePlan(app, cookie, 'OneTimeYear');
    expect(toPass.statusCode).toBe(400);
    expect(toPass.json().errors).toEqual([
      { param: 'subscriptionTier', msg: planChangeMessages.recurringTargetOnly },
    ]);
    expect((await changePlan(app, cookie, 'Yearly', 'yes' as unknown as boolean)).statusCode).toBe(
      400,
    );
    const pass = await subscriber('OneTimeMonth');
    expect((await changePlan(app, pass.cookie, 'Monthly')).statusCode).toBe(409);
    const guest = await signUpVerified(app, database);
    expect((await changePlan(app, guest.cookie, 'Monthly')).statusCode).toBe(409);
    expect((await changePlan(app, undefined as unknown as string, 'Monthly')).statusCode).toBe(401);
  });
});

describe('resume (local provider)', () => {
  it('undoes a scheduled cancellation until the period ends, and says so by mail', async () => {
    const { cookie, email } = await subscriber('Monthly');
    await jsonCall(app, 'POST', '/api/payments/cancel-subscription', {}, cookie);
    expect((await current(app, cookie)).cancelAtPeriodEnd).toBe(true);
    expect((await changePlan(app, cookie, 'Yearly')).statusCode).toBe(409);

    const res = await jsonCall(app, 'POST', '/api/payments/resume-subscription', {}, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      subscriptionTier: 'Monthly',
      cancelAtPeriodEnd: false,
      message: 'Your subscription will renew as before',
    });
    const again = await jsonCall(app, 'POST', '/api/payments/resume-subscription', {}, cookie);
    expect(again.statusCode).toBe(409);
    // The cancel's mail said no more charges: this one says they start again.
    const mails = await mailsTo(database.db, email, 'plan-resumed');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Your Monthly plan will renew again');
    expect(mails[0]!.textBody).toContain('Nothing is charged today.');
  });
});

describe('history, receipts and the card (local provider)', () => {
  it('links each payment to our receipt, with the academy name and address, its owner only', async () => {
    const { cookie, email } = await subscriber('Quarterly');
    const [item] = await billingHistory(app, cookie);
    expect(item).toMatchObject({ description: 'Quarterly plan', amountCents: price('Quarterly') });
    const path = new URL(item.receiptUrl).pathname;
    const receipt = await app.inject({ method: 'GET', url: path, headers: { cookie } });
    expect(receipt.statusCode).toBe(200);
    expect(receipt.body).toContain('Summit Prep Academy');
    expect(receipt.body).toContain('2200 Ross Avenue, Suite 410');
    expect(receipt.body).toContain('Dallas, TX 75201');
    expect(receipt.body).toContain(`$${(price('Quarterly') / 100).toFixed(2)} USD`);
    expect(receipt.body).toContain(email);
    // Their own plan: no "For:" line.
    expect(receipt.body).not.toContain('For:');
    const stranger = await signUpVerified(app, database);
    const other = await app.inject({
      method: 'GET',
      url: path,
      headers: { cookie: stranger.cookie },
    });
    expect(other.statusCode).toBe(404);
    // Opened without a session (a kept link, an ended session): a page saying what to do, not
    // the API's bare JSON.
    for (const url of [path, '/api/payments/local-card']) {
      const signedOut = await app.inject({ method: 'GET', url });
      expect(signedOut.statusCode).toBe(401);
      expect(signedOut.headers['content-type']).toMatch(/^text\/html/);
      expect(signedOut.body).toContain('Sign in to see this page');
      expect(signedOut.body).not.toContain('Receipt number');
    }
  });

  it('a failed renewal keeps access for the grace period, then Guest; a saved card pays it', async () => {
    const { cookie, email, user } = await subscriber('Monthly');
    const before = await current(app, cookie);
    await travelTo(user._id, before.currentPeriodEnd, DAY_MS / 2);
    expect((await renew(cookie, 'failed')).statusCode).toBe(200);
    const pastDue = await current(app, cookie);
    expect(pastDue).toMatchObject({ subscriptionTier: 'Monthly', subscriptionStatus: 'past_due' });
    const graceDays = (new Date(pastDue.graceEndsAt).getTime() - Date.now()) / DAY_MS;
    expect(graceDays).toBeGreaterThan(6.9);
    expect(graceDays).toBeLessThanOrEqual(7);
    expect((await billingHistory(app, cookie))[0]).toMatchObject({ status: 'failed' });
    expect(await mailsTo(database.db, email, 'plan-payment-failed')).toHaveLength(1);
    // Decision 037, rule 4: the card first; said as such, not "Only a running ... can be changed".
    const change = await changePlan(app, cookie, 'Yearly');
    expect(change.statusCode).toBe(409);
    expect(change.json().message).toBe(planChangeMessages.updateCardFirst);

    const portal = await jsonCall(app, 'POST', '/api/payments/portal', {}, cookie);
    expect(portal.json().data.url).toBe('http://localhost:3000/api/payments/local-card');
    const page = await app.inject({
      method: 'GET',
      url: '/api/payments/local-card',
      headers: { cookie },
    });
    expect(page.body).toContain('Your last renewal failed');

    // Not paid: access ends with the grace.
    await travelTo(user._id, pastDue.graceEndsAt, -60_000);
    expect((await profileTier(app, cookie)).subscriptionTier).toBe('Guest');
  });

  it('saving a card on the stand-in page pays the renewal still due', async () => {
    const { cookie, email } = await subscriber('Monthly');
    await renew(cookie, 'failed');
    const saved = await saveLocalCard(app, cookie);
    expect(saved.statusCode).toBe(303);
    expect(saved.headers.location).toBe('/subscription');
    expect(await current(app, cookie)).toMatchObject({
      subscriptionStatus: 'active',
      graceEndsAt: null,
    });
    expect((await billingHistory(app, cookie))[0]).toMatchObject({ status: 'paid' });
    // Its receipt, as a renewal paid on time has.
    const [receipt] = await mailsTo(database.db, email, 'plan-renewal');
    expect(receipt?.subject).toMatch(/renewed/);
  });

  it('a plan canceled after its renewal was charged ahead keeps the period it paid for', async () => {
    const { cookie } = await subscriber('Monthly');
    // Two renewals back to back: the second period paid starts a month from now.
    await renew(cookie, 'failed');
    await saveLocalCard(app, cookie);
    expect((await renew(cookie, 'paid')).statusCode).toBe(200);
    const renewed = await current(app, cookie);

    const cancel = await jsonCall(app, 'POST', '/api/payments/cancel-subscription', {}, cookie);
    expect(cancel.statusCode, cancel.body).toBe(200);
    // Canceled, it runs to the end of what was paid; it is not a plan that never started.
    expect(await current(app, cookie)).toMatchObject({
      subscriptionTier: 'Monthly',
      cancelAtPeriodEnd: true,
      currentPeriodEnd: renewed.currentPeriodEnd,
    });
    expect((await profileTier(app, cookie)).subscriptionTier).toBe('Monthly');
  });
});
