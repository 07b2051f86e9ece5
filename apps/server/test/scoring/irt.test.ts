import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  abilityToScale,
  abilityToScaleRange,
  estimateAbility,
  itemParameters,
  probabilityCorrect,
  SCALE_LINK,
  type AnswerType,
  type ItemParameters,
} from '../../src/features/scoring/irt.ts';

/** A seeded generator (mulberry32), so the simulated students are the same on every run. */
function seededRandom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

/** A 44-question form with the evaluation's mix: labels 1–5 weighted to the middle, ¼ typed. */
const LABELS = [6, 9, 11, 11, 7].flatMap((count, i) => Array<number>(count).fill(i + 1));
const form: ItemParameters[] = LABELS.map((difficulty, i) =>
  itemParameters({
    difficulty,
    answerType: (i % 4 === 3 ? 'number_input' : 'multiple_choice') as AnswerType,
  }),
);

const answer = (items: ItemParameters[], correct: boolean[]) =>
  items.map((item, i) => ({ ...item, correct: correct[i]! }));

describe('item parameters', () => {
  it('four choices have a guessing floor of 0.25, typed answers none', () => {
    expect(itemParameters({ difficulty: 3, answerType: 'multiple_choice' }).c).toBe(0.25);
    expect(itemParameters({ difficulty: 3, answerType: 'text_input' }).c).toBe(0);
    expect(itemParameters({ difficulty: 3, answerType: 'number_input' }).c).toBe(0);
  });

  it('a harder label is a harder question; label 3 sits at the typical ability', () => {
    const bs = [1, 2, 3, 4, 5].map(
      (difficulty) => itemParameters({ difficulty, answerType: 'multiple_choice' }).b,
    );
    expect(bs).toEqual([...bs].sort((x, y) => x - y));
    expect(bs[2]).toBe(0);
  });

  it('the chance of a right answer runs from the floor to 1', () => {
    const item = itemParameters({ difficulty: 4, answerType: 'multiple_choice' });
    expect(probabilityCorrect(-10, item)).toBeCloseTo(0.25, 3);
    expect(probabilityCorrect(10, item)).toBeCloseTo(1, 3);
  });
});

describe('ability estimate', () => {
  it('no answers gives the prior: mean 0, an 80% interval of about ±1.28', () => {
    const prior = estimateAbility([]);
    expect(prior.mean).toBeCloseTo(0, 3);
    expect(prior.sd).toBeCloseTo(1, 2);
    expect(prior.low80).toBeCloseTo(-1.2816, 2);
    expect(prior.high80).toBeCloseTo(1.2816, 2);
  });

  it('one more right answer never lowers the estimate, its interval or the reported range', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            difficulty: fc.integer({ min: 1, max: 5 }),
            answerType: fc.constantFrom<AnswerType>(
              'multiple_choice',
              'number_input',
              'text_input',
            ),
            correct: fc.boolean(),
          }),
          { minLength: 1, maxLength: 60 },
        ),
        fc.nat(),
        (items, pick) => {
          const wrong = items.map((item) => ({ ...itemParameters(item), correct: item.correct }));
          const flipped = wrong.findIndex((_, i) => i >= pick % wrong.length && !wrong[i]!.correct);
          if (flipped === -1) return;
          const right = wrong.map((r, i) => (i === flipped ? { ...r, correct: true } : r));
          const before = estimateAbility(wrong);
          const after = estimateAbility(right);
          expect(after.mean).toBeGreaterThan(before.mean);
          expect(after.low80).toBeGreaterThanOrEqual(before.low80);
          expect(after.high80).toBeGreaterThanOrEqual(before.high80);
          const [rangeBefore, rangeAfter] = [before, after].map(abilityToScaleRange);
          expect(rangeAfter!.low).toBeGreaterThanOrEqual(rangeBefore!.low);
          expect(rangeAfter!.high).toBeGreaterThanOrEqual(rangeBefore!.high);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('1,000 simulated students at each known ability: the 80% range holds the true score 75–85% of the time', () => {
    const random = seededRandom(36);
    for (const trueScore of [350, 450, 550, 650]) {
      const theta = (trueScore - SCALE_LINK.intercept) / SCALE_LINK.slope;
      let inside = 0;
      for (let student = 0; student < 1000; student++) {
        const pattern = form.map((item) => random() < probabilityCorrect(theta, item));
        const range = abilityToScaleRange(estimateAbility(answer(form, pattern)));
        if (range.low <= trueScore && trueScore <= range.high) inside++;
      }
      expect(inside, `true score ${trueScore}`).toBeGreaterThanOrEqual(750);
      expect(inside, `true score ${trueScore}`).toBeLessThanOrEqual(850);
    }
  });
});

describe('scale range', () => {
  it('is in tens and clamped to 200–800', () => {
    expect(abilityToScaleRange({ low80: -9, high80: 9 })).toEqual({ low: 200, high: 800 });
    const { low, high } = abilityToScaleRange({ low80: 0.123, high80: 0.987 });
    expect(low % 10).toBe(0);
    expect(high % 10).toBe(0);
    expect(low).toBeLessThan(high);
  });

  it('rounds inwards, so it claims no more than the 80% interval; a narrow one is never a single number', () => {
    const at = (score: number) => (score - SCALE_LINK.intercept) / SCALE_LINK.slope;
    expect(abilityToScaleRange({ low80: at(452), high80: at(548) })).toEqual({
      low: 460,
      high: 540,
    });
    expect(abilityToScaleRange({ low80: at(552), high80: at(556) })).toEqual({
      low: 550,
      high: 560,
    });
    expect(abilityToScaleRange({ low80: at(850), high80: at(900) })).toEqual({
      low: 790,
      high: 800,
    });
  });

  it('a typical 61% pattern (raw 33 of 54 scaled to 44) lands on the reported 510–540', () => {
    const random = seededRandom(54);
    const theta = 0.2;
    const means: number[] = [];
    while (means.length < 501) {
      const pattern = form.map((item) => random() < probabilityCorrect(theta, item));
      if (pattern.filter(Boolean).length !== 27) continue;
      means.push(estimateAbility(answer(form, pattern)).mean);
    }
    const median = means.sort((x, y) => x - y)[250]!;
    expect(abilityToScale(median)).toBeGreaterThanOrEqual(510);
    expect(abilityToScale(median)).toBeLessThanOrEqual(540);
  });
});
