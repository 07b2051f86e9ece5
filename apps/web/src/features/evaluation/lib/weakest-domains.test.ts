import { describe, expect, it } from 'vitest';
import { weakestDomains } from './weakest-domains';

const domain = (name: string, correct: number, total: number) => ({
  domain: name.toLowerCase(),
  name,
  correct,
  total,
});

describe('weakestDomains', () => {
  it('names the two domains with the lowest share right, weakest first', () => {
    expect(
      weakestDomains([
        domain('Algebra', 12, 16),
        domain('Advanced Math', 4, 16),
        domain('Geometry', 1, 6),
        domain('Data', 5, 6),
      ]),
    ).toBe('Geometry and Advanced Math');
  });

  it('keeps two names that hold their own "and" apart with a comma', () => {
    expect(
      weakestDomains([
        domain('Algebra', 1, 13),
        domain('Problem-Solving and Data Analysis', 2, 11),
        domain('Geometry and Trigonometry', 6, 6),
      ]),
    ).toBe('Algebra, and Problem-Solving and Data Analysis');
    expect(weakestDomains([domain('Craft and Structure', 0, 5)])).toBe('Craft and Structure');
  });

  it('with one domain names it alone', () => {
    expect(weakestDomains([domain('Algebra', 0, 3)])).toBe('Algebra');
  });

  it('calls no domain answered in full weak, so a perfect score names none', () => {
    expect(weakestDomains([domain('Algebra', 15, 16), domain('Geometry', 6, 6)])).toBe('Algebra');
    expect(weakestDomains([domain('Algebra', 16, 16), domain('Geometry', 6, 6)])).toBe('');
  });
});
