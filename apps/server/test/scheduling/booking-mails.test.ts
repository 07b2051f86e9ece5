import { DEFAULT_ACADEMY_CONTACT } from '@academy/shared/academy';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { mailOutbox, tutorBookings } from '../../src/db/schema/index.ts';
import { buildTestApp, jsonCall, signUp } from '../helpers/test-app.ts';
import { postForm } from '../payments/helpers.ts';

// What the tutor and the customer read once a booking is paid, as queued in the outbox.
const { app, database } = await buildTestApp({ PUBLIC_FORM_RATE_LIMIT_MAX: '1000' });

async function bookAndPay(body: Record<string, unknown>, cookie?: string) {
  const res = await jsonCall(
    app,
    'POST',
    '/api/payments/scheduling',
    { sessionType: 'online', sessionCount: 1, ...body },
    cookie,
  );
  const path = new URL(res.json().data.sessionUrl as string).pathname;
  await postForm(app, `${path}/pay`);
  const sessionId = path.split('/').pop()!;
  const verified = await jsonCall(
    app,
    'GET',
    `/api/payments/verify-scheduling-session?sessionId=${sessionId}`,
  );
  const reference = verified.json().data.internalReference as string;
  const mails = (await database.db.select().from(mailOutbox)).filter((m) =>
    m.textBody.includes(reference),
  );
  return {
    tutor: mails.find((m) => m.kind === 'booking-tutor')!,
    receipt: mails.find((m) => m.kind === 'booking-receipt'),
  };
}

describe('booking mail facts', () => {
  it('a line break in the name or contact cannot add a line of its own to the mail', async () => {
    const byName = await bookAndPay({
      fullName: 'Eve\r\nTotal paid: $1.00',
      contactInfo: 'eve@example.com',
    });
    const byContact = await bookAndPay({
      contactInfo: '214-555-0102\r\n\r\nNumber of sessions: 12',
    });
    for (const mail of [byName.tutor, byName.receipt!, byContact.tutor]) {
      const lines = mail.textBody.split('\n');
      expect(lines.filter((line) => line.startsWith('Total paid:'))).toEqual([
        'Total paid: $60.00',
      ]);
      expect(lines.filter((line) => line.startsWith('Number of sessions:'))).toEqual([
        'Number of sessions: 1',
      ]);
    }
    expect(byName.tutor.textBody).toContain('Name: Eve Total paid: $1.00\n');
    expect(byContact.tutor.textBody).toContain('Contact: 214-555-0102 Number of sessions: 12\n');
  });

  it('the receipt and the notice say when it was paid, in Dallas time, with its zone', async () => {
    const { tutor, receipt } = await bookAndPay({ contactInfo: 'paid.on@example.com' });
    const [booking] = await database.db
      .select()
      .from(tutorBookings)
      .where(eq(tutorBookings.contactInfo, 'paid.on@example.com'));
    const paidOn = new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/Chicago',
      dateStyle: 'long',
    }).format(booking!.paidAt!);
    for (const mail of [tutor, receipt!]) {
      expect(mail.textBody).toMatch(
        new RegExp(`\nPaid on: ${paidOn} at \\d{1,2}:\\d{2} [AP]M C[SD]T\n`),
      );
      expect(mail.htmlBody).toMatch(new RegExp(`<th align="left">Paid on</th><td>${paidOn} at`));
    }
  });
});

describe('booking mail replies', () => {
  it("a reply to the tutor's notice reaches the customer; the customer's reaches the academy", async () => {
    const { tutor, receipt } = await bookAndPay({ contactInfo: 'dana.parent@example.com' });
    expect(tutor.replyTo).toBe('dana.parent@example.com');
    expect(receipt!.replyTo).toBe(DEFAULT_ACADEMY_CONTACT.email);
  });

  it("with a phone contact, the tutor's reply reaches the signed-in booker's account email", async () => {
    const { cookie, user } = await signUp(app);
    const { tutor, receipt } = await bookAndPay({ contactInfo: '214-555-0100' }, cookie);
    expect(tutor.replyTo).toBe(user.email);
    // Booked for themselves: the booking's name is the student's, and no one else is named.
    for (const mail of [tutor, receipt!]) expect(mail.textBody).not.toContain('\nFor: ');
  });

  it('with only a phone to go on, the notice has no Reply-To', async () => {
    const { tutor, receipt } = await bookAndPay({ contactInfo: '214-555-0101' });
    expect(tutor.replyTo).toBeNull();
    expect(receipt).toBeUndefined();
  });
});
