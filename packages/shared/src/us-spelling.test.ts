import { describe, expect, it } from 'vitest';
import { findBritishSpelling } from './us-spelling.ts';

describe('findBritishSpelling', () => {
  it('finds the British forms', () => {
    expect(findBritishSpelling('Pick a topic to practise.')).toBe('practise');
    expect(findBritishSpelling('Checkout cancelled')).toBe('cancelled');
    expect(findBritishSpelling('The colour of the badge')).toBe('colour');
    // The question bank's own slips: a figure, a word problem, an explanation.
    expect(findBritishSpelling('with its intercepts labelled')).toBe('labelled');
    expect(findBritishSpelling('the other two are centred at $1$')).toBe('centred');
    expect(findBritishSpelling('in square centimetres')).toBe('centimetres');
    expect(findBritishSpelling('A theatre company models')).toBe('theatre');
    expect(findBritishSpelling('grouping neighbouring hits')).toBe('neighbouring');
  });

  it('passes the American ones', () => {
    expect(findBritishSpelling('Practice SAT and ACT questions')).toBeUndefined();
    expect(
      findBritishSpelling('Subscription will be canceled at the end of the billing period'),
    ).toBeUndefined();
    expect(
      findBritishSpelling('The labeled vertex, centered at the center, in centimeters'),
    ).toBeUndefined();
    expect(findBritishSpelling('A theater troupe modeled its meters of fabric')).toBeUndefined();
  });
});
