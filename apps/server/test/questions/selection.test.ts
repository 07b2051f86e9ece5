// Which question comes next: weighted toward weak concepts, never one already answered.
import { describe, expect, it } from 'vitest';
import type { StoredQuestion } from '../../src/features/catalog/content-store.ts';
import { pickWeighted, weaknessWeight } from '../../src/features/questions/selection.ts';

const withConcepts = (...conceptIds: string[]) => ({ conceptIds }) as StoredQuestion;

describe('weaknessWeight', () => {
  const scores: Record<string, number> = { mastered: 10, half: 5, failed: 0 };
  const scoreOf = (id: string) => scores[id] ?? 0;

  it('is 11 for a failed or untouched concept and 1 for a mastered one', () => {
    expect(weaknessWeight(withConcepts('failed'), scoreOf)).toBe(11);
    expect(weaknessWeight(withConcepts('unseen'), scoreOf)).toBe(11);
    expect(weaknessWeight(withConcepts('mastered'), scoreOf)).toBe(1);
  });

  it('follows the weakest of several concepts, and treats none as mastered', () => {
    expect(weaknessWeight(withConcepts('mastered', 'half'), scoreOf)).toBe(6);
    expect(weaknessWeight(withConcepts(), scoreOf)).toBe(1);
  });
});

describe('pickWeighted', () => {
  const items = ['a', 'b', 'c', 'd'];
  const weight: Record<string, number> = { a: 1, b: 0, c: 3, d: 0 };
  const weightOf = (item: string) => weight[item]!;

  it('splits [0, 1) by weight, skipping items of weight 0', () => {
    expect(pickWeighted(items, weightOf, () => 0)).toBe('a');
    expect(pickWeighted(items, weightOf, () => 0.24)).toBe('a');
    expect(pickWeighted(items, weightOf, () => 0.25)).toBe('c');
    // A random number a hair under 1 must still land on an item that can be picked.
    expect(pickWeighted(items, weightOf, () => 1 - Number.EPSILON)).toBe('c');
  });

  it('picks nothing when every weight is 0 or there is nothing to pick', () => {
    expect(pickWeighted(items, () => 0)).toBeUndefined();
    expect(pickWeighted([], () => 1)).toBeUndefined();
  });

  it('picks in proportion to the weights', () => {
    const counts: Record<string, number> = { a: 0, c: 0 };
    for (let i = 0; i < 4_000; i++) counts[pickWeighted(items, weightOf)!]! += 1;
    expect(counts.a! / 4_000).toBeGreaterThan(0.2);
    expect(counts.a! / 4_000).toBeLessThan(0.3);
  });
});
