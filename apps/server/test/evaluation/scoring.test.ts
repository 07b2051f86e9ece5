import { describe, expect, it } from 'vitest';
import { loadEvaluation } from '../../src/features/evaluation/evaluation-store.ts';
import { resultView, scoreEvaluation } from '../../src/features/evaluation/scoring.ts';
import { DEFAULT_CONTENT_ROOT } from '../../src/features/content/service.ts';

const evaluation = loadEvaluation(DEFAULT_CONTENT_ROOT)!;
const { questions } = evaluation;
const rightAnswers = Object.fromEntries(questions.map((q) => [q.id, q.accepted[0]!]));

describe('evaluation scoring', () => {
  it('the real evaluation has two sections of 22', () => {
    expect(questions.filter((q) => q.section === 1)).toHaveLength(22);
    expect(questions.filter((q) => q.section === 2)).toHaveLength(22);
  });

  it('all right: 44 of 44, nothing missed, a range up to 800', () => {
    const result = scoreEvaluation(questions, rightAnswers);
    expect(result).toMatchObject({
      correct: 44,
      total: 44,
      answered: 44,
      missed: [],
      scoreRange: { high: 800 },
    });
    expect(result.scoreRange.low).toBeGreaterThanOrEqual(700);
    expect(result.sections).toEqual([
      { correct: 22, total: 22 },
      { correct: 22, total: 22 },
    ]);
    expect(result.domains.reduce((sum, d) => sum + d.total, 0)).toBe(44);
    expect(result.domains.every((d) => d.correct === d.total)).toBe(true);
  });

  it('all wrong: 0, every question missed with the student answer, a range from 200', () => {
    const wrong = Object.fromEntries(
      questions.map((q) => [
        q.id,
        q.type === 'multiple_choice' ? (q.accepted[0] === 'A' ? 'B' : 'A') : '99999',
      ]),
    );
    const result = scoreEvaluation(questions, wrong);
    expect(result).toMatchObject({ correct: 0, answered: 44, scoreRange: { low: 200 } });
    expect(result.scoreRange.high).toBeLessThanOrEqual(300);
    expect(result.missed).toHaveLength(44);
    expect(result.missed[0]).toMatchObject({
      section: 1,
      number: 1,
      userAnswer: expect.any(String),
      correctAnswer: expect.any(String),
      explanation: expect.any(String),
    });
    // A choice is shown with its text, as the correct one is; a typed answer as typed.
    for (const m of result.missed) {
      const q = questions.find((each) => each.id === m.id)!;
      if (q.type !== 'multiple_choice') expect(m.userChoice).toBeNull();
      else expect(m.userChoice).toMatch(new RegExp(`^${m.userAnswer} \\(.+\\)$`, 's'));
    }
    const view = resultView(result, new Map(questions.map((q) => [q.id, q])));
    const chosen = view.missed.find((m) => m.userChoice)!;
    expect(chosen.userChoiceHtml).toContain(`${chosen.userAnswer} (`);
    expect(view.missed.find((m) => !m.userChoice)?.userChoiceHtml ?? null).toBeNull();
  });

  it('empty: nothing answered, every question missed as blank, a range from 200', () => {
    const result = scoreEvaluation(questions, {});
    expect(result).toMatchObject({ correct: 0, answered: 0, scoreRange: { low: 200 } });
    expect(result.missed.every((m) => m.userAnswer === null)).toBe(true);
  });

  it('one section only: that section right, the other blank, a range between', () => {
    const firstOnly = Object.fromEntries(
      questions.filter((q) => q.section === 1).map((q) => [q.id, q.accepted[0]!]),
    );
    const result = scoreEvaluation(questions, firstOnly);
    expect(result.sections).toEqual([
      { correct: 22, total: 22 },
      { correct: 0, total: 22 },
    ]);
    const { low, high } = result.scoreRange;
    expect(low).toBeGreaterThan(400);
    expect(high).toBeLessThan(700);
    expect(low % 10).toBe(0);
    expect(high % 10).toBe(0);
    expect(low).toBeLessThan(high);
  });

  it('the same number right, easy or hard questions missed: the ranges differ by less than their width', () => {
    const byDifficulty = [...questions].sort((x, y) => x.difficulty - y.difficulty);
    const middle = (range: { low: number; high: number }) => (range.low + range.high) / 2;
    for (const correct of [10, 16, 22, 27, 30, 36]) {
      const rightOnly = (subset: typeof questions) =>
        scoreEvaluation(questions, Object.fromEntries(subset.map((q) => [q.id, q.accepted[0]!])))
          .scoreRange;
      const hardMissed = rightOnly(byDifficulty.slice(0, correct));
      const easyMissed = rightOnly(byDifficulty.slice(44 - correct));
      const width = Math.min(hardMissed.high - hardMissed.low, easyMissed.high - easyMissed.low);
      expect(middle(hardMissed) - middle(easyMissed), `${correct} right`).toBeLessThanOrEqual(
        width,
      );
    }
  });

  it('typed answers count in any equivalent form', () => {
    const typed = questions.find(
      (q) => q.type !== 'multiple_choice' && q.accepted[0]!.includes('/'),
    );
    if (!typed) return;
    const [num, den] = typed.accepted[0]!.split('/').map(Number);
    const doubled = `${num! * 2}/${den! * 2}`;
    const result = scoreEvaluation([typed], { [typed.id]: `(${doubled})` });
    expect(result.correct).toBe(1);
  });
});
