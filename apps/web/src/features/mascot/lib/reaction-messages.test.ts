import { describe, expect, it } from 'vitest';
import { pickReaction, reactionChoices } from './reaction-messages';

describe('reaction messages', () => {
  it('praises a right answer and encourages after a wrong one', () => {
    expect(reactionChoices('correct', 1)).toContain('Great job!');
    expect(reactionChoices('wrong', 2)).toContain("Don't give up, you can do this!");
  });

  it('celebrates a streak of three or more right answers with its length', () => {
    expect(reactionChoices('correct', 4)).toContain("4 in a row! You're on a roll!");
    expect(reactionChoices('correct', 3)).not.toContain('Great job!');
  });

  it('comforts after three or more wrong answers in a row', () => {
    expect(reactionChoices('wrong', 3)).toContain("Take a deep breath. You've got this!");
    expect(reactionChoices('wrong', 3)).not.toContain('Almost! Give it another go.');
  });

  it('picks at random but never repeats the message said just before', () => {
    const first = pickReaction('correct', 1, undefined, () => 0);
    expect(first).toBe('Great job!');
    expect(pickReaction('correct', 1, first, () => 0)).toBe('You got it!');
    for (let i = 0; i < 50; i += 1) {
      expect(pickReaction('wrong', 1, 'Almost! Give it another go.')).not.toBe(
        'Almost! Give it another go.',
      );
    }
  });
});
