// Names and contacts reach pages, mails and the admin's terminal (`npm run admin -- bookings`):
// control, bidi and zero-width characters are dropped before they are stored, and a name needs
// a letter (issue 34).
import { desc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { evaluationSubmissions, tutorBookings, users } from '../../src/db/schema/index.ts';
import { FIXTURE_BANK } from '../helpers/fixture-bank.ts';
import { buildTestApp, jsonCall, signUp, uniqueEmail } from '../helpers/test-app.ts';

const { app, database } = await buildTestApp(
  { PUBLIC_FORM_RATE_LIMIT_MAX: '1000' },
  { bankRoot: FIXTURE_BANK },
);
const db = database.db;

// An escape sequence that moves the cursor up and erases the line, a right-to-left override,
// zero-width and bidi isolate characters, a BEL and a C1 control.
const HOSTILE = '\u001b[1A\u001b[2K\u202e\u200b\u2066\u0007\u009b\ufeff';
const STORED_HIDDEN =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  /[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/;

describe('names and contacts are stored as plain text', () => {
  it('sign-up and profile names', async () => {
    const { cookie, user } = await signUp(app, {
      firstname: `A${HOSTILE}da`,
      lastname: `Love${HOSTILE}lace`,
    });
    expect(user).toMatchObject({ firstname: 'A[1A[2Kda', lastname: 'Love[1A[2Klace' });

    const res = await jsonCall(
      app,
      'PATCH',
      '/api/profile',
      {
        firstname: `\u202eGrace${HOSTILE}`,
        lastname: 'Hopper\u200b',
        phoneNumber: '214\u200b555\u20600100',
      },
      cookie,
    );
    expect(res.statusCode).toBe(200);
    const profile = (await jsonCall(app, 'GET', '/api/profile', undefined, cookie)).json();
    expect(profile).toMatchObject({
      firstname: 'Grace[1A[2K',
      lastname: 'Hopper',
      phoneNumber: '2145550100',
    });
    for (const row of await db.select().from(users)) {
      expect(`${row.firstname}${row.lastname}${row.phoneNumber ?? ''}`).not.toMatch(STORED_HIDDEN);
    }
  });

  it('a booking name and contact', async () => {
    const res = await jsonCall(app, 'POST', '/api/payments/scheduling', {
      fullName: `Eve${HOSTILE}\r\nBK-1 paid`,
      contactInfo: `eve${HOSTILE}@example.com`,
      sessionType: 'online',
      sessionCount: 1,
    });
    expect(res.statusCode).toBe(200);
    const [booking] = await db
      .select()
      .from(tutorBookings)
      .orderBy(desc(tutorBookings.createdAt))
      .limit(1);
    expect(booking).toMatchObject({
      fullName: 'Eve[1A[2K BK-1 paid',
      contactInfo: 'eve[1A[2K@example.com',
    });
  });

  it('an evaluation email with a pasted zero-width space', async () => {
    const questions = (await jsonCall(app, 'GET', '/api/questions/evaluation')).json();
    const email = uniqueEmail('eval');
    const res = await jsonCall(app, 'POST', '/api/questions/evaluation/submit', {
      email: `\u200b${email}\ufeff`,
      answers: { [questions.firstSectionQuestions[0]._id]: 'A' },
    });
    expect(res.statusCode).toBe(200);
    const emails = (await db.select().from(evaluationSubmissions)).map((s) => s.email);
    expect(emails).toContain(email);
  });
});

describe('a name needs a letter', () => {
  it.each([
    ['sign-up', 'firstname', '\u200b\u202e', 'First name is required'],
    ['sign-up', 'firstname', '...', 'First name must contain a letter'],
    ['sign-up', 'lastname', '🙂', 'Last name must contain a letter'],
  ])('%s %s %j: %s', async (_form, field, value, message) => {
    const res = await jsonCall(app, 'POST', '/api/auth/signup', {
      email: uniqueEmail(),
      password: 'Correct1Horse',
      firstname: 'Ada',
      lastname: 'Lovelace',
      [field]: value,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, errors: [{ param: field, msg: message }] });
  });

  it('in the profile and in a booking', async () => {
    const { cookie } = await signUp(app);
    const profile = await jsonCall(
      app,
      'PATCH',
      '/api/profile',
      { firstname: '\u001b[2;3\u0007', lastname: '123' },
      cookie,
    );
    expect(profile.statusCode).toBe(400);
    expect(profile.json().errors).toEqual([
      { param: 'firstname', msg: 'First name must contain a letter' },
      { param: 'lastname', msg: 'Last name must contain a letter' },
    ]);
    const booking = await jsonCall(app, 'POST', '/api/payments/scheduling', {
      fullName: '***',
      contactInfo: '2145550100',
      sessionType: 'online',
      sessionCount: 1,
    });
    expect(booking.statusCode).toBe(400);
    expect(booking.json().errors).toEqual([
      { param: 'fullName', msg: 'Name must contain a letter' },
    ]);
  });
});
