import { describe, expect, it } from 'vitest';
import { choices } from '../../content/generators/lib/choices.ts';
import { numericChoicesInOrder, plainNumber } from '../../content/tools/numeric-choices.ts';

describe('numeric choices', () => {
  it('reads a choice that is only a number', () => {
    expect(
      ['$-12$', '$0.5$', '$3{,}360$', '$\\frac{1}{2}$', '$-\\dfrac{3}{4}$', '7'].map(plainNumber),
    ).toEqual([-12, 0.5, 3360, 0.5, -0.75, 7]);
    expect(['$x = 3$', '$2\\sqrt{3}$', '$50\\%$', 'Zero', '$(4, 2)$'].map(plainNumber)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('wants numbers smallest first, and leaves other choices to their author', () => {
    expect(numericChoicesInOrder(['$-10$', '$-8$', '$\\frac{1}{2}$', '$1$'])).toBe(true);
    expect(numericChoicesInOrder(['$11$', '$39$', '$6$', '$17$'])).toBe(false);
    expect(numericChoicesInOrder(['$x = 7$', '$x = 3$', '$x = 5$', '$x = 4$'])).toBe(true);
  });

  it("puts a generator's numeric choices in order, the letter following the key", () => {
    expect(choices('$19$', ['$35$', '$131$', '$17$'], 'D')).toEqual({
      choices: [
        { id: 'A', text: '$17$' },
        { id: 'B', text: '$19$' },
        { id: 'C', text: '$35$' },
        { id: 'D', text: '$131$' },
      ],
      answer: 'B',
    });
    // Other choices keep the letter asked for.
    expect(choices('Zero', ['One', 'Two', 'Many'], 'C').answer).toBe('C');
  });
});
