// The billing history with Stripe (decision 059): the plans come from the customer's invoices,
// the tutor sessions (Checkout payments, without an invoice) and their refunds from our records
// of them; one list, newest first, whether or not the account is a Stripe customer yet.
import type { BillingHistoryItem } from '@academy/shared/plan-changes';
import { planById } from '@academy/shared/plans';
import { describe, expect, it } from 'vitest';
import { checkoutSessions, tutorBookings } from '../../src/db/schema/index.ts';
import { buildTestApp, signUp } from '../helpers/test-app.ts';
import { signUpVerified } from '../helpers/verification.ts';
import { startFakeStripe, stripeEnv } from '../payments/fake-stripe.ts';
import { billingHistory, deliver, payOnStripe, verify } from '../payments/helpers.ts';
import { cancelMine, myBookings } from './booking-payment-helpers.ts';
import { bookSlots, freshSlot, setAvailability } from './slot-helpers.ts';

const fake = await startFakeStripe();
const { app, database } = await buildTestApp({
  ...stripeEnv(fake),
  PUBLIC_FORM_RATE_LIMIT_MAX: '1000',
});
await setAvailability(database.db);

const history = async (cookie: string) =>
  (await billingHistory(app, cookie)) as BillingHistoryItem[];

/** Books `slots` signed in, and pays on Stripe (the webhook applies it); the session id. */
async function bookAndPayOnStripe(email: string, cookie: string, slots: string[]) {
  const res = await bookSlots(app, email, slots, cookie);
  expect(res.statusCode, res.body).toBe(200);
  const sessionId = fake.sessionIdFromUrl(res.json().data.sessionUrl);
  fake.completeSession(sessionId);
  await deliver(app, fake, fake.event('checkout.session.completed', { id: sessionId }));
  return sessionId;
}

describe('tutor sessions in the billing history, with Stripe', () => {
  it('lists the booking and the refund Stripe made beside the plan’s invoice, newest first', async () => {
    const student = await signUpVerified(app, database);
    await verify(app, student.cookie, await payOnStripe(app, fake, student.cookie, 'Monthly'));
    const sessionId = await bookAndPayOnStripe(student.email, student.cookie, [
      freshSlot(5),
      freshSlot(5),
    ]);
    const [booking] = await myBookings(app, student.cookie);
    expect((await cancelMine(app, student.cookie, booking!, 1)).statusCode).toBe(200);
    const paymentIntent = fake.sessions.get(sessionId)!.payment_intent;
    expect(fake.refunds.filter((r) => r.payment_intent === paymentIntent)).toHaveLength(1);

    const lines = await history(student.cookie);
    expect(lines.map((l) => [l.kind, l.amountCents, l.status])).toEqual([
      ['refund', -6000, 'refunded'],
      ['booking', 12000, 'partially_refunded'],
      ['plan', planById('Monthly')!.priceCents, 'paid'],
    ]);
    const receipt = `http://localhost:3000/scheduling/success?session_id=${sessionId}&view=receipt`;
    expect(lines[0]).toMatchObject({
      bookingReference: booking!.internalReference,
      receiptUrl: receipt,
    });
    expect(lines[1]).toMatchObject({
      bookingReference: booking!.internalReference,
      refundedCents: 6000,
      receiptUrl: receipt,
      paidFor: null,
    });
    // The plan's line is the invoice's, as before, with Stripe's hosted page as its receipt.
    expect(lines[2]!.receiptUrl).toMatch(/^https:\/\/invoice\.stripe\.test\/i\/in_/);
    expect(lines[2]).not.toHaveProperty('bookingReference');
  });

  it('lists the tutor sessions of an account that never bought a plan (no Stripe customer)', async () => {
    const student = await signUp(app);
    await bookAndPayOnStripe(student.email, student.cookie, [freshSlot(6)]);
    expect(await history(student.cookie)).toMatchObject([
      { kind: 'booking', description: '1 online tutor session', amountCents: 6000, status: 'paid' },
    ]);
  });

  it('leaves out a booking the local test checkout took: no money moved at Stripe', async () => {
    const student = await signUp(app);
    const [booking] = await database.db
      .insert(tutorBookings)
      .values({
        internalReference: 'TS-LOCAL1',
        userId: student.user._id,
        contactInfo: student.email,
        sessionType: 'online',
        sessionCount: 1,
        unitPriceCents: 6000,
        totalCents: 6000,
        status: 'paid',
        paidAt: new Date(),
        checkoutSessionId: 'local_cs_1',
      })
      .returning();
    await database.db.insert(checkoutSessions).values({
      id: 'local_cs_1',
      provider: 'local',
      purpose: 'booking',
      mode: 'payment',
      userId: student.user._id,
      bookingId: booking!.id,
      itemName: 'Online tutor session',
      unitAmountCents: 6000,
      amountCents: 6000,
      successUrl: 'http://localhost:3000/scheduling/success',
      cancelUrl: 'http://localhost:3000/',
      status: 'complete',
      paymentStatus: 'paid',
    });
    expect(await history(student.cookie)).toEqual([]);
  });
});
