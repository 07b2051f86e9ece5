// The same attempt open on two devices (a resumed tab, a laptop and a phone): what one page
// holds must not undo what the other did (decision 032, addendum).
import { ERROR_CODES } from '@academy/shared/errors';
import { testMessages } from '@academy/shared/tests';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CONTENT_ROOT } from '../../src/features/content/service.ts';
import { buildTestApp } from '../helpers/test-app.ts';
import { movableClock, testStudent } from './timed-tests-helpers.ts';

const clock = movableClock();
const { app, database } = await buildTestApp({}, { bankRoot: DEFAULT_CONTENT_ROOT, clock });

describe('one attempt on two devices', () => {
  it('a finish sent for module 1 from a stale page does not end module 2, nor one for a later module', async () => {
    const s = await testStudent(app, database);
    const { attemptId } = await s.start('sat-math-full');
    const finish = (module?: number) =>
      s.call('POST', `/api/tests/attempts/${attemptId}/finish-module`, module && { module });

    // A finish for a module not yet begun is no stale page's: it says so, and ends nothing.
    const early = await finish(2);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(testMessages.moduleNotBegun);
    expect(await s.view(attemptId)).toMatchObject({ module: { index: 1 } });

    expect((await finish(1)).json()).toMatchObject({ module: { index: 2 } });
    // The other page still shows module 1, and its clock reaches 0 there.
    const stale = await finish(1);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      message: testMessages.moduleEnded,
      code: ERROR_CODES.moduleTimeUp,
    });
    expect(await s.view(attemptId)).toMatchObject({ status: 'in_progress', module: { index: 2 } });
    // A module the test does not have: "has already ended" named one that never existed.
    const missing = await finish(3);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(testMessages.noSuchModule);
    expect((await finish(2)).json()).toMatchObject({ status: 'finished' });
  });

  it('a save of the time or the mark alone keeps the answer another page gave', async () => {
    const s = await testStudent(app, database);
    const started = await s.start('short-algebra');
    const question = started.module.questions[0]!._id;
    const put = (body: object) =>
      s.call('PUT', `/api/tests/attempts/${started.attemptId}/answers/${question}`, body);

    expect((await put({ answer: 'B', seconds: 5 })).statusCode).toBe(200);
    const kept = await put({ seconds: 40 });
    expect(kept.json().saved).toEqual({ answer: 'B', marked: false });
    expect((await put({ marked: true })).json().saved).toEqual({ answer: 'B', marked: true });
    const view = await s.view(started.attemptId);
    expect(view.module!.answers[question]).toEqual({ answer: 'B', marked: true });

    // A first save without an answer leaves the question unanswered.
    const other = started.module.questions[1]!._id;
    const blank = await s.call('PUT', `/api/tests/attempts/${started.attemptId}/answers/${other}`, {
      seconds: 9,
    });
    expect(blank.json().saved).toEqual({ answer: '', marked: false });
  });
});
