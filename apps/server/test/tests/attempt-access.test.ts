// A module's questions go by their places in the attempt until the test ends (decision 032,
// addendum of 2026-12-05): the bank's ids and its figures' file names say the skill, and some
// the difficulty, that the screen keeps back.
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { questions } from '../../src/db/schema/index.ts';
import { DEFAULT_CONTENT_ROOT } from '../../src/features/content/service.ts';
import { buildTestApp, jsonCall } from '../helpers/test-app.ts';
import { bankIdsOf, movableClock, testStudent } from './timed-tests-helpers.ts';

const clock = movableClock();
const { app, database } = await buildTestApp({}, { bankRoot: DEFAULT_CONTENT_ROOT, clock });

const student = (tier?: string) => testStudent(app, database, tier);

describe('a timed test’s questions by their seats', () => {
  it('serves a module’s figure by its seat, to the attempt’s student only', async () => {
    // A set is drawn at random: a student whose set shows a figure.
    let found;
    for (let tries = 0; !found && tries < 20; tries++) {
      const owner = await student();
      const { attemptId, module } = await owner.start('short-geometry-trigonometry');
      const withFigure = module.questions.find((q) => q.imageUrl);
      if (withFigure) found = { owner, attemptId, withFigure };
    }
    const { owner, attemptId, withFigure } = found!;
    const url = `/api/tests/attempts/${attemptId}/figures/${withFigure._id}`;
    expect(withFigure.imageUrl).toBe(url);

    const figure = await owner.call('GET', url);
    expect(figure.statusCode).toBe(200);
    expect(figure.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(figure.headers['cache-control']).toBe('private, max-age=86400');
    const [id] = await bankIdsOf(database, attemptId, [withFigure._id]);
    const [bank] = await database.db
      .select({ imageUrl: questions.imageUrl })
      .from(questions)
      .where(eq(questions.id, id!));
    const file = resolve(DEFAULT_CONTENT_ROOT, bank!.imageUrl!.replace('/content/', ''));
    expect(figure.body).toBe(await readFile(file, 'utf8'));

    const other = await student();
    const refused = [
      other.call('GET', url),
      // A module not reached, a place past the module's end, no place at all.
      owner.call('GET', `/api/tests/attempts/${attemptId}/figures/2-1`),
      owner.call('GET', `/api/tests/attempts/${attemptId}/figures/1-99`),
      owner.call('GET', `/api/tests/attempts/${attemptId}/figures/${id}`),
    ];
    for (const res of await Promise.all(refused)) expect(res.statusCode).toBe(404);
    expect((await jsonCall(app, 'GET', url)).statusCode).toBe(401);
  });

  it('keeps the figures of Math’s first module back through the whole SAT’s break', async () => {
    // Math's first module is drawn as the break starts: a student whose module has a figure.
    let found;
    for (let tries = 0; !found && tries < 20; tries++) {
      const s = await student();
      const { attemptId } = await s.start('sat-full');
      await s.finish(attemptId);
      await s.finish(attemptId);
      const seats = Array.from({ length: 22 }, (_, i) => `3-${i + 1}`);
      const ids = await bankIdsOf(database, attemptId, seats);
      const figured = await database.db
        .select({ id: questions.id })
        .from(questions)
        .where(and(inArray(questions.id, ids), isNotNull(questions.imageUrl)));
      const seat = seats[ids.indexOf(figured[0]?.id ?? '')];
      if (seat) found = { s, attemptId, seat };
    }
    const { s, attemptId, seat } = found!;
    const url = `/api/tests/attempts/${attemptId}/figures/${seat}`;
    expect((await s.view(attemptId)).status).toBe('on_break');
    expect((await s.call('GET', url)).statusCode).toBe(404);

    await s.call('POST', `/api/tests/attempts/${attemptId}/resume`, {});
    expect((await s.call('GET', url)).statusCode).toBe(200);
  });

  it('takes an answer by its seat only, not by the bank’s id', async () => {
    const s = await student();
    const { attemptId, module } = await s.start('short-algebra');
    const [id] = await bankIdsOf(database, attemptId, [module.questions[0]!._id]);
    expect((await s.answer(attemptId, id!, 'A')).statusCode).toBe(404);
    expect((await s.answer(attemptId, '1-1', 'A')).statusCode).toBe(200);
    expect((await s.view(attemptId)).module?.answers).toEqual({
      '1-1': { answer: 'A', marked: false },
    });
  });

  it('answers 404 for another student’s attempt on every call', async () => {
    const owner = await student();
    const other = await student();
    const { attemptId, module } = await owner.start('short-algebra');
    const q = module.questions[0]!._id;
    const calls = [
      other.call('GET', `/api/tests/attempts/${attemptId}`),
      other.call('PUT', `/api/tests/attempts/${attemptId}/answers/${q}`, { answer: 'A' }),
      other.call('POST', `/api/tests/attempts/${attemptId}/finish-module`, {}),
      other.call('GET', `/api/tests/attempts/${attemptId}/result`),
      other.call('GET', `/api/tests/attempts/${attemptId}/figures/${q}`),
      other.call('GET', '/api/tests/attempts/not-a-uuid'),
    ];
    for (const res of await Promise.all(calls)) expect(res.statusCode).toBe(404);
    expect((await owner.view(attemptId)).module?.answers).toEqual({});
    const signedOut = await jsonCall(app, 'GET', `/api/tests/attempts/${attemptId}`);
    expect(signedOut.statusCode).toBe(401);
  });
});
