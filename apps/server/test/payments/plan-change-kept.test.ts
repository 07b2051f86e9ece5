import { planById } from '@academy/shared/plans';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/test-app.ts';
import { signUpVerified } from '../helpers/verification.ts';
import {
  billingHistory,
  changePlan,
  current,
  mailsTo,
  payLocally,
  renewLocally,
} from './helpers.ts';

// A downgrade waiting for the period's end, called off (decision 037 addendum), on the local
// provider; stripe-plan-changes.test.ts has Stripe's side.

const { app, database } = await buildTestApp();
const price = (tier: string) => planById(tier)!.priceCents;
const renew = (cookie: string, outcome: 'paid' | 'failed') => renewLocally(app, cookie, outcome);

async function subscriber(tier: string) {
  const account = await signUpVerified(app, database);
  await payLocally(app, account.cookie, tier);
  return account;
}

describe('a scheduled downgrade called off (local provider)', () => {
  it('a downgrade scheduled is called off by choosing the plan running now, then renews as it is', async () => {
    const { cookie, email } = await subscriber('Yearly');
    const before = await current(app, cookie);
    expect((await changePlan(app, cookie, 'Monthly', true)).statusCode).toBe(200);
    const preview = await changePlan(app, cookie, 'Yearly');
    expect(preview.json().data).toMatchObject({
      applied: false,
      preview: {
        direction: 'keep',
        amountDueTodayCents: 0,
        nextAmountCents: price('Yearly'),
        nextPaymentOn: before.currentPeriodEnd,
      },
    });
    const kept = await changePlan(app, cookie, 'Yearly', true);
    expect(kept.json().data).toMatchObject({
      applied: true,
      message: 'Your plan stays Yearly: the change planned for the end of the period is called off',
    });
    expect(await current(app, cookie)).toMatchObject({
      subscriptionTier: 'Yearly',
      scheduledTier: null,
      currentPeriodEnd: before.currentPeriodEnd,
    });
    const [mail] = await mailsTo(database.db, email, 'plan-change-called-off');
    expect(mail!.subject).toBe('Your plan stays Yearly');
    expect(mail!.textBody).toContain('The change to Monthly is called off.');
    // Nothing was charged, and nothing waits: the same plan again is no change.
    expect(await billingHistory(app, cookie)).toHaveLength(1);
    expect((await changePlan(app, cookie, 'Yearly')).statusCode).toBe(400);
    expect((await renew(cookie, 'paid')).statusCode).toBe(200);
    expect(await current(app, cookie)).toMatchObject({ subscriptionTier: 'Yearly' });
  });
});
