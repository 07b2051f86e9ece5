import { eq } from 'drizzle-orm';
import { paymentErrors } from '@academy/shared/payments';
import { schedulingMessages } from '@academy/shared/scheduling-prices';
import { describe, expect, it } from 'vitest';
import { checkoutSessions, mailOutbox, tutorBookings } from '../../src/db/schema/index.ts';
import { BOOKING_REFERENCE_PATTERN } from '../../src/features/scheduling/reference.ts';
import { buildTestApp, jsonCall, signUp } from '../helpers/test-app.ts';
import { signUpVerified } from '../helpers/verification.ts';
import { postForm } from '../payments/helpers.ts';

const ACADEMY_EMAIL = 'tutor@summit.example';
const { app, database } = await buildTestApp({ ACADEMY_EMAIL, PUBLIC_FORM_RATE_LIMIT_MAX: '1000' });
const db = database.db;

const book = (body: unknown, cookie?: string) =>
  jsonCall(app, 'POST', '/api/payments/scheduling', body, cookie);
const verifyBooking = (sessionId: string) =>
  jsonCall(app, 'GET', `/api/payments/verify-scheduling-session?sessionId=${sessionId}`);
const pathOf = (url: string) => new URL(url).pathname;
const idOf = (url: string) => pathOf(url).split('/').pop()!;
const mailsAbout = async (reference: string) =>
  (await db.select().from(mailOutbox)).filter((m) => m.textBody.includes(reference));

describe('POST /api/payments/scheduling: validation', () => {
  it.each([{}, { contactInfo: '' }, { contactInfo: '   ' }, { contactInfo: null }])(
    'requires contact information: %o',
    async (contact) => {
      const res = await book({ sessionType: 'online', sessionCount: 1, ...contact });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toContainEqual({
        param: 'contactInfo',
        msg: 'Please provide your contact information',
      });
    },
  );

  it.each([
    [0, schedulingMessages.sessionCountRange],
    [13, schedulingMessages.sessionCountRange],
    [2.5, schedulingMessages.sessionCountWhole],
    ['abc', schedulingMessages.sessionCountRange],
    [null, schedulingMessages.sessionCountRange],
  ])('refuses sessionCount %o', async (sessionCount, msg) => {
    const res = await book({ contactInfo: '2145550100', sessionType: 'online', sessionCount });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ param: 'sessionCount', msg });
  });

  it('refuses an unknown session type', async () => {
    const res = await book({ contactInfo: 'x', sessionType: 'phone', sessionCount: 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({
      param: 'sessionType',
      msg: schedulingMessages.sessionTypeInvalid,
    });
  });
});

describe('tutor booking with the local checkout', () => {
  it('is open to anyone; the total comes from the server prices, not the client', async () => {
    const res = await book({
      contactInfo: '+1 214 555 0100',
      sessionType: 'in-person',
      sessionCount: '3',
      total: 1,
      price: 1,
      amount: 1,
    });
    expect(res.statusCode).toBe(200);
    const { sessionUrl } = res.json().data;
    const [session] = await db
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.id, idOf(sessionUrl)));
    expect(session).toMatchObject({
      purpose: 'booking',
      mode: 'payment',
      unitAmountCents: 12000,
      quantity: 3,
      amountCents: 36000,
    });
    const page = await app.inject({ method: 'GET', url: pathOf(sessionUrl) });
    expect(page.body).toContain('$360.00');
    expect(page.body).toContain('In-person tutor session');
  });

  it('after payment: verify returns the booking with its reference; tutor and customer get mail once', async () => {
    const res = await book({
      fullName: 'Maria Garcia',
      contactInfo: 'maria.parent@example.com',
      sessionType: 'online',
      sessionCount: 4,
    });
    const { sessionUrl } = res.json().data;
    const sessionId = idOf(sessionUrl);

    const unpaid = await verifyBooking(sessionId);
    expect(unpaid.statusCode).toBe(200);
    expect(unpaid.json().data.paid).toBe(false);

    const paid = await postForm(app, `${pathOf(sessionUrl)}/pay`);
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(
      `http://localhost:3000/scheduling/success?session_id=${sessionId}`,
    );

    const verified = await verifyBooking(sessionId);
    expect(verified.statusCode).toBe(200);
    const data = verified.json().data;
    expect(data).toEqual({
      fullName: 'Maria Garcia',
      contactInfo: 'maria.parent@example.com',
      sessionType: 'online',
      joinUrl: null,
      sessionCount: 4,
      internalReference: expect.stringMatching(BOOKING_REFERENCE_PATTERN),
      totalCents: 24000,
      currency: 'USD',
      paid: true,
      // The receipt's date, when the billing history opens this page again (decision 059).
      paidAt: expect.any(String),
    });
    await verifyBooking(sessionId);
    await postForm(app, `${pathOf(sessionUrl)}/pay`);

    const mails = await mailsAbout(data.internalReference);
    expect(mails.map((m) => [m.kind, m.toAddress]).sort()).toEqual([
      ['booking-receipt', 'maria.parent@example.com'],
      ['booking-tutor', ACADEMY_EMAIL],
    ]);
    const tutorMail = mails.find((m) => m.kind === 'booking-tutor')!;
    expect(tutorMail.textBody).toContain('Maria Garcia');
    expect(tutorMail.textBody).toContain('$240.00');
  });

  it("a visitor's phone contact gets no receipt; the tutor still hears of it", async () => {
    const { sessionUrl } = (
      await book({ contactInfo: '214-555-0100', sessionType: 'online', sessionCount: 1 })
    ).json().data;
    await postForm(app, `${pathOf(sessionUrl)}/pay`);
    const { internalReference } = (await verifyBooking(idOf(sessionUrl))).json().data;
    const mails = await mailsAbout(internalReference);
    expect(mails.map((m) => m.kind)).toEqual(['booking-tutor']);
  });

  it("a signed-in booker's phone contact gets the receipt at the account's email", async () => {
    const { cookie, user } = await signUp(app);
    const { sessionUrl } = (
      await book({ contactInfo: '214-555-0100', sessionType: 'online', sessionCount: 1 }, cookie)
    ).json().data;
    await postForm(app, `${pathOf(sessionUrl)}/pay`);
    const { internalReference } = (await verifyBooking(idOf(sessionUrl))).json().data;
    const mails = await mailsAbout(internalReference);
    expect(mails.map((m) => [m.kind, m.toAddress]).sort()).toEqual([
      ['booking-receipt', user.email],
      ['booking-tutor', ACADEMY_EMAIL],
    ]);
  });

  it('records the signed-in user when there is one', async () => {
    const { cookie, user } = await signUp(app);
    const { sessionUrl } = (
      await book({ contactInfo: 'me@example.com', sessionType: 'online', sessionCount: 2 }, cookie)
    ).json().data;
    const [session] = await db
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.id, idOf(sessionUrl)));
    const [booking] = await db
      .select()
      .from(tutorBookings)
      .where(eq(tutorBookings.id, session!.bookingId!));
    expect(booking!.userId).toBe(user._id);
  });

  // A client that always sends the student's id: a student's own id was refused as not shared
  // with them (404, "This student has not shared their progress with you").
  it("books for oneself when a student sends their own id as the student's", async () => {
    const { cookie, user } = await signUp(app);
    const res = await book(
      {
        contactInfo: 'me@example.com',
        sessionType: 'online',
        sessionCount: 1,
        studentId: user._id,
      },
      cookie,
    );
    expect(res.statusCode, res.body).toBe(200);
    const [session] = await db
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.id, idOf(res.json().data.sessionUrl)));
    const [booking] = await db
      .select()
      .from(tutorBookings)
      .where(eq(tutorBookings.id, session!.bookingId!));
    expect([booking!.userId, booking!.bookedByUserId]).toEqual([user._id, null]);
  });

  it('stores HTML in names as text and escapes it in the mail', async () => {
    const { sessionUrl } = (
      await book({
        fullName: '<script>alert(1)</script>',
        contactInfo: 'x@example.com',
        sessionType: 'online',
        sessionCount: 1,
      })
    ).json().data;
    await postForm(app, `${pathOf(sessionUrl)}/pay`);
    const { internalReference, fullName } = (await verifyBooking(idOf(sessionUrl))).json().data;
    expect(fullName).toBe('<script>alert(1)</script>');
    const [mail] = await mailsAbout(internalReference);
    expect(mail!.htmlBody).toContain('&lt;script&gt;');
    expect(mail!.htmlBody).not.toContain('<script>');
  });

  it('verify: 404 for unknown sessions and for plan sessions, 400 without an id', async () => {
    expect((await verifyBooking('cs_local_unknown')).statusCode).toBe(404);
    const { cookie } = await signUpVerified(app, database);
    const plan = await jsonCall(
      app,
      'POST',
      '/api/payments/subscription',
      { subscriptionTier: 'Monthly' },
      cookie,
    );
    const res = await verifyBooking(idOf(plan.json().data.sessionUrl));
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(paymentErrors.sessionNotFound);
    const none = await jsonCall(app, 'GET', '/api/payments/verify-scheduling-session');
    expect(none.statusCode).toBe(400);
    const spelled = await jsonCall(
      app,
      'GET',
      '/api/payments/verify-scheduling-session?session_id=cs_local_unknown',
    );
    expect(spelled.statusCode).toBe(404);
  });
});
