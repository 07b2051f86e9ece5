// The whole SAT (decision 066): Reading and Writing, the break, then Math, each section routed
// on its own first module and scored on its own, the total their sum.
import type { TestAttemptView, TestResult, TestSummary } from '@academy/shared/tests';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CONTENT_ROOT } from '../../src/features/content/service.ts';
import { createTestsRepository } from '../../src/features/tests/repository.ts';
import { buildTestApp } from '../helpers/test-app.ts';
import { bankIdsOf, keysOf, movableClock, testStudent } from './timed-tests-helpers.ts';

const clock = movableClock();
const { app, database } = await buildTestApp({}, { bankRoot: DEFAULT_CONTENT_ROOT, clock });

const MINUTE = 60_000;
const lengthOf = (module: { startedAt: string; deadline: string }) =>
  Date.parse(module.deadline) - Date.parse(module.startedAt);

describe('the whole SAT', () => {
  it('is listed above the sections’ tests, with both sections’ time', async () => {
    const s = await testStudent(app, database);
    const listed = (await s.list()).json<TestSummary[]>();
    expect(listed[0]).toMatchObject({
      _id: 'sat-full',
      name: 'Full-length SAT',
      kind: 'full',
      section: 'sat',
      modules: 4,
      // 2 × 32 + 2 × 35: the break is not test time.
      minutes: 134,
      questionsPerModule: 27,
      available: true,
    });
    // A Guest's one test is a short set.
    const guest = await testStudent(app, database, 'Guest');
    const forGuest = (await guest.list()).json<TestSummary[]>();
    expect(forGuest.find((t) => t._id === 'sat-full')!.available).toBe(false);
    expect((await guest.call('POST', '/api/tests/sat-full/start', {})).statusCode).toBe(403);
  });

  it('runs Reading and Writing, a break the student may end, then Math, scored per section', async () => {
    const s = await testStudent(app, database);
    const started = await s.start('sat-full');
    const { attemptId } = started;
    expect(started.module).toMatchObject({ index: 1, section: 'reading-writing' });
    expect(started.module.questions).toHaveLength(27);
    expect(started.module.questions.every((q) => q.passage)).toBe(true);
    expect(lengthOf(started.module)).toBe(32 * MINUTE);

    // Module 1 all right: module 2 is the harder Reading and Writing form.
    const first = started.module.questions.map((q) => q._id);
    const keys = await keysOf(database, attemptId, first);
    for (const seat of first) await s.answer(attemptId, seat, keys.get(seat)!.right);
    const second = (await s.finish(attemptId)).json<TestAttemptView>();
    expect(second).toMatchObject({ status: 'in_progress', module: { index: 2 } });
    expect(second.module!.section).toBe('reading-writing');
    expect(second.module!.questions).toHaveLength(27);

    // The end of Reading and Writing: the break, its questions not shown, nothing answered.
    const onBreak = (await s.finish(attemptId)).json<TestAttemptView>();
    expect(onBreak).toMatchObject({ status: 'on_break', module: null, modules: 4 });
    expect(Date.parse(onBreak.breakUntil!) - Date.parse(onBreak.serverNow)).toBe(10 * MINUTE);
    const early = await s.answer(attemptId, '3-1', 'A');
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(
      'You are on your break: resume testing to answer the next module.',
    );
    expect((await s.result(attemptId)).statusCode).toBe(409);
    // Nor is the module after it ended before it began: it stays whole, the break goes on.
    const finishedEarly = await s.finish(attemptId);
    expect(finishedEarly.statusCode).toBe(409);
    expect(finishedEarly.json().message).toBe(early.json().message);
    expect(await s.view(attemptId)).toMatchObject({ status: 'on_break', module: null });

    // Five minutes in, the student resumes: Math starts then, with its whole 35 minutes.
    clock.advanceSeconds(5 * 60);
    const resumed = (
      await s.call('POST', `/api/tests/attempts/${attemptId}/resume`, {})
    ).json<TestAttemptView>();
    expect(resumed).toMatchObject({ status: 'in_progress', module: { index: 3, section: 'math' } });
    expect(resumed.breakUntil).toBeUndefined();
    expect(resumed.module!.startedAt).toBe(clock.now().toISOString());
    expect(lengthOf(resumed.module!)).toBe(35 * MINUTE);
    expect(resumed.module!.questions).toHaveLength(22);
    expect(resumed.module!.questions.some((q) => q.passage)).toBe(false);
    // A second Resume (another device) changes nothing.
    const again = (
      await s.call('POST', `/api/tests/attempts/${attemptId}/resume`, {})
    ).json<TestAttemptView>();
    expect(again.module!.deadline).toBe(resumed.module!.deadline);

    // Math module 1 all wrong: module 4 is the easier Math form.
    const third = resumed.module!.questions.map((q) => q._id);
    const mathKeys = await keysOf(database, attemptId, third);
    for (const seat of third) await s.answer(attemptId, seat, mathKeys.get(seat)!.wrong);
    const fourth = (await s.finish(attemptId)).json<TestAttemptView>();
    expect(fourth.module).toMatchObject({ index: 4, section: 'math' });
    expect(fourth.module!.questions).toHaveLength(22);
    expect((await s.finish(attemptId)).json<TestAttemptView>().status).toBe('finished');

    const result = (await s.result(attemptId)).json<TestResult>();
    expect(result).toMatchObject({ section: 'sat', overall: { correct: 27, total: 98 } });
    expect(result.modules.map((m) => [m.section, m.level])).toEqual([
      ['reading-writing', 'mixed'],
      ['reading-writing', 'harder'],
      ['math', 'mixed'],
      ['math', 'easier'],
    ]);
    const [rw, math] = result.sections!;
    expect(rw).toMatchObject({ section: 'reading-writing', correct: 27, total: 54 });
    expect(math).toMatchObject({ section: 'math', correct: 0, total: 44 });
    expect(rw!.scoreRange.low).toBeGreaterThan(math!.scoreRange.high);
    expect(math!.scoreRange.low).toBeGreaterThanOrEqual(200);
    expect(result.scoreRange).toEqual({
      low: rw!.scoreRange.low + math!.scoreRange.low,
      high: rw!.scoreRange.high + math!.scoreRange.high,
    });
    // The report's domains: Reading and Writing's, then Math's, each in its section's order.
    expect(result.domains.map((d) => d.domain)).toEqual([
      'craft-structure',
      'information-ideas',
      'standard-english-conventions',
      'expression-of-ideas',
      'algebra',
      'advanced-math',
      'problem-solving-data-analysis',
      'geometry-trigonometry',
    ]);

    // Lists of finished tests (the student's, the tutor's, the parent's) give each section's
    // range as the result scores it: a parent, who cannot open the result, sees the split.
    const [finished] = (await s.call('GET', '/api/tests/finished')).json();
    expect(finished).toMatchObject({
      testId: 'sat-full',
      section: 'sat',
      scoreRange: result.scoreRange,
    });
    expect(finished.sections).toEqual(
      result.sections!.map(({ section, scoreRange }) => ({ section, scoreRange })),
    );
  });

  it('starts Math by itself when the break runs out, the student away', async () => {
    const s = await testStudent(app, database);
    const { attemptId } = await s.start('sat-full');
    await s.finish(attemptId);
    const onBreak = (await s.finish(attemptId)).json<TestAttemptView>();
    expect(onBreak.status).toBe('on_break');
    // /tests says the break, not a module under way until Math's deadline.
    const listed = (await s.list()).json<TestSummary[]>().find((t) => t._id === 'sat-full')!;
    expect(listed.inProgress).toMatchObject({
      attemptId,
      module: 3,
      breakUntil: onBreak.breakUntil,
    });
    clock.advanceSeconds(10 * 60 + 1);
    const after = (await s.list()).json<TestSummary[]>().find((t) => t._id === 'sat-full')!;
    expect(after.inProgress!.breakUntil).toBeUndefined();
    const math = await s.view(attemptId);
    expect(math).toMatchObject({ status: 'in_progress', module: { index: 3, section: 'math' } });
    expect(math.module!.startedAt).toBe(onBreak.breakUntil);
    // Resume after the break changes nothing: the module's clock runs from the break's end.
    const resumed = (
      await s.call('POST', `/api/tests/attempts/${attemptId}/resume`, {})
    ).json<TestAttemptView>();
    expect(resumed.module!.deadline).toBe(math.module!.deadline);
  });
  it('counts Math’s first module as met only once the student reached it', async () => {
    const repo = createTestsRepository(database.db);
    const mathOf = async (attemptId: string) =>
      bankIdsOf(database, attemptId, ['3-1', '3-2', '3-3']);
    const leftOnBreak = async (s: Awaited<ReturnType<typeof testStudent>>) => {
      const { attemptId } = await s.start('sat-full');
      await s.finish(attemptId);
      expect((await s.finish(attemptId)).json<TestAttemptView>().status).toBe('on_break');
      return { attemptId, math: await mathOf(attemptId) };
    };

    // Left on the break and started anew: Math's first module was never shown.
    const away = await testStudent(app, database);
    const abandoned = await leftOnBreak(away);
    await away.start('sat-full');
    const seenByAway = await repo.seenQuestions(away.user._id);
    expect(abandoned.math.filter((id) => seenByAway.has(id))).toEqual([]);
    // Nor is it met while the break, never ended, lies behind an attempt left open.
    const idle = await testStudent(app, database);
    const leftOpen = await leftOnBreak(idle);
    clock.advanceSeconds(60);
    const seenByIdle = await repo.seenQuestions(idle.user._id);
    expect(leftOpen.math.filter((id) => seenByIdle.has(id))).toEqual([]);

    // Resumed, or read once the break ran out, its questions were on screen: met.
    const resumer = await testStudent(app, database);
    const resumed = await leftOnBreak(resumer);
    await resumer.call('POST', `/api/tests/attempts/${resumed.attemptId}/resume`, {});
    const seenByResumer = await repo.seenQuestions(resumer.user._id);
    expect(resumed.math.every((id) => seenByResumer.has(id))).toBe(true);
    const late = await testStudent(app, database);
    const back = await leftOnBreak(late);
    clock.advanceSeconds(10 * 60 + 1);
    expect((await late.view(back.attemptId)).module!.index).toBe(3);
    const seenByLate = await repo.seenQuestions(late.user._id);
    expect(back.math.every((id) => seenByLate.has(id))).toBe(true);
  });
});
