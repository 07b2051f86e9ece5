import { describe, expect, it } from 'vitest';
import {
  computeItemStats,
  type FirstAttemptFact,
  type ItemFacts,
} from '../../src/features/item-stats/compute.ts';

const item = (id: string, difficulty: number, correctAnswer = 'B'): ItemFacts => ({
  id,
  difficulty,
  type: 'multiple_choice',
  correctAnswer,
});

/** 30 students: the first `strong` of them answer every item right, the rest choose `wrong`. */
function cohort(itemId: string, strong: number, wrong = 'A'): FirstAttemptFact[] {
  return Array.from({ length: 30 }, (_, i) => ({
    userId: `u${i}`,
    questionId: itemId,
    correct: i < strong,
    answer: i < strong ? 'B' : wrong,
    timeSpentMs: 1000 * (i + 1),
    hintsUsed: i % 3 === 0 ? 1 : 0,
    superhintsUsed: 0,
  }));
}

describe('item statistics', () => {
  it('counts first attempts, times, hints and choices, and correlates with the rest score', () => {
    const facts = [...cohort('anchor', 15), ...cohort('q1', 15)];
    const [, q1] = computeItemStats([item('anchor', 3), item('q1', 3)], facts);
    expect(q1).toMatchObject({
      questionId: 'q1',
      attempts: 30,
      shareCorrect: 0.5,
      medianTimeMs: 15_500,
      shareWithHints: 10 / 30,
      flags: [],
    });
    expect(q1!.choiceShares.A).toBeCloseTo(0.5);
    expect(q1!.choiceShares.B).toBeCloseTo(0.5);
    // The strong students are right on the anchor too: the item separates them perfectly.
    expect(q1!.pointBiserial).toBeCloseTo(1);
  });

  it('flags a label its first attempts disagree with, and a wrong choice that outdraws the key', () => {
    const facts = [...cohort('anchor', 15), ...cohort('easy-labelled-hard', 27)];
    facts.push(...cohort('distractor', 10, 'C'));
    const stats = computeItemStats(
      [item('anchor', 3), item('easy-labelled-hard', 5), item('distractor', 3)],
      facts,
    );
    const byId = new Map(stats.map((s) => [s.questionId, s]));
    expect(byId.get('easy-labelled-hard')!.flags).toContain(
      '90% right first time, outside 0–50% for difficulty 5',
    );
    expect(byId.get('distractor')!.flags).toContain('choice C draws more answers than the key B');
  });

  it('says nothing of an item with too few first attempts, and leaves out unanswered ones', () => {
    const few = cohort('q1', 1).slice(0, 5);
    const stats = computeItemStats([item('q1', 5), item('never', 1)], few);
    expect(stats.map((s) => s.questionId)).toEqual(['q1']);
    expect(stats[0]!.flags).toEqual([]);
  });
});
