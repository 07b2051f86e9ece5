// A parent opened a checkout for the child while linked, the child stopped sharing, then the
// parent paid (decision 067, addendum): the parent gets a receipt for the money, not the times.
import { describe, expect, it } from 'vitest';
import { jsonCall } from '../helpers/test-app.ts';
import { billingHistory } from '../payments/helpers.ts';
import { mailsTo, setAvailability } from '../scheduling/slot-helpers.ts';
import { tutorTestApp } from '../tutor/tutor-helpers.ts';
import { childCheckoutOpened, paidThenUnshared, stopSharing } from './child-booking.ts';

const { app, database, config } = await tutorTestApp();
await setAvailability(database.db);

describe('a booking the parent pays after the child stopped sharing', () => {
  it("receipts the money to the parent, and tells the child alone the session's time", async () => {
    const { student, parent, pay } = await childCheckoutOpened(app, database);
    await stopSharing(app, student);
    await pay();

    const [booking] = (
      await jsonCall(app, 'GET', '/api/scheduling/my-bookings', undefined, student.cookie)
    ).json().bookings as { internalReference: string }[];
    expect(booking).toBeDefined();
    const [receipt, ...more] = await mailsTo(database.db, parent.email, 'booking-receipt');
    expect(more).toEqual([]);
    expect(receipt!.textBody).toContain(`Reference: ${booking!.internalReference}`);
    expect(receipt!.textBody).toMatch(/Total paid: \$\d/);
    // No time, place or link that would move or cancel the child's session.
    expect(receipt!.textBody).not.toMatch(/Session 1|Session type|Where|\/booking\//);
    expect(receipt!.attachments ?? []).toEqual([]);
    expect(await mailsTo(database.db, parent.email, 'booking-reminder')).toEqual([]);
    const [line] = (await billingHistory(app, parent.cookie)) as { bookingReference: string }[];
    expect(line).toMatchObject({ bookingReference: booking!.internalReference });

    expect(await mailsTo(database.db, student.email, 'booking-for-you')).toHaveLength(1);
    expect(await mailsTo(database.db, student.email, 'booking-reminder')).toHaveLength(2);
  });

  // A booking without times promised the former parent "Our tutor will contact you shortly to
  // schedule Sam's sessions": the times are the child's to arrange now.
  it('without times, tells the parent the tutor arranges them with the child, not them', async () => {
    const { student, parent, pay } = await childCheckoutOpened(app, database, 'parent', 'none');
    await stopSharing(app, student);
    await pay();

    const [receipt, ...more] = await mailsTo(database.db, parent.email, 'booking-receipt');
    expect(more).toEqual([]);
    const reference = /Reference: (\S+)/.exec(receipt!.textBody)![1]!;
    expect(receipt!.textBody).not.toMatch(/contact you|Session type|Where/);
    expect(receipt!.textBody).toContain(
      'Sam stopped sharing their progress with you before this payment went through: the ' +
        'session is booked for them, and our tutor will contact them, not you, to schedule it.',
    );
    // The tutor is told whom to arrange it with: the student, whom a reply reaches.
    const notice = (await mailsTo(database.db, config.mail.academyEmail, 'booking-tutor')).find(
      (m) => m.subject === `New paid tutor session booking ${reference}`,
    );
    expect(notice!.textBody).toContain(
      `Please contact the student, Sam Lovelace (${student.email}), to schedule it`,
    );
    expect(notice!.textBody).not.toContain('Please contact the customer');
    expect(notice!.replyTo).toBe(student.email);
    // The student hears of it from the academy first, not from a call out of the blue.
    const [forYou, ...others] = await mailsTo(database.db, student.email, 'booking-for-you');
    expect(others).toEqual([]);
    expect(forYou!.subject).toBe(`Tutor session booked for you: ${reference}`);
    expect(forYou!.textBody).toContain('Dear Sam,');
    expect(forYou!.textBody).toMatch(/\w booked and paid for a tutor session for you with /);
    expect(forYou!.textBody).toContain('will contact you at this address to schedule it.');
    expect(forYou!.attachments ?? []).toEqual([]);
  });

  it("the booking's paid page, the parent's receipt, no longer shows the times or the room", async () => {
    const { sessionId } = await paidThenUnshared(app, database);
    const res = await jsonCall(
      app,
      'GET',
      `/api/payments/verify-scheduling-session?sessionId=${sessionId}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json().data;
    expect(page).toMatchObject({ paid: true, forStudent: 'Sam Lovelace', sharingEnded: true });
    expect(page.sessionStarts).toBeUndefined();
    expect(page.cancelledStarts).toBeUndefined();
    expect(page.joinUrl).toBeNull();
  });
});
