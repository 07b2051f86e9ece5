import { paymentErrors, subscriptionMessages } from '@academy/shared/payments';
import { describe, expect, it } from 'vitest';
import { buildTestApp, jsonCall } from '../helpers/test-app.ts';
import { signUpVerified } from '../helpers/verification.ts';
import {
  DAY_MS,
  billingHistory,
  mailsTo,
  current,
  payLocally,
  postForm,
  profileTier,
  requestCheckout,
  startCheckout,
  timeTravel,
  verify,
} from './helpers.ts';

// Decision 045: a subscription bought during a pass starts, and is first charged, when the pass
// ends.
const { app, database } = await buildTestApp();
const { travelTo } = timeTravel(database.db);
const sessionIdOf = (url: string) => new URL(url).pathname.split('/').pop()!;

async function passHolder(tier = 'OneTimeMonth') {
  const buyer = await signUpVerified(app, database);
  await payLocally(app, buyer.cookie, tier);
  const pass = await current(app, buyer.cookie);
  return { ...buyer, passEnd: pass.currentPeriodEnd as string };
}

describe('a subscription bought during a pass', () => {
  it('waits for the pass, is listed as upcoming, then takes over when the pass ends', async () => {
    const buyer = await passHolder();
    const url = await startCheckout(app, buyer.cookie, 'Yearly');
    const page = await app.inject({ method: 'GET', url: new URL(url).pathname });
    const pay = /action="([^"]+\/pay)"/.exec(page.body)![1]!;
    await postForm(app, pay);

    // The checkout says nothing is charged today, and the history records nothing charged.
    expect(page.body).toContain('Start subscription');
    expect(page.body).toContain('Total due today</td><td data-testid="amount">$0.00 USD');
    const verified = (await verify(app, buyer.cookie, sessionIdOf(url))).json().data;
    expect(verified).toMatchObject({
      subscriptionTier: 'Yearly',
      subscriptionStatus: 'scheduled',
      startsOn: buyer.passEnd,
      paid: true,
    });
    const during = await current(app, buyer.cookie);
    expect(during).toMatchObject({
      subscriptionTier: 'OneTimeMonth',
      kind: 'oneTime',
      currentPeriodEnd: buyer.passEnd,
      upcomingPlan: { tier: 'Yearly', startsAt: buyer.passEnd },
    });
    expect((await profileTier(app, buyer.cookie)).subscriptionTier).toBe('OneTimeMonth');
    const [planPayment] = await billingHistory(app, buyer.cookie);
    expect(planPayment).toMatchObject({ amountCents: 0, status: 'paid' });

    // One plan at a time: a second subscription, or another pass, is refused while it waits,
    // with what to do about one that has not started (cancel it: Change plan waits for its start).
    const second = await requestCheckout(app, buyer.cookie, 'Monthly');
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(paymentErrors.upcomingPlanBlocksPlan);
    const pass = await requestCheckout(app, buyer.cookie, 'OneTimeMonth');
    expect(pass.statusCode).toBe(409);
    expect(pass.json().message).toBe(paymentErrors.upcomingPlanBlocksPass);

    // An hour after the pass's end, the plan runs: a year from that end.
    const stored = await travelTo(buyer.user._id, buyer.passEnd, -3_600_000);
    const after = await current(app, buyer.cookie);
    expect(after).toMatchObject({
      subscriptionTier: 'Yearly',
      kind: 'recurring',
      cancelAtPeriodEnd: false,
      upcomingPlan: null,
    });
    const yearLater = new Date(stored(buyer.passEnd)).getTime() + 365 * DAY_MS;
    expect(Math.abs(new Date(after.currentPeriodEnd).getTime() - yearLater)).toBeLessThan(
      2 * DAY_MS,
    );
    expect((await profileTier(app, buyer.cookie)).subscriptionTier).toBe('Yearly');
  });

  it('can be canceled before it starts, and then never starts', async () => {
    const buyer = await passHolder();
    await payLocally(app, buyer.cookie, 'Monthly');
    expect((await current(app, buyer.cookie)).upcomingPlan).toMatchObject({ tier: 'Monthly' });

    const canceled = await jsonCall(
      app,
      'POST',
      '/api/payments/cancel-subscription',
      {},
      buyer.cookie,
    );
    expect(canceled.statusCode).toBe(200);
    expect(canceled.json().data).toMatchObject({
      subscriptionTier: 'OneTimeMonth',
      kind: 'oneTime',
      upcomingPlan: null,
      message: subscriptionMessages.canceledBeforeStart,
    });
    // Told in writing, as the purchase was: it will not start and nothing is charged.
    const [mail] = await mailsTo(database.db, buyer.email, 'plan-canceled');
    expect(mail?.subject).toBe('Your Monthly plan will not start');
    expect(mail?.textBody).toContain('it will not start, and nothing is charged to your card.');
    expect(mail?.textBody).toContain('Was to start:');

    await travelTo(buyer.user._id, buyer.passEnd, -3_600_000);
    expect(await current(app, buyer.cookie)).toMatchObject({
      subscriptionTier: 'Guest',
      upcomingPlan: null,
    });
    // Nothing runs any more: a subscription now starts at once.
    await startCheckout(app, buyer.cookie, 'Monthly');
  });

  it('is refused while the pass has less than two days left', async () => {
    const buyer = await passHolder();
    await travelTo(buyer.user._id, buyer.passEnd, DAY_MS);
    const res = await requestCheckout(app, buyer.cookie, 'Quarterly');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(paymentErrors.passEndsSoon);
    // A pass still chains after it, as before.
    await startCheckout(app, buyer.cookie, 'OneTimeMonth');
  });
});
