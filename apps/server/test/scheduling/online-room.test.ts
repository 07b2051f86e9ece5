// The academy's online room (decision 060): the tutor sets the link online sessions are joined
// by; the people of an online booking read it on their pages and in their mails and invites, a
// new link is mailed to every family with an online session ahead, and nobody else sees it.
import { ONLINE_ROOM_PENDING, onlineRoomMessages } from '@academy/shared/online-room';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { createAdminCommands } from '../../src/admin/commands.ts';
import { buildTestApp, jsonCall, signUp } from '../helpers/test-app.ts';
import { bookedForChild } from './family-booking.ts';
import { mailsTo, setAvailability } from './slot-helpers.ts';

const { app, database, config } = await buildTestApp({ PUBLIC_FORM_RATE_LIMIT_MAX: '1000' });
const db = database.db;
await setAvailability(db);
const tutor = await signUp(app, { firstname: 'Maya', lastname: 'Reyes' });
await createAdminCommands(db, config).setRole(tutor.email, 'tutor');

const ROOM = 'https://zoom.us/j/5550148?pwd=summit';
const NEW_ROOM = 'https://meet.example.com/summit-prep';

const setRoom = (url: unknown, cookie = tutor.cookie) =>
  jsonCall(app, 'PUT', '/api/tutor/online-room', { url }, cookie);

const eventOf = (mail: { attachments: { content: string }[] | null }) =>
  new ICAL.Component(ICAL.parse(mail.attachments![0]!.content)).getFirstSubcomponent('vevent')!;

const myBookings = async (cookie: string) =>
  (await jsonCall(app, 'GET', '/api/scheduling/my-bookings', undefined, cookie)).json().bookings;

describe('the online room', () => {
  it('is the tutor’s to read and set, and a link it must be', async () => {
    const student = await signUp(app);
    for (const method of ['GET', 'PUT'] as const) {
      const res = await jsonCall(
        app,
        method,
        '/api/tutor/online-room',
        { url: ROOM },
        student.cookie,
      );
      expect(res.statusCode).toBe(403);
    }
    expect(
      (await jsonCall(app, 'GET', '/api/tutor/online-room', undefined, tutor.cookie)).json(),
    ).toEqual({ url: null });

    const refused = async (url: unknown) => {
      const res = await setRoom(url);
      expect(res.statusCode, res.body).toBe(400);
      return res.json().errors[0].msg;
    };
    expect(await refused('zoom.us/j/5550148')).toBe(onlineRoomMessages.urlInvalid);
    expect(await refused('http://zoom.us/j/5550148')).toBe(onlineRoomMessages.urlInvalid);
    expect(await refused('javascript:alert(1)')).toBe(onlineRoomMessages.urlInvalid);
    expect(await refused(42)).toBe(onlineRoomMessages.urlInvalid);
    expect(await refused('https://me:pw@meet.example.com/x')).toBe(
      onlineRoomMessages.urlWithCredentials,
    );
    const noUrl = await jsonCall(app, 'PUT', '/api/tutor/online-room', {}, tutor.cookie);
    expect(noUrl.statusCode).toBe(400);
  });

  it('tells the family how to join, then mails them a new link with new invites', async () => {
    expect((await setRoom(null)).json()).toEqual({ url: null, familiesTold: 0 });
    const { student, parent } = await bookedForChild(app, database, 'online');

    // No room yet: every session mail says the link will come; the pages too.
    for (const to of [parent.email, student.email]) {
      for (const mail of await mailsTo(db, to, 'booking-reminder')) {
        expect(mail.textBody).toContain(ONLINE_ROOM_PENDING);
      }
    }
    expect((await myBookings(parent.cookie))[0].joinUrl).toBeNull();
    // The receipt too, where its link would be.
    const [receipt] = await mailsTo(db, parent.email, 'booking-receipt');
    expect(receipt!.textBody).toContain(`Where: ${ONLINE_ROOM_PENDING}\n`);

    const saved = await setRoom(ROOM);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ url: ROOM, familiesTold: 1 });
    expect(
      (await jsonCall(app, 'GET', '/api/tutor/online-room', undefined, tutor.cookie)).json(),
    ).toEqual({ url: ROOM });

    for (const to of [parent.email, student.email]) {
      const [told] = await mailsTo(db, to, 'booking-join-link');
      expect(told!.textBody).toContain(`Join online: ${ROOM}`);
      expect(eventOf(told!).getFirstPropertyValue('location')).toBe(ROOM);
      expect(eventOf(told!).getFirstPropertyValue('url')).toBe(ROOM);
      // The calendar replaces the event it has: one change more than the booking's invite.
      expect(eventOf(told!).getFirstPropertyValue('sequence')).toBe(1);
      // The reminders queued with the old words went; those queued instead carry the link.
      const reminders = await mailsTo(db, to, 'booking-reminder');
      expect(reminders).toHaveLength(2);
      for (const reminder of reminders) expect(reminder.textBody).toContain(`Join online: ${ROOM}`);
    }
    const [parentsBooking] = await myBookings(parent.cookie);
    expect(parentsBooking.joinUrl).toBe(ROOM);
    const mine = await jsonCall(app, 'GET', '/api/scheduling/mine', undefined, student.cookie);
    expect(mine.json().sessions[0].joinUrl).toBe(ROOM);

    // The same link again changes nothing and mails nobody.
    expect((await setRoom(ROOM)).json()).toEqual({ url: ROOM, familiesTold: 0 });
    expect(await mailsTo(db, parent.email, 'booking-join-link')).toHaveLength(1);

    // Taken away: nobody is mailed, and the reminders say the link will come again.
    expect((await setRoom('')).json()).toEqual({ url: null, familiesTold: 0 });
    expect(await mailsTo(db, parent.email, 'booking-join-link')).toHaveLength(1);
    for (const reminder of await mailsTo(db, parent.email, 'booking-reminder')) {
      expect(reminder.textBody).toContain(ONLINE_ROOM_PENDING);
      expect(reminder.textBody).not.toContain(ROOM);
    }
  });

  it('is in the mails of a booking made once it is set, and never on a public page', async () => {
    expect((await setRoom(NEW_ROOM)).statusCode).toBe(200);
    const { parent } = await bookedForChild(app, database, 'online', 8);
    const [receipt] = await mailsTo(db, parent.email, 'booking-receipt');
    expect(receipt!.textBody).toContain(`Where: ${NEW_ROOM}\n`);
    expect(eventOf(receipt!).getFirstPropertyValue('location')).toBe(NEW_ROOM);
    for (const reminder of await mailsTo(db, parent.email, 'booking-reminder')) {
      expect(reminder.textBody).toContain(`Join online: ${NEW_ROOM}`);
    }

    const inPerson = await bookedForChild(app, database, 'in-person', 9);
    expect((await myBookings(inPerson.parent.cookie))[0].joinUrl).toBeNull();
    const [inPersonReceipt] = await mailsTo(db, inPerson.parent.email, 'booking-receipt');
    expect(inPersonReceipt!.textBody).not.toContain(NEW_ROOM);

    const slots = await jsonCall(app, 'GET', '/api/scheduling/slots');
    expect(slots.body).not.toContain(NEW_ROOM);
    const stranger = await signUp(app);
    expect(JSON.stringify(await myBookings(stranger.cookie))).not.toContain(NEW_ROOM);
  });
});
