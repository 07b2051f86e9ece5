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

  it('with one domain names it alone', () => {
    expect(weakestDomains([domain('Algebra', 0, 3)])).toBe('Algebra');
  });

  it('calls no domain answered in full weak, so a perfect score names none', () => {
    expect(weakestDomains([domain('Algebra', 15, 16), domain('Geometry', 6, 6)])).toBe('Algebra');
    expect(weakestDomains([domain('Algebra', 16, 16), domain('Geometry', 6, 6)])).toBe('');
  });
});
