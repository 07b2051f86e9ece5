import { expect, it } from 'vitest';
import { initials } from './initials';

it('takes the first letters of a name, leaving out a title', () => {
  expect(initials('Dr. Maya Okafor')).toBe('MO');
  expect(initials('  ada  lovelace ')).toBe('AL');
});
