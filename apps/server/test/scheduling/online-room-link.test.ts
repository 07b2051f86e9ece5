// The online room's link goes into every online session's calendar invite as the event's URL
// (decision 060), and a calendar takes only a plain host in lowercase: the link is kept as a
// browser writes it, a host no calendar takes is refused, and a link saved before these rules
// never stops an invite, which would stop a paid booking's mails with it.
import { onlineRoomMessages } from '@academy/shared/online-room';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { createAdminCommands } from '../../src/admin/commands.ts';
import { onlineRoom } from '../../src/db/schema/index.ts';
import { buildTestApp, jsonCall, signUp } from '../helpers/test-app.ts';
import { bookedForChild } from './family-booking.ts';
import { mailsTo, setAvailability } from './slot-helpers.ts';

const { app, database, config } = await buildTestApp({ PUBLIC_FORM_RATE_LIMIT_MAX: '1000' });
const db = database.db;
await setAvailability(db);
const tutor = await signUp(app);
await createAdminCommands(db, config).setRole(tutor.email, 'tutor');

const setRoom = (url: string) =>
  jsonCall(app, 'PUT', '/api/tutor/online-room', { url }, tutor.cookie);
const savedRoom = async () =>
  (await jsonCall(app, 'GET', '/api/tutor/online-room', undefined, tutor.cookie)).json().url;

/** The LOCATION and URL of the receipt's invite. */
async function receiptEvent(email: string) {
  const [receipt] = await mailsTo(db, email, 'booking-receipt');
  const event = new ICAL.Component(
    ICAL.parse(receipt!.attachments![0]!.content),
  ).getFirstSubcomponent('vevent')!;
  return [event.getFirstPropertyValue('location'), event.getFirstPropertyValue('url')];
}

describe('the link in the calendar invites', () => {
  it('typed with capitals, is kept in lowercase, and a booking paid after it is invited', async () => {
    const saved = await setRoom('https://Zoom.US/j/5550148?pwd=Summit');
    expect(saved.json()).toEqual({ url: 'https://zoom.us/j/5550148?pwd=Summit', familiesTold: 0 });
    // bookedForChild checks the checkout's payment went through.
    const { parent } = await bookedForChild(app, database, 'online');
    expect(await receiptEvent(parent.email)).toEqual([
      'https://zoom.us/j/5550148?pwd=Summit',
      'https://zoom.us/j/5550148?pwd=Summit',
    ]);
  });

  it('is refused on a host a calendar cannot carry, and the saved one stays', async () => {
    await setRoom('https://meet.example.com/summit');
    for (const url of ['https://my_room.example.com/x', 'https://zoom/j/1', 'https://10.0.0.1/r']) {
      const res = await setRoom(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().errors).toEqual([{ param: 'url', msg: onlineRoomMessages.urlInvalid }]);
    }
    expect(await savedRoom()).toBe('https://meet.example.com/summit');
  });

  it('saved before these rules, is the invite’s location alone, and the booking is paid', async () => {
    await db.update(onlineRoom).set({ url: 'https://Zoom.us/j/5550148' });
    const { parent } = await bookedForChild(app, database, 'online', 7);
    expect(await receiptEvent(parent.email)).toEqual(['https://Zoom.us/j/5550148', null]);
  });
});
