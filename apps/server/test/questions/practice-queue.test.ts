// The order of the queue: open questions by weight, missed ones first in a round, skips last.
import { describe, expect, it } from 'vitest';
import { nextInQueue } from '../../src/features/questions/practice-queue.ts';

const candidates = ['a', 'b', 'c', 'd'];
const none = new Set<string>();

describe('nextInQueue', () => {
  it('never serves a skipped question while another is open', () => {
    const skipped = new Map([
      ['a', 1],
      ['b', 2],
      ['c', 3],
    ]);
    for (const r of [0, 0.5, 0.999]) {
      expect(
        nextInQueue({ candidates, done: () => false, skipped, weight: () => 1, random: () => r }),
      ).toBe('d');
    }
  });

  it('serves skipped questions when nothing else is left, the oldest skip first', () => {
    const skipped = new Map([
      ['b', 20],
      ['c', 10],
      ['a', 30],
    ]);
    const done = (id: string) => id === 'd' || id === 'c';
    expect(nextInQueue({ candidates, done, skipped, weight: () => 1 })).toBe('b');
  });

  it('serves missed questions first in a round, then the rest, then nothing', () => {
    const missedFirst = (id: string) => id === 'c';
    const input = { candidates, skipped: new Map(), missedFirst, weight: () => 1 };
    expect(nextInQueue({ ...input, done: (id) => none.has(id), random: () => 0 })).toBe('c');
    expect(nextInQueue({ ...input, done: (id) => id === 'c', random: () => 0 })).toBe('a');
    expect(nextInQueue({ ...input, done: () => true })).toBeUndefined();
  });
});
