import { ERROR_CODES } from '@academy/shared/errors';
import { describe, expect, it } from 'vitest';
import { createAdminCommands } from '../../src/admin/commands.ts';
import { buildTestApp, jsonCall, signUp } from '../helpers/test-app.ts';
import { bookAndPay, EVERY_HOUR, freshSlot, setAvailability } from '../scheduling/slot-helpers.ts';

const { app, database, config } = await buildTestApp();
const admin = createAdminCommands(database.db, config);

async function withRole(role: string) {
  const account = await signUp(app);
  if (role !== 'student') await admin.setRole(account.email, role);
  return account.cookie;
}

const WEEK = {
  rules: [{ weekday: 2, startHour: 15, endHour: 19, sessionType: 'online' }],
  exceptions: [{ date: '2027-01-05', kind: 'closed' }],
};

describe('/api/tutor/availability', () => {
  it('is refused to visitors (401), students and parents (403 ROLE_REQUIRED)', async () => {
    expect((await jsonCall(app, 'GET', '/api/tutor/availability')).statusCode).toBe(401);
    expect((await jsonCall(app, 'PUT', '/api/tutor/availability', WEEK)).statusCode).toBe(401);
    for (const role of ['student', 'parent']) {
      const cookie = await withRole(role);
      for (const method of ['GET', 'PUT'] as const) {
        const res = await jsonCall(app, method, '/api/tutor/availability', WEEK, cookie);
        expect(res.statusCode).toBe(403);
        expect(res.json().code).toBe(ERROR_CODES.roleRequired);
      }
    }
  });

  it('lets a tutor (or an admin) read and replace the schedule, and offers its slots', async () => {
    const tutor = await withRole('tutor');
    const saved = await jsonCall(app, 'PUT', '/api/tutor/availability', WEEK, tutor);
    expect(saved.statusCode).toBe(200);
    const schedule = {
      rules: WEEK.rules,
      exceptions: [
        { date: '2027-01-05', kind: 'closed', startHour: null, endHour: null, sessionType: null },
      ],
    };
    expect(saved.json()).toEqual({ ...schedule, outsideHours: [] });
    const adminCookie = await withRole('admin');
    expect(
      (await jsonCall(app, 'GET', '/api/tutor/availability', undefined, adminCookie)).json(),
    ).toEqual(schedule);
    // Tuesdays 3 to 7 PM, Dallas time; the closed Tuesday gives none.
    const slots = await jsonCall(app, 'GET', '/api/scheduling/slots?from=2027-01-04&to=2027-01-20');
    expect(slots.json().map((s: { start: string }) => s.start)).toEqual(
      ['2027-01-12', '2027-01-19'].flatMap((d) =>
        [21, 22, 23, 24].map((h) =>
          new Date(Date.parse(`${d}T00:00:00Z`) + h * 3_600_000).toISOString(),
        ),
      ),
    );
  });

  it('names the booked sessions ahead that the saved hours no longer offer', async () => {
    await setAvailability(database.db);
    const slot = freshSlot(6);
    await bookAndPay(app, 'closed-day@example.com', [slot]);
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(
      new Date(slot),
    );
    const tutor = await withRole('tutor');
    // The tutor closes that day: the session stays booked, and the answer says so.
    const closed = await jsonCall(
      app,
      'PUT',
      '/api/tutor/availability',
      { ...EVERY_HOUR, exceptions: [{ date: day, kind: 'closed' }] },
      tutor,
    );
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().outsideHours).toEqual([
      expect.objectContaining({
        startsAt: slot,
        sessionType: 'online',
        contact: 'closed-day@example.com',
      }),
    ]);
    // Open again: nothing to tell.
    const open = await jsonCall(app, 'PUT', '/api/tutor/availability', EVERY_HOUR, tutor);
    expect(open.json().outsideHours).toEqual([]);
  });

  it('answers bad schedules with 400 and the field', async () => {
    const tutor = await withRole('tutor');
    const bad = await jsonCall(
      app,
      'PUT',
      '/api/tutor/availability',
      {
        rules: [{ weekday: 2, startHour: 19, endHour: 15, sessionType: 'online' }],
        exceptions: [],
      },
      tutor,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([
      { param: 'rules.0.endHour', msg: 'The end must be after the start' },
    ]);
    const open = await jsonCall(
      app,
      'PUT',
      '/api/tutor/availability',
      { rules: [], exceptions: [{ date: '2027-02-30', kind: 'open' }] },
      tutor,
    );
    expect(open.statusCode).toBe(400);
  });
});
