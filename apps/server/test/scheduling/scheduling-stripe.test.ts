import { describe, expect, it } from 'vitest';
import { mailOutbox } from '../../src/db/schema/index.ts';
import { buildTestApp, jsonCall } from '../helpers/test-app.ts';
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
