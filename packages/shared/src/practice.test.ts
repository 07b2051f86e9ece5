import { describe, expect, it } from 'vitest';
import { FREE_ENTRY_BRACKET_MESSAGE, QUESTION_TYPES, stripAnswerBrackets } from './practice.ts';

describe('stripAnswerBrackets', () => {
  it('drops round, curly and square brackets and says so', () => {
    expect(stripAnswerBrackets('(3)')).toEqual({ value: '3', hadBrackets: true });
    expect(stripAnswerBrackets('{-1, 2}')).toEqual({ value: '-1, 2', hadBrackets: true });
    expect(stripAnswerBrackets('[2/3]')).toEqual({ value: '2/3', hadBrackets: true });
    expect(stripAnswerBrackets(')(][}{')).toEqual({ value: '', hadBrackets: true });
  });

  it('leaves an entry without brackets as typed, spaces included', () => {
    expect(stripAnswerBrackets(' .75 ')).toEqual({ value: ' .75 ', hadBrackets: false });
    expect(stripAnswerBrackets('<3>')).toEqual({ value: '<3>', hadBrackets: false });
  });
});

describe('practice constants', () => {
  it('match the spec', () => {
    expect(QUESTION_TYPES).toEqual(['multiple_choice', 'free_entry']);
    expect(FREE_ENTRY_BRACKET_MESSAGE).toBe(
      'If there are a range or a set of possible answers, please just enter one possible answer.',
    );
  });
});
