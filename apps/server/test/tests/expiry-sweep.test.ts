// A test left to run out ends without the student coming back, once it is in its last module
// (decision 032, point 5, addendum): the parent sees its result and its answers count; module 1
// of a full test waits for the student, so module 2's time is theirs.
import { TEST_GRACE_SECONDS } from '@academy/shared/tests';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CONTENT_ROOT } from '../../src/features/content/service.ts';
import { linkedFamily } from '../family/helpers.ts';
import { buildTestApp, jsonCall } from '../helpers/test-app.ts';
import { keysOf, movableClock, setTier, testCalls } from './timed-tests-helpers.ts';

const clock = movableClock();
const { app, database } = await buildTestApp({}, { bankRoot: DEFAULT_CONTENT_ROOT, clock });

/** Moves the clock to `seconds` past the module's deadline and its grace. */
const pastGrace = (module: { deadline: string }, seconds: number) =>
  clock.advanceSeconds(
    (Date.parse(module.deadline) - clock.now().getTime()) / 1000 + TEST_GRACE_SECONDS + seconds,
  );

async function family() {
  const { student, parent } = await linkedFamily(app, database);
  await setTier(database, student.user._id, 'Free');
  const childTests = async () =>
    (await jsonCall(app, 'GET', '/api/family/children', undefined, parent.cookie)).json()[0]
      .tests as { attemptId: string; correct: number }[];
  return { calls: testCalls(app, student.cookie), childTests };
}

describe('the expiry sweep', () => {
  it('ends a short set that ran out: the parent sees it finished, its answer counted', async () => {
    const { calls, childTests } = await family();
    const set = await calls.start('short-algebra');
    const [question] = set.module.questions;
    const keys = await keysOf(database, set.attemptId, [question!._id]);
    await calls.answer(set.attemptId, question!._id, keys.get(question!._id)!.right);

    pastGrace(set.module, -1);
    expect(await app.testExpiry.runOnce()).toBe(0);
    expect(await childTests()).toEqual([]);

    clock.advanceSeconds(2);
    expect(await app.testExpiry.runOnce()).toBe(1);
    expect(await childTests()).toMatchObject([{ attemptId: set.attemptId, correct: 1 }]);
    expect((await calls.result(set.attemptId)).json().overall).toMatchObject({ correct: 1 });
    // Ended once: the next run finds nothing.
    expect(await app.testExpiry.runOnce()).toBe(0);
  });

  it('leaves module 1 of a full test for the student, and ends module 2 when it runs out', async () => {
    const { calls, childTests } = await family();
    const full = await calls.start('sat-math-full');
    pastGrace(full.module, 1);
    expect(await app.testExpiry.runOnce()).toBe(0);

    // The student comes back a day later: module 2 starts then, with its whole time.
    clock.advanceSeconds(24 * 3600);
    const back = await calls.view(full.attemptId);
    expect(back).toMatchObject({ status: 'in_progress', module: { index: 2 } });
    const question = back.module!.questions[0]!;
    const keys = await keysOf(database, full.attemptId, [question._id]);
    await calls.answer(full.attemptId, question._id, keys.get(question._id)!.right);

    pastGrace(back.module!, 1);
    expect(await app.testExpiry.runOnce()).toBe(1);
    expect(await childTests()).toMatchObject([{ attemptId: full.attemptId, correct: 1 }]);
  });
});
