// The SAT dates the academy lists (decision 055): the tutor keeps them, every signed-in account
// reads those from today on, soonest first, for the goal's form.
import { satDateMessages, SAT_DATES_MAX, type SatDates } from '@academy/shared/sat-dates';
import { describe, expect, it } from 'vitest';
import { satDates } from '../../src/db/schema/index.ts';
import { jsonCall } from '../helpers/test-app.ts';
import { goalsTestApp } from './goal-helpers.ts';

const { app, database, userWith, tutor, inDays, read } = await goalsTestApp();

const save = (cookie: string, body: unknown) =>
  jsonCall(app, 'PUT', '/api/tutor/sat-dates', body, cookie);

describe('the SAT dates', () => {
  it('are listed by the tutor and read by students and parents, soonest first', async () => {
    const student = await userWith('student');
    const parent = await userWith('parent');
    const res = await save(tutor.cookie, {
      dates: [
        { date: inDays(60), registrationDeadline: inDays(40) },
        { date: inDays(20), registrationDeadline: '' },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const listed = {
      dates: [
        { date: inDays(20), registrationDeadline: null },
        { date: inDays(60), registrationDeadline: inDays(40) },
      ],
    };
    expect(res.json()).toEqual(listed);
    expect(await read<SatDates>('/api/sat-dates', student.cookie)).toEqual(listed);
    expect(await read<SatDates>('/api/sat-dates', parent.cookie)).toEqual(listed);

    // A new list replaces the one ahead; a date past stays on record but is not offered.
    await database.db
      .insert(satDates)
      .values({ testDate: inDays(-10), registrationDeadline: inDays(-30) })
      .onConflictDoNothing();
    const replaced = await save(tutor.cookie, { dates: [{ date: inDays(90) }] });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(await read<SatDates>('/api/sat-dates', student.cookie)).toEqual({
      dates: [{ date: inDays(90), registrationDeadline: null }],
    });
    const kept = await database.db.select().from(satDates);
    expect(kept.map((r) => r.testDate)).toContain(inDays(-10));
  });

  it.each([
    [{ dates: [{ date: 'next March' }] }, 'dates.0.date', satDateMessages.dateInvalid],
    [{ dates: [{ date: inDays(-1) }] }, 'dates.0.date', satDateMessages.datePast],
    [
      { dates: [{ date: inDays(30), registrationDeadline: 'soon' }] },
      'dates.0.registrationDeadline',
      satDateMessages.deadlineInvalid,
    ],
    [
      { dates: [{ date: inDays(30), registrationDeadline: inDays(30) }] },
      'dates.0.registrationDeadline',
      satDateMessages.deadlineAfterTest,
    ],
    [
      { dates: [{ date: inDays(30) }, { date: inDays(30) }] },
      'dates.1.date',
      satDateMessages.duplicate,
    ],
    [
      { dates: Array.from({ length: SAT_DATES_MAX + 1 }, (_, i) => ({ date: inDays(i + 1) })) },
      'dates',
      satDateMessages.tooMany,
    ],
  ])('refuses %j on its field, changing nothing', async (body, param, msg) => {
    const before = await read<SatDates>('/api/sat-dates', tutor.cookie);
    const res = await save(tutor.cookie, body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ errors: expect.arrayContaining([{ param, msg }]) });
    expect(await read<SatDates>('/api/sat-dates', tutor.cookie)).toEqual(before);
  });

  it('are changed by the academy only, and read only when signed in', async () => {
    const student = await userWith('student');
    const parent = await userWith('parent');
    for (const cookie of [student.cookie, parent.cookie]) {
      expect((await save(cookie, { dates: [] })).statusCode).toBe(403);
    }
    expect((await save('', { dates: [] })).statusCode).toBe(401);
    expect((await jsonCall(app, 'GET', '/api/sat-dates')).statusCode).toBe(401);
  });
});
