// The Reading and Writing section's timed tests (decision 032's addendum): the full section
// taken to its score, the finished-tests list it then appears in, and the weakest-concepts set.
import type { TestResult } from '@academy/shared/tests';
import { count, eq, gte, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { answers, questionConcepts, questions } from '../../src/db/schema/index.ts';
import { DEFAULT_CONTENT_ROOT } from '../../src/features/content/service.ts';
import { buildTestApp } from '../helpers/test-app.ts';
import { bankIdsOf, keysOf, testStudent } from './timed-tests-helpers.ts';

const { app, database } = await buildTestApp({}, { bankRoot: DEFAULT_CONTENT_ROOT });

const READING_WRITING = [
  'information-ideas',
  'craft-structure',
  'standard-english-conventions',
  'expression-of-ideas',
];
const MATH = ['algebra', 'advanced-math', 'problem-solving-data-analysis', 'geometry-trigonometry'];

const student = (tier?: string) => testStudent(app, database, tier);

describe('timed Reading and Writing tests', () => {
  it('runs the full Reading and Writing section: passages, domains in order, a score', async () => {
    const s = await student();
    const started = await s.start('sat-reading-writing-full');
    const first = started.module.questions;
    expect(first).toHaveLength(27);
    expect(first.every((q) => q.passage)).toBe(true);
    // 32 minutes a module, as on the SAT.
    expect(Date.parse(started.module.deadline) - Date.parse(started.module.startedAt)).toBe(
      32 * 60_000,
    );
    const keys = await keysOf(
      database,
      started.attemptId,
      first.map((q) => q._id),
    );
    // Reading domains first (Words in Context opens it), writing domains last; inside each,
    // grouped by skill in the bank's order, each skill easy to hard (SAT-RW.md).
    const domains = first.map((q) => keys.get(q._id)!.submodule);
    const order = [
      'craft-structure',
      'information-ideas',
      'standard-english-conventions',
      'expression-of-ideas',
    ];
    expect([...new Set(domains)]).toEqual(order);
    expect(order.map((d) => domains.filter((x) => x === d).length)).toEqual([7, 7, 7, 6]);
    const skillOf = new Map(
      (
        await database.db
          .select()
          .from(questionConcepts)
          .where(
            inArray(
              questionConcepts.questionId,
              first.map((q) => keys.get(q._id)!.id),
            ),
          )
      ).map((r) => [r.questionId, r.conceptId]),
    );
    // Counted by skill as Bluebook's modules are: Words in Context the most, one Cross-Text.
    const perSkill: Record<string, number> = {};
    for (const q of first) {
      const skill = skillOf.get(keys.get(q._id)!.id)!;
      perSkill[skill] = (perSkill[skill] ?? 0) + 1;
    }
    expect(perSkill).toEqual({
      'words-in-context': 4,
      'text-structure-purpose': 2,
      'cross-text-connections': 1,
      'central-ideas-details': 2,
      'command-of-evidence-textual': 1,
      'command-of-evidence-quantitative': 2,
      inferences: 2,
      boundaries: 4,
      'form-structure-sense': 3,
      transitions: 3,
      'rhetorical-synthesis': 3,
    });
    const skills = (await s.call('GET', '/api/progress/concepts'))
      .json()
      .map((c: { _id: string }) => c._id);
    for (const d of order) {
      const run = first
        .filter((q) => keys.get(q._id)!.submodule === d)
        .map((q) => [
          skills.indexOf(skillOf.get(keys.get(q._id)!.id)),
          keys.get(q._id)!.difficulty,
        ]);
      expect(run).toEqual([...run].sort((a, b) => a[0]! - b[0]! || a[1]! - b[1]!));
    }
    for (const q of first)
      expect((await s.answer(started.attemptId, q._id, keys.get(q._id)!.right)).statusCode).toBe(
        200,
      );
    const second = (await s.finish(started.attemptId)).json().module;
    expect(second).toMatchObject({ index: 2 });
    expect(second.questions).toHaveLength(27);
    expect((await s.finish(started.attemptId)).statusCode).toBe(200);
    const result = (await s.result(started.attemptId)).json<TestResult>();
    expect(result).toMatchObject({
      section: 'reading-writing',
      overall: { correct: 27, total: 54 },
    });
    expect(result.modules.map((m) => m.level)).toEqual(['mixed', 'harder']);
    expect(result.scoreRange!.low).toBeGreaterThanOrEqual(200);
    expect(result.scoreRange!.high).toBeLessThanOrEqual(800);

    // Listed among the student's finished tests, with its score; nobody else's list has it.
    const finished = await s.call('GET', '/api/tests/finished');
    expect(finished.json()).toEqual([
      {
        attemptId: started.attemptId,
        testId: 'sat-reading-writing-full',
        name: 'Full SAT Reading and Writing',
        kind: 'full',
        section: 'reading-writing',
        finishedAt: result.finishedAt,
        correct: 27,
        total: 54,
        // Module 2 was left blank.
        unanswered: 27,
        scoreRange: result.scoreRange,
      },
    ]);
    expect((await (await student()).call('GET', '/api/tests/finished')).json()).toEqual([]);
  });

  it("draws the weakest-concepts set from the student's weakest concepts of its own section", async () => {
    const s = await student();
    // A Standard English Conventions concept with enough questions to fill a set alone.
    const [weak] = await database.db
      .select({ concept: questionConcepts.conceptId, n: count() })
      .from(questionConcepts)
      .innerJoin(questions, eq(questions.id, questionConcepts.questionId))
      .where(eq(questions.submoduleId, 'standard-english-conventions'))
      .groupBy(questionConcepts.conceptId)
      .having(gte(count(), 24))
      .limit(1);
    expect(weak).toBeDefined();
    const ofConcept = await database.db
      .select({ id: questionConcepts.questionId })
      .from(questionConcepts)
      .where(eq(questionConcepts.conceptId, weak!.concept));
    const conceptIds = new Set(ofConcept.map((r) => r.id));
    // Three first attempts missed: the concept is the student's weakest, of either section.
    await database.db.insert(answers).values(
      [...conceptIds].slice(0, 3).map((questionId) => ({
        userId: s.user._id,
        questionId,
        answer: 'A',
        isCorrect: false,
        isFirstAttempt: true,
      })),
    );

    const listed = (await s.list()).json() as { _id: string; section: string; name: string }[];
    expect(listed.find((t) => t._id === 'short-weakest-reading-writing')).toMatchObject({
      section: 'reading-writing',
      name: 'Short set: your weakest Reading and Writing concepts',
    });
    const { attemptId, module } = await s.start('short-weakest-reading-writing');
    expect(module.questions).toHaveLength(12);
    const ids = await bankIdsOf(
      database,
      attemptId,
      module.questions.map((q) => q._id),
    );
    expect(ids.every((id) => conceptIds.has(id))).toBe(true);
    expect(module.questions.every((q) => q.passage)).toBe(true);
    // 14 minutes, as the section's other short sets.
    expect(Date.parse(module.deadline) - Date.parse(module.startedAt)).toBe(14 * 60_000);

    // The Math set keeps to Math, though the weakest concept is a Reading and Writing one.
    const mathSet = await s.start('short-weakest');
    const math = mathSet.module.questions;
    const keys = await keysOf(
      database,
      mathSet.attemptId,
      math.map((q) => q._id),
    );
    expect(math.every((q) => MATH.includes(keys.get(q._id)!.submodule))).toBe(true);
    expect(READING_WRITING).not.toContain(keys.get(math[0]!._id)!.submodule);
  });
});
