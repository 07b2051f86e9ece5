import { describe, expect, it } from 'vitest';
import { createPaymentsRepository } from '../../src/features/payments/repository.ts';
import { FIXTURE_BANK } from '../helpers/fixture-bank.ts';
import { buildTestApp, jsonCall, signUp } from '../helpers/test-app.ts';
import { answer, FIXTURE, type FixtureId } from './practice-helpers.ts';

const { app, database } = await buildTestApp(
  { GUEST_FREE_QUESTIONS: '2' },
  { bankRoot: FIXTURE_BANK },
);

// As fulfilment and the admin commands set it: the change takes effect on the very next call,
// although practice may reuse a session check of the last second.
const setTier = (userId: string, tier: string, end: Date | null) =>
  createPaymentsRepository(database.db).setUserSubscription(userId, {
    tier,
    endDate: end,
    status: 'active',
  });

const check = (cookie: string, id: FixtureId) =>
  jsonCall(app, 'POST', `/api/questions/${id}/check`, { answer: FIXTURE[id].wrong }, cookie);
const reveal = (cookie: string, id: FixtureId) =>
  jsonCall(app, 'GET', `/api/questions/${id}/answer`, undefined, cookie);
const overview = async (cookie: string) =>
  (await jsonCall(app, 'GET', '/api/progress', undefined, cookie)).json();

const randomAlgebra = (cookie: string) =>
  jsonCall(app, 'GET', '/api/questions/submodule/algebra/random', undefined, cookie);

describe('guest trial', () => {
  it('allows exactly GUEST_FREE_QUESTIONS answers, then 403 Subscription required', async () => {
    const { cookie } = await signUp(app);
    expect((await answer(app, cookie, 'test-linear-001', true)).record.statusCode).toBe(200);
    expect((await answer(app, cookie, 'test-system-001', true)).record.statusCode).toBe(200);
    const random = await randomAlgebra(cookie);
    expect(random.statusCode).toBe(403);
    expect(random.json()).toEqual({ message: 'Subscription required' });
    const third = await answer(app, cookie, 'test-system-002', true);
    expect(third.check.statusCode).toBe(403);
    expect(third.record.statusCode).toBe(403);
    // A question already answered may still be revisited.
    expect((await answer(app, cookie, 'test-linear-001', true)).record.statusCode).toBe(200);
    // The home page's "N of 20 free questions left" counts the same: each question once, out of
    // the server's own setting.
    const { totals, guestFreeQuestions } = await overview(cookie);
    expect(totals).toMatchObject({ answered: 2, questionsUsed: 2 });
    expect(guestFreeQuestions).toBe(2);
  });

  it('counts a question once checked, whether or not its answer is recorded', async () => {
    const { cookie } = await signUp(app);
    // What blocking record-answer in devtools leaves: checks and revealed answers, no attempts.
    for (const id of ['test-linear-001', 'test-system-001'] as const) {
      expect((await check(cookie, id)).statusCode).toBe(200);
      expect((await reveal(cookie, id)).statusCode).toBe(200);
    }
    const random = await randomAlgebra(cookie);
    expect(random.statusCode).toBe(403);
    expect((await check(cookie, 'test-system-002')).statusCode).toBe(403);
    const third = await answer(app, cookie, 'test-linear-002', true);
    expect(third.check.statusCode).toBe(403);
    expect(third.record.statusCode).toBe(403);
    expect((await overview(cookie)).totals).toMatchObject({ answered: 0, questionsUsed: 2 });
    // The two questions used may still be revisited, and recorded: they count once.
    expect((await answer(app, cookie, 'test-system-001', true)).record.statusCode).toBe(200);
    expect((await reveal(cookie, 'test-linear-001')).statusCode).toBe(200);
    expect((await overview(cookie)).totals).toMatchObject({ answered: 1, questionsUsed: 2 });
  });

  it('Free and active paid tiers are unlimited; an expired paid tier counts as Guest', async () => {
    const free = await signUp(app);
    await setTier(free.user._id, 'Free', null);
    for (const id of ['test-linear-001', 'test-linear-002', 'test-system-001'] as const) {
      expect((await answer(app, free.cookie, id, true)).record.statusCode).toBe(200);
    }
    const paid = await signUp(app);
    await setTier(paid.user._id, 'Monthly', new Date(Date.now() + 86_400_000));
    for (const id of ['test-linear-001', 'test-linear-002', 'test-system-001'] as const) {
      expect((await answer(app, paid.cookie, id, true)).record.statusCode).toBe(200);
    }
    await setTier(paid.user._id, 'Monthly', new Date(Date.now() - 1000));
    expect((await answer(app, paid.cookie, 'test-system-002', true)).record.statusCode).toBe(403);
    const profile = await jsonCall(app, 'GET', '/api/profile', undefined, paid.cookie);
    expect(profile.json().subscriptionTier).toBe('Guest');
  });

  it('a plan that ends counts the questions checked while it ran', async () => {
    const { user, cookie } = await signUp(app);
    await setTier(user._id, 'Monthly', new Date(Date.now() + 86_400_000));
    for (const id of ['test-linear-001', 'test-linear-002'] as const) {
      expect((await check(cookie, id)).statusCode).toBe(200);
    }
    await setTier(user._id, 'Monthly', new Date(Date.now() - 1000));
    expect((await check(cookie, 'test-system-001')).statusCode).toBe(403);
    expect((await check(cookie, 'test-linear-002')).statusCode).toBe(200);
  });
});
