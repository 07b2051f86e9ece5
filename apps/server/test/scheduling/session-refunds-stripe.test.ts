import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessionRefunds } from '../../src/db/schema/index.ts';
import { buildTestApp, jsonCall, uniqueEmail } from '../helpers/test-app.ts';
import { startFakeStripe, stripeEnv } from '../payments/fake-stripe.ts';
import { deliver } from '../payments/helpers.ts';
import { bookSlots, freshSlot, mailsTo, manageToken, setAvailability } from './slot-helpers.ts';

// A session cancelled through the mailed link is refunded to the card by Stripe (issue 38,
// SESSION_REFUND_TEXT): at once, again later when Stripe was down, never twice, and handed to
// the tutor when Stripe refuses. Each attempt carries the refund row's id as Stripe's
// idempotency key, so even an answer lost on the way back cannot refund twice.

const fake = await startFakeStripe();
const { app, database } = await buildTestApp({
  ...stripeEnv(fake),
  ACADEMY_EMAIL: 'tutor@summit.example',
  PUBLIC_FORM_RATE_LIMIT_MAX: '1000',
});
const db = database.db;
await setAvailability(db);

/** Books two sessions, pays on Stripe (the webhook applies it); the link's token and slots. */
async function bookAndPayOnStripe(to: string, fullName?: string) {
  const slots = [freshSlot(5), freshSlot(5)];
  const res = await bookSlots(app, to, slots, undefined, fullName);
  expect(res.statusCode, res.body).toBe(200);
  const sessionId = fake.sessionIdFromUrl(res.json().data.sessionUrl);
  fake.completeSession(sessionId);
  await deliver(app, fake, fake.event('checkout.session.completed', { id: sessionId }));
  const token = await manageToken(db, to);
  const page = await jsonCall(app, 'GET', `/api/scheduling/bookings/${token}`);
  const paymentIntent = fake.sessions.get(sessionId)!.payment_intent as string;
  return { token, ids: page.json().sessions.map((s: { id: string }) => s.id), paymentIntent };
}

const cancel = (token: string, id: string) =>
  jsonCall(app, 'POST', `/api/scheduling/bookings/${token}/sessions/${id}/cancel`, {});

const refundsAt = (paymentIntent: string) =>
  fake.refunds.filter((r) => r.payment_intent === paymentIntent);

describe('refunds of cancelled sessions, with Stripe', () => {
  it("refunds the session's price at once, and the page says so", async () => {
    const { token, ids, paymentIntent } = await bookAndPayOnStripe(uniqueEmail('refund'));
    const res = await cancel(token, ids[0]);
    expect(res.statusCode).toBe(200);
    expect(res.json().sessions[0]).toMatchObject({
      status: 'cancelled',
      refund: { amountCents: 6000, status: 'refunded' },
    });
    expect(res.json().sessions[1]).toMatchObject({ status: 'booked', refund: null });
    expect(refundsAt(paymentIntent)).toMatchObject([
      { amount: 6000, reason: 'requested_by_customer', metadata: { sessionId: ids[0] } },
    ]);
    // Cancelling it again is refused and refunds nothing more.
    expect((await cancel(token, ids[0])).statusCode).toBe(409);
    await app.sessionRefunds.runOnce(new Date(Date.now() + 86_400_000));
    expect(refundsAt(paymentIntent)).toHaveLength(1);
  });

  it('retries later when Stripe is down, and refunds once', async () => {
    const { token, ids, paymentIntent } = await bookAndPayOnStripe(uniqueEmail('outage'));
    fake.setDown(true);
    try {
      const res = await cancel(token, ids[1]);
      expect(res.statusCode).toBe(200);
      expect(res.json().sessions[1].refund).toEqual({ amountCents: 6000, status: 'pending' });
    } finally {
      fake.setDown(false);
    }
    // Not due again at once; due a few minutes later, when the sweep sends it.
    expect(await app.sessionRefunds.runOnce(new Date())).toBe(0);
    expect(await app.sessionRefunds.runOnce(new Date(Date.now() + 10 * 60_000))).toBe(1);
    expect(refundsAt(paymentIntent)).toHaveLength(1);
    const page = await jsonCall(app, 'GET', `/api/scheduling/bookings/${token}`);
    expect(page.json().sessions[1].refund).toEqual({ amountCents: 6000, status: 'refunded' });
  });

  it('a refund Stripe refuses goes to the tutor by mail and the page says so', async () => {
    const contact = uniqueEmail('refused');
    const { token, ids, paymentIntent } = await bookAndPayOnStripe(contact, 'Pat Rivera');
    // Refunded by hand in Stripe's dashboard first: Stripe then refuses more than was paid.
    fake.refunds.push({ id: 're_manual', payment_intent: paymentIntent, amount: 12000 });
    const res = await cancel(token, ids[0]);
    expect(res.json().sessions[0].refund).toEqual({ amountCents: 6000, status: 'failed' });
    const [row] = await db
      .select()
      .from(sessionRefunds)
      .where(eq(sessionRefunds.sessionId, ids[0]));
    expect(row).toMatchObject({ status: 'failed', lastError: expect.stringMatching(/greater/) });
    const [mail] = await mailsTo(db, 'tutor@summit.example', 'booking-refund-failed');
    expect(mail!.subject).toMatch(/refund failed, please refund by hand/);
    expect(mail!.textBody).toContain('$60.00');
    // The tutor can tell whose money it is without opening the booking.
    expect(mail!.textBody).toContain(contact);
    expect(mail!.textBody).toContain('Pat Rivera');
  });
});
