// An in-person session's mails say where it is held: the academy's office as configured
// (ACADEMY_ADDRESS), in the receipt, the student's notice, the reminders, a move and the
// calendar invite's LOCATION. An online session's name no address (online-room.test.ts: how
// they are joined).
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { buildTestApp, jsonCall } from '../helpers/test-app.ts';
import { bookedForChild } from './family-booking.ts';
import { freshSlot, mailsTo, setAvailability } from './slot-helpers.ts';

const ADDRESS = '500 Elm Street, Suite 2, Plano, TX 75024';
const { app, database } = await buildTestApp({
  PUBLIC_FORM_RATE_LIMIT_MAX: '1000',
  ACADEMY_ADDRESS: ADDRESS,
});
const db = database.db;
await setAvailability(db);
const PLACE = `It is in person, at the academy: ${ADDRESS}.`;

const locationOf = (mail: { attachments: { content: string }[] | null }) =>
  new ICAL.Component(ICAL.parse(mail.attachments![0]!.content))
    .getFirstSubcomponent('vevent')!
    .getFirstPropertyValue('location');

describe('an in-person session', () => {
  it('is mailed with the academy’s address, to the parent and the student, moved or not', async () => {
    const { student, parent } = await bookedForChild(app, database, 'in-person');

    const [receipt] = await mailsTo(db, parent.email, 'booking-receipt');
    expect(receipt!.textBody).toContain(`Session type: In-person\nWhere: ${ADDRESS}\n`);
    expect(receipt!.htmlBody).toContain(`<th align="left">Where</th><td>${ADDRESS}</td>`);
    expect(locationOf(receipt!)).toBe(ADDRESS);
    const [forYou] = await mailsTo(db, student.email, 'booking-for-you');
    expect(forYou!.textBody).toMatch(/\nSession 1: [^\n]+\n\nIt is in person, at the academy: /);
    expect(forYou!.textBody).toContain(PLACE);
    expect(locationOf(forYou!)).toBe(ADDRESS);
    const reminders = [
      ...(await mailsTo(db, parent.email, 'booking-reminder')),
      ...(await mailsTo(db, student.email, 'booking-reminder')),
    ];
    expect(reminders).toHaveLength(4);
    for (const reminder of reminders) expect(reminder.textBody).toContain(PLACE);

    const [booking] = (
      await jsonCall(app, 'GET', '/api/scheduling/my-bookings', undefined, parent.cookie)
    ).json().bookings;
    const moved = await jsonCall(
      app,
      'POST',
      `/api/scheduling/my-bookings/${booking.id}/sessions/${booking.sessions[0].id}/reschedule`,
      { start: freshSlot(7) },
      parent.cookie,
    );
    expect(moved.statusCode, moved.body).toBe(200);
    for (const to of [parent.email, student.email]) {
      const [mail] = await mailsTo(db, to, 'booking-moved');
      expect(mail!.textBody).toContain(PLACE);
      expect(locationOf(mail!)).toBe(ADDRESS);
    }
  });

  it('an online one names no place', async () => {
    const { student, parent } = await bookedForChild(app, database, 'online');
    const mails = [...(await mailsTo(db, parent.email)), ...(await mailsTo(db, student.email))];
    const sessionMails = mails.filter((m) => m.kind.startsWith('booking-'));
    expect(sessionMails.length).toBeGreaterThan(3);
    for (const mail of sessionMails) {
      expect(mail.textBody).not.toContain(ADDRESS);
      expect(mail.textBody).not.toContain('in person');
      if (mail.attachments?.length) expect(locationOf(mail)).toBeNull();
    }
  });
});
