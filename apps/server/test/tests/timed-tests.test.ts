import { ERROR_CODES } from '@academy/shared/errors';
import {
  SECTION_DOMAINS,
  TEST_GRACE_SECONDS,
  testMessages,
  type TestResult,
} from '@academy/shared/tests';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CONTENT_ROOT } from '../../src/features/content/service.ts';
import { buildTestApp } from '../helpers/test-app.ts';
import { bankIdsOf, keysOf, movableClock, testStudent } from './timed-tests-helpers.ts';

const clock = movableClock();
const { app, database } = await buildTestApp({}, { bankRoot: DEFAULT_CONTENT_ROOT, clock });

const student = (tier?: string) => testStudent(app, database, tier);

const LEAKS = [
  'correctAnswer',
  'acceptedAnswers',
  'accepted',
  'explanation',
  'hints',
  'indepthHints',
];

describe('timed practice tests', () => {
  it('lists each section’s full test and short sets', async () => {
    const { list } = await student();
    const tests = (await list()).json();
    // The whole SAT comes first (whole-sat.test.ts).
    expect(tests[0]._id).toBe('sat-full');
    expect(tests.find((t: { _id: string }) => t._id === 'sat-math-full')).toEqual({
      _id: 'sat-math-full',
      name: 'Full SAT Math',
      kind: 'full',
      section: 'math',
      modules: 2,
      minutes: 70,
      questionsPerModule: 22,
      available: true,
      inProgress: null,
    });
    expect(tests.find((t: { _id: string }) => t._id === 'sat-reading-writing-full')).toEqual({
      _id: 'sat-reading-writing-full',
      name: 'Full SAT Reading and Writing',
      kind: 'full',
      section: 'reading-writing',
      modules: 2,
      minutes: 64,
      questionsPerModule: 27,
      available: true,
      inProgress: null,
    });
    const shortSets = (section: string) =>
      tests.filter(
        (t: { kind: string; section: string }) => t.kind !== 'full' && t.section === section,
      );
    expect(shortSets('math')).toHaveLength(5);
    expect(shortSets('reading-writing')).toHaveLength(5);
  });

  it('lists an attempt under way to resume, until its module ends', async () => {
    const s = await student();
    const started = await s.start('short-algebra');
    const algebra = async () =>
      (await s.list()).json().find((t: { _id: string }) => t._id === 'short-algebra');
    expect((await algebra()).inProgress).toEqual({
      attemptId: started.attemptId,
      module: 1,
      deadline: started.module.deadline,
    });
    // Another student sees nothing of it.
    const other = await student();
    const theirs = (await other.list()).json();
    expect(theirs.every((t: { inProgress: unknown }) => t.inProgress === null)).toBe(true);
    // Finished, there is nothing to resume; past its deadline and grace, neither.
    expect((await s.finish(started.attemptId)).statusCode).toBe(200);
    expect((await algebra()).inProgress).toBeNull();
    const late = await s.start('short-algebra');
    expect((await algebra()).inProgress?.attemptId).toBe(late.attemptId);
    clock.advanceSeconds(19 * 60 + TEST_GRACE_SECONDS + 1);
    expect((await algebra()).inProgress).toBeNull();
  });

  // A test left to run out vanished from /tests: neither under way nor finished, its answers
  // never counted. Reading the list ends it as opening it would (decision 032, point 5); a
  // module 2 waits for the student to open it, its whole time left.
  it('ends what ran out while away as the list is read: a set finished, a full test waiting for module 2', async () => {
    const s = await student();
    const short = await s.start('short-algebra');
    const [question] = short.module.questions;
    const keys = await keysOf(database, short.attemptId, [question!._id]);
    expect(
      (await s.answer(short.attemptId, question!._id, keys.get(question!._id)!.right)).statusCode,
    ).toBe(200);
    const full = await s.start('sat-math-full');
    clock.advanceSeconds(35 * 60 + TEST_GRACE_SECONDS + 1);

    const finished = (await s.call('GET', '/api/tests/finished')).json();
    expect(finished).toMatchObject([{ attemptId: short.attemptId, correct: 1 }]);
    const fullTest = async () =>
      (await s.list()).json().find((t: { _id: string }) => t._id === 'sat-math-full');
    const waiting = { attemptId: full.attemptId, module: 2, deadline: null };
    expect((await fullTest()).inProgress).toEqual(waiting);
    // Looking at /tests and /progress an hour later takes none of module 2's time.
    clock.advanceSeconds(60 * 60);
    expect((await fullTest()).inProgress).toEqual(waiting);
    expect((await s.call('GET', '/api/tests/finished')).json()).toHaveLength(1);
    // It starts when the student opens the test: its whole time is left.
    const opened = (await s.view(full.attemptId)).module!;
    expect(opened.index).toBe(2);
    expect(Date.parse(opened.deadline) - clock.now().getTime()).toBe(35 * 60_000);
    expect((await fullTest()).inProgress).toEqual({
      ...waiting,
      deadline: opened.deadline,
    });
  });

  it('assembles module 1 by the domain mix, mixing difficulties, and sends no key', async () => {
    const s = await student();
    const started = await s.start('sat-math-full');
    const ids = started.module.questions.map((q) => q._id);
    expect(ids).toHaveLength(22);
    // Known by their places until the test ends: the bank's ids name the skill.
    expect(ids).toEqual(Array.from({ length: 22 }, (_, i) => `1-${i + 1}`));
    const keys = await keysOf(database, started.attemptId, ids);
    const perDomain = (d: string) => ids.filter((id) => keys.get(id)!.submodule === d).length;
    expect([perDomain('algebra'), perDomain('advanced-math')]).toEqual([8, 7]);
    expect([
      perDomain('problem-solving-data-analysis'),
      perDomain('geometry-trigonometry'),
    ]).toEqual([4, 3]);
    const labels = ids.map((id) => keys.get(id)!.difficulty);
    expect(labels.some((d) => d <= 2) && labels.includes(3) && labels.some((d) => d >= 4)).toBe(
      true,
    );
    // About a quarter typed answers, as the SAT's Math has (one or two of each domain's share),
    // and at more than one level of difficulty.
    const typed = ids.filter((id) => keys.get(id)!.type === 'free_entry');
    expect(typed).toHaveLength(6);
    expect(new Set(typed.map((id) => keys.get(id)!.difficulty)).size).toBeGreaterThan(1);

    const payloads = [JSON.stringify(started), JSON.stringify(await s.view(started.attemptId))];
    for (const payload of payloads) {
      for (const leak of LEAKS) expect(payload).not.toContain(`"${leak}"`);
      expect(payload).not.toContain('"difficulty"');
      expect(payload).not.toContain('"subModule"');
      expect(payload).not.toContain('/content/figures/');
      for (const { id } of keys.values()) expect(payload).not.toContain(id);
    }
  });

  it('keeps an answer given in time, after a reload, and refuses one past the grace', async () => {
    const s = await student();
    const { attemptId, module } = await s.start('short-algebra');
    expect(module.questions).toHaveLength(12);
    // 19 minutes from the start, by the server's clock.
    expect(Date.parse(module.deadline) - Date.parse(module.startedAt)).toBe(19 * 60_000);
    const [first, second, third] = module.questions;

    expect((await s.answer(attemptId, first!._id, 'A', true)).statusCode).toBe(200);
    clock.advanceSeconds(19 * 60 + TEST_GRACE_SECONDS - 1);
    expect((await s.answer(attemptId, second!._id, 'B')).statusCode).toBe(200);
    const reloaded = await s.view(attemptId);
    expect(reloaded.module?.answers[first!._id]).toEqual({ answer: 'A', marked: true });
    expect(reloaded.module?.answers[second!._id]).toEqual({ answer: 'B', marked: false });

    clock.advanceSeconds(2);
    const late = await s.answer(attemptId, third!._id, 'C');
    expect(late.statusCode).toBe(409);
    // Told why: the module was ended by its time, on this very call, not by a Finish.
    expect(late.json()).toMatchObject({
      code: ERROR_CODES.moduleTimeUp,
      message: 'Time is up for this module: answers can no longer be changed.',
    });

    // The module ended with the time: the test is over, with what was answered in time.
    const view = await s.view(attemptId);
    expect(view).toMatchObject({ status: 'finished', module: null });
    const result = (await s.result(attemptId)).json<TestResult>();
    const given = Object.fromEntries(result.questions.map((q) => [q.number, q.answer]));
    expect([given[1], given[2], given[3]]).toEqual(['A', 'B', null]);
    // The result names the bank's questions, in the module's order.
    const ids = await bankIdsOf(database, attemptId, [first!._id, second!._id, third!._id]);
    expect(result.questions.slice(0, 3).map((q) => q.question._id)).toEqual(ids);
    expect(result.scoreRange).toBeUndefined();
    // Each domain is told by skill too: every question under each skill it tests.
    for (const domain of result.domains) {
      const inDomain = result.questions.filter((q) => q.domain === domain.domain);
      const tested = new Set(inDomain.flatMap((q) => q.concepts.map((c) => c._id)));
      expect(domain.skills.map((k) => k.concept).sort()).toEqual([...tested].sort());
      for (const skill of domain.skills) {
        const counted = inDomain.filter((q) => q.concepts.some((c) => c._id === skill.concept));
        expect(skill).toMatchObject({
          name: counted[0]!.concepts.find((c) => c._id === skill.concept)!.name,
          total: counted.length,
          correct: counted.filter((q) => q.isCorrect).length,
        });
      }
    }
    // The keys and explanations arrive typeset by the server, as the question itself does.
    for (const q of result.questions) {
      expect(q.explanationHtml.length).toBeGreaterThan(0);
      expect(q.correctAnswerHtml.length).toBeGreaterThan(0);
      if (q.explanationLatex.includes('$')) expect(q.explanationHtml).toContain('class="katex"');
    }
  });

  it('keeps a choice as its letter, and refuses one the question does not have', async () => {
    const s = await student();
    const { attemptId, module } = await s.start('short-algebra');
    const choice = module.questions.find((q) => q.choices.length > 0)!;
    expect((await s.answer(attemptId, choice._id, ' b ')).json().saved.answer).toBe('B');
    const bad = await s.answer(attemptId, choice._id, 'Z');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: testMessages.choiceInvalid });
    expect((await s.view(attemptId)).module?.answers[choice._id]?.answer).toBe('B');
  });

  it('counts no question longer than its module lasts', async () => {
    const s = await student();
    const { attemptId, module } = await s.start('short-algebra');
    const [first, second] = module.questions;
    // A laptop that slept on the first question counts the night; the second, 95 s.
    const put = (questionId: string, seconds: number) =>
      s.call('PUT', `/api/tests/attempts/${attemptId}/answers/${questionId}`, {
        answer: 'A',
        seconds,
      });
    expect((await put(first!._id, 8 * 3600)).statusCode).toBe(200);
    expect((await put(second!._id, 95)).statusCode).toBe(200);
    expect((await s.finish(attemptId)).statusCode).toBe(200);
    const result = (await s.result(attemptId)).json<TestResult>();
    expect(result.questions.slice(0, 2).map((q) => q.seconds)).toEqual([19 * 60, 95]);
  });

  it.each([
    ['right', 'harder'],
    ['wrong', 'easier'],
  ] as const)('routes module 1 answered all %s to the %s module 2', async (how, level) => {
    const s = await student();
    const { attemptId, module } = await s.start('sat-math-full');
    const keys = await keysOf(
      database,
      attemptId,
      module.questions.map((q) => q._id),
    );
    for (const q of module.questions) {
      const key = keys.get(q._id)!;
      expect(
        (await s.answer(attemptId, q._id, how === 'right' ? key.right : key.wrong)).statusCode,
      ).toBe(200);
    }
    const finished = await s.finish(attemptId);
    expect(finished.statusCode).toBe(200);
    const second = finished.json().module;
    expect(second.index).toBe(2);
    for (const leak of LEAKS) expect(JSON.stringify(finished.json())).not.toContain(`"${leak}"`);
    const secondKeys = await keysOf(
      database,
      attemptId,
      second.questions.map((q: { _id: string }) => q._id),
    );
    const mean =
      [...secondKeys.values()].reduce((sum, k) => sum + k.difficulty, 0) / secondKeys.size;
    expect(level === 'harder' ? mean > 3.3 : mean < 2.7).toBe(true);
    // No way back: module 1's questions are closed.
    const back = await s.answer(attemptId, module.questions[0]!._id, 'A');
    expect(back.statusCode).toBe(409);
    // No question met in module 1 comes back in module 2.
    const firstIds = new Set([...keys.values()].map((k) => k.id));
    expect([...secondKeys.values()].some((k) => firstIds.has(k.id))).toBe(false);

    expect((await s.result(attemptId)).statusCode).toBe(409);
    expect((await s.finish(attemptId)).statusCode).toBe(200);
    const result = (await s.result(attemptId)).json<TestResult>();
    expect(result.modules.map((m) => m.level)).toEqual(['mixed', level]);
    expect(result.overall.total).toBe(44);
    // As a score report lists them, whatever domain module 1 opened with.
    expect(result.domains.map((d) => d.domain)).toEqual(SECTION_DOMAINS.math);
    expect(result.scoreRange!.low).toBeLessThan(result.scoreRange!.high);
    expect(result.questions[0]).toHaveProperty('correctAnswer');
    expect(result.questions[0]).toHaveProperty('explanation');
    if (how === 'wrong') expect(result.practice.length).toBeGreaterThan(0);
  });
});
