// The mastery model (packages/shared/src/mastery-model.ts) and its levels: properties over any
// history (fast-check), and the figures decision 029 promises.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { masteryLevel } from '@academy/shared/mastery';
import { masteryOf, masteryScore, type MasteryEvidence } from '@academy/shared/mastery-model';

const evidence = fc.record({
  right: fc.boolean(),
  difficulty: fc.integer({ min: 1, max: 5 }),
  hintsUsed: fc.integer({ min: 0, max: 3 }),
  superhintsUsed: fc.integer({ min: 0, max: 2 }),
});
const history = fc.array(evidence, { maxLength: 60 });
const scoreOf = (list: MasteryEvidence[]) => masteryScore(masteryOf(list));
const run = (n: number, right: boolean, difficulty = 3): MasteryEvidence[] =>
  Array.from({ length: n }, () => ({ right, difficulty, hintsUsed: 0, superhintsUsed: 0 }));

describe('the mastery model', () => {
  it('never lowers an estimate for one more right answer', () => {
    fc.assert(
      fc.property(history, evidence, (before, next) => {
        const right = { ...next, right: true };
        expect(scoreOf([...before, right])).toBeGreaterThanOrEqual(scoreOf(before));
      }),
    );
  });

  it('never lowers an estimate when a wrong answer anywhere was right instead', () => {
    fc.assert(
      fc.property(history, fc.nat(), (list, at) => {
        fc.pre(list.length > 0);
        const i = at % list.length;
        const flipped = list.map((e, j) => (j === i ? { ...e, right: true } : e));
        expect(scoreOf(flipped)).toBeGreaterThanOrEqual(scoreOf(list) - 1e-12);
      }),
    );
  });

  it('shows nothing above 5.0 before the fifth answer', () => {
    fc.assert(
      fc.property(fc.array(evidence, { maxLength: 4 }), (list) => {
        expect(scoreOf(list)).toBeLessThanOrEqual(5);
      }),
    );
    expect(scoreOf(run(4, true, 5))).toBe(5);
    expect(scoreOf(run(5, true, 5))).toBeGreaterThan(5);
  });

  it('stays within 0–10, and is 0 only until a first attempt is right', () => {
    fc.assert(
      fc.property(history, (list) => {
        const score = scoreOf(list);
        expect(score).toBeGreaterThanOrEqual(0);
        expect(score).toBeLessThanOrEqual(10);
        expect(score > 0).toBe(list.some((e) => e.right));
      }),
    );
    expect(scoreOf([])).toBe(0);
  });

  it('never raises an estimate for one more wrong answer', () => {
    fc.assert(
      fc.property(history, evidence, (before, next) => {
        const wrong = { ...next, right: false };
        expect(scoreOf([...before, wrong])).toBeLessThanOrEqual(scoreOf(before));
      }),
    );
    // Four right, then a miss with a superhint as the fifth (fast-check's find): the 5.0 held
    // before it is not lifted by the miss.
    const fourRight = [1, 1, 3, 4].map((difficulty) => ({
      right: true,
      difficulty,
      hintsUsed: 0,
      superhintsUsed: 0,
    }));
    const miss = { right: false, difficulty: 1, hintsUsed: 0, superhintsUsed: 1 };
    expect(scoreOf([...fourRight, miss])).toBeLessThanOrEqual(scoreOf(fourRight));
    expect(scoreOf([...fourRight, miss, ...run(1, true)])).toBeGreaterThan(5);
    // The first answers of a concept, missed: still nothing to show.
    expect(scoreOf(run(3, false))).toBe(0);
    expect(scoreOf([...run(3, false), ...run(1, true)])).toBeGreaterThan(0);
  });

  it('needs evidence: one right answer is not 10, six of ten right is not 7', () => {
    expect(scoreOf(run(1, true))).toBeCloseTo(3.36, 2);
    expect(scoreOf(run(5, true))).toBeCloseTo(6.75, 2);
    expect(scoreOf(run(20, true))).toBeCloseTo(8.7, 1);
    const sixOfTen = [true, false, true, true, false, true, false, true, true, false].map(
      (right) => ({ right, difficulty: 3, hintsUsed: 0, superhintsUsed: 0 }),
    );
    expect(scoreOf(sixOfTen)).toBeLessThan(5.5);
  });

  it('moves a little, not a lot, for one slip after long success', () => {
    for (const n of [20, 40, 80]) {
      const before = scoreOf(run(n, true));
      const after = scoreOf([...run(n, true), ...run(1, false)]);
      expect(after).toBeLessThan(before);
      expect(before - after).toBeLessThan(0.5);
    }
    // Early on, a miss counts for more.
    const early = scoreOf(run(5, true)) - scoreOf([...run(5, true), ...run(1, false)]);
    expect(early).toBeGreaterThan(0.5);
  });

  it('counts an answer after a hint less, and after a superhint less still', () => {
    const base = run(6, true);
    const plain = scoreOf([...base, ...run(1, true)]);
    const hinted = scoreOf([...base, { ...run(1, true)[0]!, hintsUsed: 1 }]);
    const superhinted = scoreOf([...base, { ...run(1, true)[0]!, superhintsUsed: 1 }]);
    expect(plain).toBeGreaterThan(hinted);
    expect(hinted).toBeGreaterThan(superhinted);
    expect(superhinted).toBeGreaterThan(scoreOf(base));
  });

  it('rewards a hard question right more than an easy one', () => {
    const base = run(6, true);
    expect(scoreOf([...base, ...run(1, true, 5)])).toBeGreaterThan(
      scoreOf([...base, ...run(1, true, 1)]),
    );
  });
});

describe('mastery levels', () => {
  it.each([
    [0, 0, 'Not started'],
    [1.6, 1, 'Practicing'],
    // Held at 5.0 before 5 answers: two right answers are not yet Familiar.
    [5, 2, 'Practicing'],
    [5, 4, 'Practicing'],
    [5, 5, 'Familiar'],
    [6.9, 6, 'Familiar'],
    [7, 6, 'Proficient'],
    [9.1, 9, 'Proficient'],
    [8.5, 10, 'Mastered'],
  ] as const)('%s after %s answers is %s', (score, answered, level) => {
    expect(masteryLevel(score, answered)).toBe(level);
  });
});
