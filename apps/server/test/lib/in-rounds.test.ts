import { describe, expect, it } from 'vitest';
import { inRounds } from '../../src/lib/in-rounds.ts';

describe('inRounds', () => {
  it('runs a group without repeated keys as one round', async () => {
    const rounds: string[][] = [];
    const results = await inRounds(
      ['a1', 'b1', 'c1'],
      (s) => s[0]!,
      async (round) => {
        rounds.push(round);
        return round.map((s) => s.toUpperCase());
      },
    );
    expect(rounds).toEqual([['a1', 'b1', 'c1']]);
    expect(results).toEqual(['A1', 'B1', 'C1']);
  });

  it('puts each repeat of a key in a later round, in arrival order, and answers in item order', async () => {
    const rounds: string[][] = [];
    const results = await inRounds(
      ['a1', 'b1', 'a2', 'a3', 'b2'],
      (s) => s[0]!,
      async (round) => {
        rounds.push(round);
        return round.map((s) => `${s}@${rounds.length}`);
      },
    );
    expect(rounds).toEqual([['a1', 'b1'], ['a2', 'b2'], ['a3']]);
    expect(results).toEqual(['a1@1', 'b1@1', 'a2@2', 'a3@3', 'b2@2']);
  });
});
