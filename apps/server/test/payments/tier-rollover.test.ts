// Paid access that ends with no event (no webhook, no visit to the plan page): the next request
// of any kind sees what comes next, the pass chained after it or Guest (decision 008, rule 10).
import { describe, expect, it } from 'vitest';
import { FIXTURE_BANK } from '../helpers/fixture-bank.ts';
import { buildTestApp, jsonCall } from '../helpers/test-app.ts';
import { signUpVerified } from '../helpers/verification.ts';
import { answer } from '../practice/practice-helpers.ts';
import { current, postForm, profileTier, startCheckout, timeTravel } from './helpers.ts';

const { app, database } = await buildTestApp(
  { GUEST_FREE_QUESTIONS: '2' },
  { bankRoot: FIXTURE_BANK },
);

const buy = async (cookie: string, tier: string) =>
  postForm(app, `${new URL(await startCheckout(app, cookie, tier)).pathname}/pay`);
const cancelPlan = (cookie: string) =>
  jsonCall(app, 'POST', '/api/payments/cancel-subscription', {}, cookie);
const verifiedUser = async (cookie: string) =>
  (await jsonCall(app, 'GET', '/api/auth/verify', undefined, cookie)).json().user;
const random = (cookie: string) =>
  jsonCall(app, 'GET', '/api/questions/submodule/algebra/random', undefined, cookie);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const { travelTo } = timeTravel(database.db);

/** Monthly, cancelled, then a One-Time Month chained after it; the free trial used meanwhile. */
async function planThenPass() {
  const { cookie, user } = await signUpVerified(app, database);
  await buy(cookie, 'Monthly');
  expect((await cancelPlan(cookie)).statusCode).toBe(200);
  await buy(cookie, 'OneTimeMonth');
  for (const id of ['test-linear-001', 'test-system-001'] as const) {
    expect((await answer(app, cookie, id, true)).record.statusCode).toBe(200);
  }
  const plan = await current(app, cookie);
  expect(plan).toMatchObject({ subscriptionTier: 'Monthly', cancelAtPeriodEnd: true });
  const [pass] = plan.upcomingPasses;
  return { cookie, userId: user._id as string, planEnd: plan.currentPeriodEnd, pass };
}

describe('paid access that ends with no event', () => {
  it('a pass chained after a cancelled plan takes over when the plan ends', async () => {
    const { cookie, userId, planEnd, pass } = await planThenPass();
    const stored = await travelTo(userId, planEnd, -60_000);
    const passEnd = stored(pass.endsAt);

    // Nothing opened the plan page: sign-in check, profile and practice all see the pass.
    expect(await verifiedUser(cookie)).toMatchObject({
      subscriptionTier: 'OneTimeMonth',
      subscriptionEndDate: passEnd,
      subscriptionStatus: 'active',
    });
    expect(await profileTier(app, cookie)).toMatchObject({
      subscriptionTier: 'OneTimeMonth',
      subscriptionEndDate: passEnd,
    });
    expect((await random(cookie)).statusCode).toBe(200);
    // Past the free questions.
    expect((await answer(app, cookie, 'test-linear-002', true)).record.statusCode).toBe(200);
    expect(await current(app, cookie)).toMatchObject({
      subscriptionTier: 'OneTimeMonth',
      currentPeriodEnd: passEnd,
      kind: 'oneTime',
      upcomingPasses: [],
    });
  });

  it('once the last pass ends, the user is Guest everywhere and the trial rules apply', async () => {
    const { cookie, userId, pass } = await planThenPass();
    const stored = await travelTo(userId, pass.endsAt, -60_000);

    expect(await verifiedUser(cookie)).toMatchObject({
      subscriptionTier: 'Guest',
      subscriptionStatus: 'expired',
    });
    const profile = await profileTier(app, cookie);
    expect(profile).toMatchObject({ subscriptionTier: 'Guest', subscriptionStatus: 'expired' });
    expect(profile).not.toHaveProperty('subscriptionEndDate');
    expect((await random(cookie)).statusCode).toBe(403);
    expect((await answer(app, cookie, 'test-linear-002', true)).check.statusCode).toBe(403);
    // A question answered in the trial may still be revisited.
    expect((await answer(app, cookie, 'test-linear-001', true)).record.statusCode).toBe(200);
    expect(await current(app, cookie)).toMatchObject({
      subscriptionTier: 'Guest',
      subscriptionStatus: 'expired',
      currentPeriodEnd: stored(pass.endsAt),
      kind: 'none',
    });
  });

  it('a second chained pass takes over from the first', async () => {
    const { cookie, user } = await signUpVerified(app, database);
    await buy(cookie, 'OneTimeMonth');
    await buy(cookie, 'OneTimeQuarter');
    const [quarter] = (await current(app, cookie)).upcomingPasses;
    const stored = await travelTo(user._id, quarter.startsAt, -60_000);
    expect(await verifiedUser(cookie)).toMatchObject({
      subscriptionTier: 'OneTimeQuarter',
      subscriptionEndDate: stored(quarter.endsAt),
    });
    expect((await profileTier(app, cookie)).subscriptionTier).toBe('OneTimeQuarter');
  });

  it('a local plan, never renewed, ends at its period end: Guest, and says so', async () => {
    const { cookie, user } = await signUpVerified(app, database);
    await buy(cookie, 'Monthly');
    await travelTo(user._id, (await current(app, cookie)).currentPeriodEnd, -60_000);
    expect(await verifiedUser(cookie)).toMatchObject({
      subscriptionTier: 'Guest',
      subscriptionStatus: 'canceled',
    });
    expect((await profileTier(app, cookie)).subscriptionStatus).toBe('canceled');
  });

  it('practice reusing the last second’s session check sees each change at its moment', async () => {
    const { cookie, userId, planEnd, pass } = await planThenPass();
    // The plan ends a moment after practice has read (and keeps) the user's row.
    const stored = await travelTo(userId, planEnd, 600);
    expect((await random(cookie)).statusCode).toBe(200);
    await sleep(700);
    expect((await answer(app, cookie, 'test-linear-002', true)).check.statusCode).toBe(200);
    expect((await verifiedUser(cookie)).subscriptionTier).toBe('OneTimeMonth');
    // The same as the pass ends: from then on the trial's limit holds.
    await travelTo(userId, stored(pass.endsAt), 600);
    expect((await random(cookie)).statusCode).toBe(200);
    await sleep(700);
    expect((await random(cookie)).statusCode).toBe(403);
  });
});
