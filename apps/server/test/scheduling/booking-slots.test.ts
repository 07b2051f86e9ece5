import ICAL from 'ical.js';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookingSessions, checkoutSessions, mailOutbox } from '../../src/db/schema/index.ts';
import { buildTestApp, jsonCall, uniqueEmail } from '../helpers/test-app.ts';
import { postForm } from '../payments/helpers.ts';
import {
  bookAndPay,
  bookSlots,
  freshSlot,
  mailsTo,
  manageToken,
  sessionsAt,
  setAvailability,
} from './slot-helpers.ts';

const { app, database } = await buildTestApp({ PUBLIC_FORM_RATE_LIMIT_MAX: '1000' });
const db = database.db;
await setAvailability(db);
const HOUR_MS = 3_600_000;

const checkoutOf = (res: { json(): { data: { sessionUrl: string } } }) =>
  new URL(res.json().data.sessionUrl).pathname;

describe('holding slots during checkout', () => {
  it('holds the chosen slots until the checkout expires, with the same expiry', async () => {
    const slot = freshSlot();
    const res = await bookSlots(app, uniqueEmail('buyer'), [slot]);
    expect(res.statusCode).toBe(200);
    const [held] = await sessionsAt(db, slot);
    expect(held).toMatchObject({ status: 'held' });
    const [checkout] = await db
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.bookingId, held!.bookingId));
    expect(checkout!.expiresAt).toEqual(held!.holdExpiresAt);
    expect(held!.holdExpiresAt!.getTime() - Date.now()).toBeGreaterThan(30 * 60_000);

    const second = await bookSlots(app, uniqueEmail('other'), [slot]);
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toMatch(/not available|just taken/);
  });

  it('releases the slot when the checkout is cancelled', async () => {
    const slot = freshSlot();
    const res = await bookSlots(app, uniqueEmail('buyer'), [slot]);
    // The checkout page's Cancel goes to the booking's cancel URL, which closes the checkout.
    const back = await postForm(app, `${checkoutOf(res)}/cancel`);
    await app.inject({ method: 'GET', url: new URL(back.headers.location!).pathname });
    expect((await sessionsAt(db, slot))[0]).toMatchObject({ status: 'released' });
    expect((await bookSlots(app, uniqueEmail('next'), [slot])).statusCode).toBe(200);
  });

  it('frees the slot once the hold expires, and the expired checkout takes no payment', async () => {
    const slot = freshSlot();
    const res = await bookSlots(app, uniqueEmail('late'), [slot]);
    const past = new Date(Date.now() - 1000);
    const [held] = await sessionsAt(db, slot);
    await db
      .update(bookingSessions)
      .set({ holdExpiresAt: past })
      .where(eq(bookingSessions.id, held!.id));
    await db
      .update(checkoutSessions)
      .set({ expiresAt: past })
      .where(eq(checkoutSessions.bookingId, held!.bookingId));

    const slots = await jsonCall(
      app,
      'GET',
      `/api/scheduling/slots?from=${slot}&to=${new Date(Date.parse(slot) + HOUR_MS).toISOString()}`,
    );
    expect(slots.json()).toEqual([expect.objectContaining({ start: slot })]);
    expect((await postForm(app, `${checkoutOf(res)}/pay`)).statusCode).toBe(409);
    expect((await bookSlots(app, uniqueEmail('next'), [slot])).statusCode).toBe(200);
    const rows = await sessionsAt(db, slot);
    expect(rows.map((r) => r.status).sort()).toEqual(['held', 'released']);
  });

  it('lets a booker who went Back book the same slot again', async () => {
    const slot = freshSlot();
    const first = await bookSlots(app, uniqueEmail('back'), [slot]);
    const booker = first.cookies.find((c) => c.name.endsWith('academy_booker'))!;
    const again = await bookSlots(
      app,
      uniqueEmail('back'),
      [slot],
      `${booker.name}=${booker.value}`,
    );
    expect(again.statusCode).toBe(200);
  });

  it('shows a booker who went Back the times they hold as free, and nobody else', async () => {
    const slot = freshSlot();
    const first = await bookSlots(app, uniqueEmail('back'), [slot]);
    const booker = first.cookies.find((c) => c.name.endsWith('academy_booker'))!;
    const url = `/api/scheduling/slots?from=${slot}&to=${new Date(Date.parse(slot) + HOUR_MS).toISOString()}`;
    const mine = await jsonCall(app, 'GET', url, undefined, `${booker.name}=${booker.value}`);
    expect(mine.json()).toEqual([expect.objectContaining({ start: slot })]);
    expect((await jsonCall(app, 'GET', url)).json()).toEqual([]);
    const stranger = `${booker.name}=${'x'.repeat(22)}`;
    expect((await jsonCall(app, 'GET', url, undefined, stranger)).json()).toEqual([]);
  });

  it('refuses slots outside the availability, too soon, of the wrong count or repeated', async () => {
    await setAvailability(db, {
      rules: [{ weekday: 1, startHour: 9, endHour: 10, sessionType: 'in-person' }],
      exceptions: [],
    });
    try {
      expect((await bookSlots(app, 'x@example.com', [freshSlot()])).statusCode).toBe(409);
    } finally {
      await setAvailability(db);
    }
    const soon = new Date(Math.ceil(Date.now() / HOUR_MS) * HOUR_MS + HOUR_MS).toISOString();
    expect((await bookSlots(app, 'x@example.com', [soon])).statusCode).toBe(409);
    const slot = freshSlot();
    const repeated = await bookSlots(app, 'x@example.com', [slot, slot]);
    expect(repeated.statusCode).toBe(400);
    const wrongCount = await jsonCall(app, 'POST', '/api/payments/scheduling', {
      contactInfo: 'x@example.com',
      sessionType: 'online',
      sessionCount: 3,
      slots: [slot],
    });
    expect(wrongCount.json().errors).toEqual([
      { param: 'slots', msg: 'Please choose one time for each session' },
    ]);
  });
});

describe('a paid booking with times', () => {
  it('mails a receipt with a valid invite per session and schedules reminders 24 h and 2 h before', async () => {
    const to = uniqueEmail('paid');
    const slots = [freshSlot(4), freshSlot(5)];
    await bookAndPay(app, to, slots);
    expect((await sessionsAt(db, slots[0]!))[0]).toMatchObject({
      status: 'booked',
      holdExpiresAt: null,
    });

    const [receipt] = await mailsTo(db, to, 'booking-receipt');
    expect(receipt!.textBody).toMatch(/Session 1: .* (CST|CDT)/);
    expect(receipt!.attachments).toHaveLength(2);
    const uids = new Set<string>();
    receipt!.attachments!.forEach((file, i) => {
      expect(file.contentType).toMatch(/^text\/calendar.*method=REQUEST/);
      // Named by the session's hour in Dallas, as the mail says it.
      const dallas = new Intl.DateTimeFormat('en-CA', {
        timeZone: 'America/Chicago',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        hourCycle: 'h23',
      }).formatToParts(new Date(slots[i]!));
      const part = (type: string) => dallas.find((p) => p.type === type)!.value;
      expect(file.filename).toBe(
        `session-${part('year')}-${part('month')}-${part('day')}-${part('hour')}h.ics`,
      );
      const calendar = new ICAL.Component(ICAL.parse(file.content));
      expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
      const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
      expect(event.startDate.toJSDate().toISOString()).toBe(slots[i]);
      expect(event.endDate.toJSDate().getTime() - Date.parse(slots[i]!)).toBe(HOUR_MS);
      expect(event.organizer).toMatch(/^mailto:/i);
      uids.add(event.uid);
    });
    expect(uids.size).toBe(2);

    const reminders = await mailsTo(db, to, 'booking-reminder');
    expect(reminders.map((m) => m.nextAttemptAt.getTime()).sort()).toEqual(
      [24, 2].flatMap((h) => slots.map((s) => Date.parse(s) - h * HOUR_MS)).sort(),
    );
    // Sent when a family's own move or cancel is no longer allowed: no link that cannot work.
    for (const reminder of reminders) {
      expect(reminder.textBody).toContain('It can no longer be moved or canceled online.');
      expect(reminder.textBody).not.toContain('/booking/');
    }
    const tutor = (await db.select().from(mailOutbox)).find(
      (m) => m.kind === 'booking-tutor' && m.textBody.includes(receipt!.subject.split(' ').at(-1)!),
    );
    expect(tutor!.textBody).toContain('The sessions are in your calendar');
  });
});

describe('the mailed link', () => {
  it('cancels a session more than 24 h ahead: its reminders are withdrawn, the slot is free', async () => {
    const to = uniqueEmail('cancel');
    const [slot] = [freshSlot(6)];
    await bookAndPay(app, to, [slot!]);
    const token = await manageToken(db, to);
    const page = await jsonCall(app, 'GET', `/api/scheduling/bookings/${token}`);
    expect(page.statusCode).toBe(200);
    const session = page.json().sessions[0];
    expect(session).toMatchObject({ start: slot, status: 'booked', changeable: true });

    const res = await jsonCall(
      app,
      'POST',
      `/api/scheduling/bookings/${token}/sessions/${session.id}/cancel`,
      {},
    );
    expect(res.statusCode).toBe(200);
    // Its price back at once (the test checkout took nothing, so nothing leaves the machine).
    expect(res.json().sessions[0]).toMatchObject({
      status: 'cancelled',
      changeable: false,
      refund: { amountCents: 6000, status: 'refunded' },
    });
    expect(await mailsTo(db, to, 'booking-reminder')).toEqual([]);
    const [notice] = await mailsTo(db, to, 'booking-cancelled');
    expect(notice!.textBody).toContain('will be refunded');
    const cancel = new ICAL.Component(ICAL.parse(notice!.attachments![0]!.content));
    expect(cancel.getFirstPropertyValue('method')).toBe('CANCEL');
    expect((await bookSlots(app, uniqueEmail('next'), [slot!])).statusCode).toBe(200);
  });

  it('moves a session to a free slot, with a new invite of the same UID and new reminders', async () => {
    const to = uniqueEmail('move');
    const slot = freshSlot(7);
    await bookAndPay(app, to, [slot]);
    const token = await manageToken(db, to);
    const id = (await jsonCall(app, 'GET', `/api/scheduling/bookings/${token}`)).json().sessions[0]
      .id;
    const target = freshSlot(8);
    const res = await jsonCall(
      app,
      'POST',
      `/api/scheduling/bookings/${token}/sessions/${id}/reschedule`,
      { start: target },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().sessions[0]).toMatchObject({ start: target, status: 'booked' });
    const [moved] = await mailsTo(db, to, 'booking-moved');
    const event = new ICAL.Event(
      new ICAL.Component(ICAL.parse(moved!.attachments![0]!.content)).getFirstSubcomponent(
        'vevent',
      )!,
    );
    expect(event.uid.startsWith(id)).toBe(true);
    expect(event.sequence).toBe(1);
    expect(event.startDate.toJSDate().toISOString()).toBe(target);
    const reminders = await mailsTo(db, to, 'booking-reminder');
    expect(reminders.map((m) => m.nextAttemptAt.getTime()).sort()).toEqual(
      [Date.parse(target) - 24 * HOUR_MS, Date.parse(target) - 2 * HOUR_MS].sort(),
    );
    // The slot left is free again; the one taken is not.
    expect((await bookSlots(app, uniqueEmail('next'), [slot])).statusCode).toBe(200);
    expect((await bookSlots(app, uniqueEmail('next'), [target])).statusCode).toBe(409);
  });

  it('refuses changes within 24 hours of the start, bad tokens and other bookings’ sessions', async () => {
    const to = uniqueEmail('late');
    const slot = freshSlot(9);
    await bookAndPay(app, to, [slot]);
    const token = await manageToken(db, to);
    const id = (await jsonCall(app, 'GET', `/api/scheduling/bookings/${token}`)).json().sessions[0]
      .id;
    const soon = new Date(Date.now() + 23 * HOUR_MS);
    await db.update(bookingSessions).set({ startsAt: soon }).where(eq(bookingSessions.id, id));
    const page = await jsonCall(app, 'GET', `/api/scheduling/bookings/${token}`);
    expect(page.json().sessions[0].changeable).toBe(false);
    const res = await jsonCall(
      app,
      'POST',
      `/api/scheduling/bookings/${token}/sessions/${id}/cancel`,
      {},
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'Sessions can be changed or canceled only up to 24 hours before they start.',
    );
    const move = await jsonCall(
      app,
      'POST',
      `/api/scheduling/bookings/${token}/sessions/${id}/reschedule`,
      { start: freshSlot(10) },
    );
    expect(move.statusCode).toBe(409);

    const forged = await jsonCall(app, 'GET', `/api/scheduling/bookings/${'A'.repeat(32)}`);
    expect(forged.statusCode).toBe(404);
    expect(forged.json().message).toMatch(/link is not valid/);
    const otherTo = uniqueEmail('other');
    await bookAndPay(app, otherTo, [freshSlot(11)]);
    const otherToken = await manageToken(db, otherTo);
    const foreign = await jsonCall(
      app,
      'POST',
      `/api/scheduling/bookings/${otherToken}/sessions/${id}/cancel`,
      {},
    );
    expect(foreign.statusCode).toBe(409);
  });
});
