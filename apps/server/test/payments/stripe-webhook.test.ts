import { eq } from 'drizzle-orm';
import { paymentErrors } from '@academy/shared/payments';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { processedWebhookEvents, subscriptions, users } from '../../src/db/schema/index.ts';
import { buildTestApp } from '../helpers/test-app.ts';
import { fakeDateAt } from '../helpers/test-database.ts';
import { signUpVerified } from '../helpers/verification.ts';
import { WEBHOOK_SECRET, startFakeStripe, stripeEnv } from './fake-stripe.ts';
import { DAY_MS, current, deliver, profileTier, startCheckout, verify } from './helpers.ts';

const fake = await startFakeStripe();
const { app, database } = await buildTestApp(stripeEnv(fake));
const db = database.db;

const userRow = async (id: string) => (await db.select().from(users).where(eq(users.id, id)))[0]!;

/** A user who went through Stripe Checkout and paid, without returning to the success page. */
async function paidCheckout(tier: string, more: Record<string, unknown> = {}) {
  const account = await signUpVerified(app, database);
  const url = await startCheckout(app, account.cookie, tier, more);
  const sessionId = fake.sessionIdFromUrl(url);
  const session = fake.completeSession(sessionId);
  return { ...account, sessionId, session, subscriptionId: session.subscription as string | null };
}

describe('POST /api/payments/webhook: signature', () => {
  it('refuses a bad signature, a wrong secret and a missing header with 400', async () => {
    const event = fake.event('checkout.session.completed', { id: 'cs_test_x' });
    const { payload, headers } = fake.signed(event);
    const tampered = await app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      payload: payload.replace('cs_test_x', 'cs_test_y'),
      headers,
    });
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json().message).toBe(paymentErrors.invalidSignature);

    const wrong = fake.signed(event, `${WEBHOOK_SECRET}_other`);
    const res = await app.inject({ method: 'POST', url: '/api/payments/webhook', ...wrong });
    expect(res.statusCode).toBe(400);

    const unsigned = await app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      payload,
      headers: { 'content-type': 'application/json' },
    });
    expect(unsigned.statusCode).toBe(400);
  });

  it('needs no CSRF origin nor session: the signature is the authentication', async () => {
    const res = await deliver(app, fake, fake.event('ping.unknown', {}));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true, outcome: 'ignored' });
  });
});

describe('checkout.session.completed', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('activates the plan without the success redirect, and verify converges on it', async () => {
    const { cookie, user, sessionId } = await paidCheckout('Monthly');
    const res = await deliver(
      app,
      fake,
      fake.event('checkout.session.completed', { id: sessionId }),
    );
    expect(res.json()).toEqual({ received: true, outcome: 'applied' });
    const row = await userRow(user._id);
    expect(row.subscriptionTier).toBe('Monthly');
    expect(row.subscriptionStatus).toBe('active');
    const verified = (await verify(app, cookie, sessionId)).json().data;
    expect(verified).toMatchObject({
      subscriptionTier: 'Monthly',
      subscriptionStatus: 'active',
      paid: true,
    });
    expect(verified.currentPeriodEnd).toBe(row.subscriptionEndDate!.toISOString());
  });

  it('the same event twice applies once (a pass is not extended twice)', async () => {
    const { user, sessionId } = await paidCheckout('OneTimeMonth');
    const event = fake.event('checkout.session.completed', { id: sessionId });
    expect((await deliver(app, fake, event)).json().outcome).toBe('applied');
    const endAfterFirst = (await userRow(user._id)).subscriptionEndDate;
    expect((await deliver(app, fake, event)).json().outcome).toBe('duplicate');
    // A different event for the same session (a retry with a new id) is harmless too.
    await deliver(app, fake, fake.event('checkout.session.completed', { id: sessionId }));
    expect((await userRow(user._id)).subscriptionEndDate).toEqual(endAfterFirst);
    const passes = await db.select().from(subscriptions).where(eq(subscriptions.userId, user._id));
    expect(passes).toHaveLength(1);
    const stored = await db
      .select()
      .from(processedWebhookEvents)
      .where(eq(processedWebhookEvents.eventId, event.id));
    expect(stored).toHaveLength(1);
  });

  it('a pass applied later counts its months in the zone the buyer sent', async () => {
    // Tue Mar 30 2027, 23:30 in Dallas; the webhook arrives a minute later.
    fakeDateAt('2027-03-31T04:30:00Z');
    const { cookie, sessionId } = await paidCheckout('OneTimeMonth', {
      timeZone: 'America/Chicago',
    });
    vi.setSystemTime(new Date('2027-03-31T04:31:00Z'));
    await deliver(app, fake, fake.event('checkout.session.completed', { id: sessionId }));
    // April 30 at 23:31 in Dallas, not April 29.
    const end = '2027-05-01T04:31:00.000Z';
    expect((await current(app, cookie)).currentPeriodEnd).toBe(end);
    expect((await verify(app, cookie, sessionId)).json().data.currentPeriodEnd).toBe(end);
  });

  it('verify first, webhook second: same state, applied once', async () => {
    const { cookie, user, sessionId } = await paidCheckout('OneTimeQuarter');
    const verified = (await verify(app, cookie, sessionId)).json().data;
    await deliver(app, fake, fake.event('checkout.session.completed', { id: sessionId }));
    const row = await userRow(user._id);
    expect(row.subscriptionTier).toBe('OneTimeQuarter');
    expect(row.subscriptionEndDate!.toISOString()).toBe(verified.currentPeriodEnd);
  });

  it('ignores a completed event for a session this server did not create', async () => {
    const res = await deliver(
      app,
      fake,
      fake.event('checkout.session.completed', { id: 'cs_test_foreign' }),
    );
    expect(res.json().outcome).toBe('ignored');
  });
});

describe('subscription lifecycle events', () => {
  it('invoice.paid extends the period to the renewed one', async () => {
    const { cookie, user, sessionId, subscriptionId } = await paidCheckout('Monthly');
    await verify(app, cookie, sessionId);
    const before = (await userRow(user._id)).subscriptionEndDate!;
    fake.renewSubscription(subscriptionId!);
    const invoice = {
      id: 'in_test_1',
      object: 'invoice',
      parent: {
        type: 'subscription_details',
        subscription_details: { subscription: subscriptionId },
      },
    };
    expect((await deliver(app, fake, fake.event('invoice.paid', invoice))).json().outcome).toBe(
      'applied',
    );
    const after = (await userRow(user._id)).subscriptionEndDate!;
    expect(after.getTime() - before.getTime()).toBeGreaterThan(25 * DAY_MS);
    expect((await current(app, cookie)).currentPeriodEnd).toBe(after.toISOString());
  });

  it('customer.subscription.updated brings a cancellation made at Stripe', async () => {
    const { cookie, sessionId, subscriptionId } = await paidCheckout('Yearly');
    await verify(app, cookie, sessionId);
    const sub = fake.subscriptions.get(subscriptionId!)!;
    sub.cancel_at_period_end = true;
    await deliver(app, fake, fake.event('customer.subscription.updated', sub));
    expect(await current(app, cookie)).toMatchObject({
      subscriptionTier: 'Yearly',
      cancelAtPeriodEnd: true,
    });
  });

  it('customer.subscription.deleted ends the plan: the user is Guest again', async () => {
    const { cookie, user, sessionId, subscriptionId } = await paidCheckout('Monthly');
    await verify(app, cookie, sessionId);
    const sub = fake.deleteSubscription(subscriptionId!);
    await deliver(app, fake, fake.event('customer.subscription.deleted', sub));
    expect((await profileTier(app, cookie)).subscriptionTier).toBe('Guest');
    expect(await current(app, cookie)).toMatchObject({
      subscriptionTier: 'Guest',
      subscriptionStatus: 'canceled',
      cancelAtPeriodEnd: false,
    });
    expect((await userRow(user._id)).subscriptionStatus).toBe('canceled');
  });

  it('subscription.deleted before checkout.completed ends in the right state', async () => {
    const { cookie, user, sessionId, subscriptionId } = await paidCheckout('Quarterly');
    const sub = fake.deleteSubscription(subscriptionId!);
    // Stripe delivers the deletion first, then the (older) completion.
    await deliver(app, fake, fake.event('customer.subscription.deleted', sub));
    await deliver(app, fake, fake.event('checkout.session.completed', { id: sessionId }));
    // An old "active" snapshot arriving last cannot resurrect it either.
    await deliver(
      app,
      fake,
      fake.event('customer.subscription.updated', { ...sub, status: 'active', ended_at: null }),
    );
    const row = await userRow(user._id);
    expect(row.subscriptionTier).toBe('Guest');
    expect(row.subscriptionStatus).toBe('canceled');
    expect(await current(app, cookie)).toMatchObject({
      subscriptionTier: 'Guest',
      subscriptionStatus: 'canceled',
    });
    const verified = (await verify(app, cookie, sessionId)).json().data;
    expect(verified).toMatchObject({ paid: true, subscriptionStatus: 'canceled' });
    expect((await profileTier(app, cookie)).subscriptionTier).toBe('Guest');
  });

  it('invoice.paid arriving before checkout.session.completed is enough to activate', async () => {
    const { user, sessionId, subscriptionId } = await paidCheckout('Monthly');
    const invoice = {
      id: 'in_test_2',
      object: 'invoice',
      parent: {
        type: 'subscription_details',
        subscription_details: { subscription: subscriptionId },
      },
    };
    await deliver(app, fake, fake.event('invoice.paid', invoice));
    expect((await userRow(user._id)).subscriptionTier).toBe('Monthly');
    await deliver(app, fake, fake.event('checkout.session.completed', { id: sessionId }));
    const rows = await db.select().from(subscriptions).where(eq(subscriptions.userId, user._id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.checkoutSessionId).toBe(sessionId);
  });
});
