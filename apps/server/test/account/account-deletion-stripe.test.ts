// Deleting an account that pays through Stripe: the renewal is stopped and open checkouts are
// closed at Stripe first, so nothing is charged for an account that is gone; with Stripe out of
// reach nothing is deleted.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/index.ts';
import { buildTestApp, jsonCall, VALID_PASSWORD } from '../helpers/test-app.ts';
import { signUpVerified } from '../helpers/verification.ts';
import { startFakeStripe, stripeEnv } from '../payments/fake-stripe.ts';
import { deliver, payOnStripe, startCheckout, verify } from '../payments/helpers.ts';

const fake = await startFakeStripe();
const { app, database } = await buildTestApp(stripeEnv(fake));
const db = database.db;

const deleteAccount = (cookie: string) =>
  jsonCall(app, 'DELETE', '/api/account', { password: VALID_PASSWORD }, cookie);
const exists = async (email: string) =>
  (await db.select({ id: users.id }).from(users).where(eq(users.email, email))).length === 1;

describe('DELETE /api/account with Stripe', () => {
  it("stops the plan's renewal at Stripe; the plan's last events find no one", async () => {
    const account = await signUpVerified(app, database);
    const sessionId = await payOnStripe(app, fake, account.cookie, 'Monthly');
    expect((await verify(app, account.cookie, sessionId)).statusCode).toBe(200);
    const subscriptionId = fake.sessions.get(sessionId)!.subscription as string;

    const res = await deleteAccount(account.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(fake.subscriptions.get(subscriptionId)!.cancel_at_period_end).toBe(true);
    expect(await exists(account.email)).toBe(false);

    // At the period's end Stripe ends it: acknowledged, nothing to apply it to.
    const ended = fake.deleteSubscription(subscriptionId);
    const event = await deliver(app, fake, fake.event('customer.subscription.deleted', ended));
    expect(event.statusCode, event.body).toBe(200);
  });

  it('expires a checkout still open in another tab', async () => {
    const account = await signUpVerified(app, database);
    const url = await startCheckout(app, account.cookie, 'Quarterly');
    const sessionId = fake.sessionIdFromUrl(url);
    expect((await deleteAccount(account.cookie)).statusCode).toBe(200);
    expect(fake.sessions.get(sessionId)!.status).toBe('expired');
  });

  it('deletes nothing while Stripe is out of reach', async () => {
    const account = await signUpVerified(app, database);
    const sessionId = await payOnStripe(app, fake, account.cookie, 'Monthly');
    await verify(app, account.cookie, sessionId);
    fake.setDown(true);
    try {
      const res = await deleteAccount(account.cookie);
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toBe('Payments are temporarily unavailable');
    } finally {
      fake.setDown(false);
    }
    expect(await exists(account.email)).toBe(true);
    expect((await jsonCall(app, 'GET', '/api/profile', undefined, account.cookie)).statusCode).toBe(
      200,
    );
  });
});
