import { describe, expect, it } from 'vitest';
import { mailOutbox } from '../../src/db/schema/index.ts';
import { TEST_ORIGIN, buildTestApp, jsonCall } from '../helpers/test-app.ts';
import { startFakeStripe, stripeEnv } from '../payments/fake-stripe.ts';
import { deliver } from '../payments/helpers.ts';

const fake = await startFakeStripe();
const { app, database } = await buildTestApp({
  ...stripeEnv(fake),
  ACADEMY_EMAIL: 'tutor@summit.example',
  PUBLIC_FORM_RATE_LIMIT_MAX: '1000',
});

const verifyBooking = (sessionId: string) =>
  jsonCall(app, 'GET', `/api/payments/verify-scheduling-session?sessionId=${sessionId}`);
/** Books from a browser with this booking cookie (a new browser without one). */
const book = async (contactInfo: string, cookie?: string) => {
  const res = await jsonCall(
    app,
    'POST',
    '/api/payments/scheduling',
    { contactInfo, sessionType: 'online', sessionCount: 1 },
    cookie,
  );
  return fake.sessionIdFromUrl(res.json().data.sessionUrl);
};
const expiredAtStripe = (sessionId: string) =>
  fake.requests.some(
    (r) => r.method === 'POST' && r.path === `/v1/checkout/sessions/${sessionId}/expire`,
  );

describe('tutor booking with Stripe', () => {
  it('opens a payment-mode session at the server price, quantity = sessions', async () => {
    const res = await jsonCall(app, 'POST', '/api/payments/scheduling', {
      fullName: 'Sam Lee',
      contactInfo: 'sam@example.com',
      sessionType: 'in-person',
      sessionCount: 5,
      total: 5,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.sessionUrl).toMatch(/^https:\/\/checkout\.stripe\.test\//);
    expect(fake.lastSessionRequest()).toMatchObject({
      mode: 'payment',
      customer_email: 'sam@example.com',
      success_url: 'http://localhost:3000/scheduling/success?session_id={CHECKOUT_SESSION_ID}',
      metadata: {
        purpose: 'booking',
        bookingId: expect.any(String),
        reference: expect.stringMatching(/^TS-/),
      },
      line_items: [{ quantity: '5', price_data: { unit_amount: '12000', currency: 'usd' } }],
    });
  });

  it('the webhook marks it paid and queues the mails; verify then agrees, nothing doubles', async () => {
    const res = await jsonCall(app, 'POST', '/api/payments/scheduling', {
      contactInfo: 'kim@example.com',
      sessionType: 'online',
      sessionCount: 2,
    });
    const sessionId = fake.sessionIdFromUrl(res.json().data.sessionUrl);
    expect((await verifyBooking(sessionId)).json().data.paid).toBe(false);
    fake.completeSession(sessionId);
    const event = fake.event('checkout.session.completed', { id: sessionId });
    expect((await deliver(app, fake, event)).json().outcome).toBe('applied');
    expect((await deliver(app, fake, event)).json().outcome).toBe('duplicate');
    const verified = (await verifyBooking(sessionId)).json().data;
    expect(verified).toMatchObject({ paid: true, sessionCount: 2, totalCents: 12000 });
    const mails = (await database.db.select().from(mailOutbox)).filter((m) =>
      m.textBody.includes(verified.internalReference),
    );
    expect(mails.map((m) => m.kind).sort()).toEqual(['booking-receipt', 'booking-tutor']);
  });

  it('with an unpaid session it verifies as not paid and sends nothing', async () => {
    const res = await jsonCall(app, 'POST', '/api/payments/scheduling', {
      contactInfo: 'nopay@example.com',
      sessionType: 'online',
      sessionCount: 1,
    });
    const sessionId = fake.sessionIdFromUrl(res.json().data.sessionUrl);
    const verified = (await verifyBooking(sessionId)).json().data;
    expect(verified.paid).toBe(false);
    const mails = (await database.db.select().from(mailOutbox)).filter((m) =>
      m.textBody.includes(verified.internalReference),
    );
    expect(mails).toHaveLength(0);
  });
});

// A checkout left with Cancel, or replaced by a newer booking, cannot take money (decision 008).
describe('booking checkouts that were left (stripe)', () => {
  it("Stripe's back link expires the session, then goes home where the form opens again", async () => {
    const sessionId = await book('back@example.com');
    const cancelUrl = new URL(fake.lastSessionRequest()!.cancel_url as string);
    expect(cancelUrl.origin).toBe(TEST_ORIGIN);
    const res = await app.inject({ method: 'GET', url: cancelUrl.pathname });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`${TEST_ORIGIN}/?booking=cancelled`);
    expect(fake.sessions.get(sessionId)!.status).toBe('expired');
    expect((await verifyBooking(sessionId)).json().data.paid).toBe(false);
  });

  it('goes home all the same when Stripe cannot expire the session', async () => {
    const sessionId = await book('lost@example.com');
    const cancelUrl = new URL(fake.lastSessionRequest()!.cancel_url as string);
    fake.setDown(true);
    try {
      const res = await app.inject({ method: 'GET', url: cancelUrl.pathname });
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe(`${TEST_ORIGIN}/?booking=cancelled`);
    } finally {
      fake.setDown(false);
    }
    expect(fake.sessions.get(sessionId)!.status).toBe('open');
  });

  it('a new booking expires the older open one; one paid meanwhile is applied instead', async () => {
    const browser = 'academy_booker=BBBBBBBBBBBBBBBBBBBBBB';
    const older = await book('again@example.com', browser);
    const newer = await book('Again@Example.com', browser);
    expect(fake.sessions.get(older)!.status).toBe('expired');
    expect(fake.sessions.get(newer)!.status).toBe('open');

    fake.completeSession(newer); // paid, but neither the redirect nor the webhook came yet
    const third = await book('again@example.com', browser);
    expect(expiredAtStripe(newer)).toBe(true); // asked, and Stripe refused: it was paid
    expect(fake.sessions.get(newer)!.status).toBe('complete');
    expect(fake.sessions.get(third)!.status).toBe('open');
    const paid = (await verifyBooking(newer)).json().data;
    expect(paid.paid).toBe(true);
    const mails = (await database.db.select().from(mailOutbox)).filter((m) =>
      m.textBody.includes(paid.internalReference),
    );
    expect(mails.map((m) => m.kind).sort()).toEqual(['booking-receipt', 'booking-tutor']);
  });

  it("a stranger's booking with the same contact leaves the victim's checkout open", async () => {
    const victim = await book('victim@example.com', 'academy_booker=CCCCCCCCCCCCCCCCCCCCCC');
    await book('VICTIM@example.com');
    await book('victim@example.com', 'academy_booker=DDDDDDDDDDDDDDDDDDDDDD');
    expect(expiredAtStripe(victim)).toBe(false);
    expect(fake.sessions.get(victim)!.status).toBe('open');
  });
});
