// What students type on a phone or a laptop, and the verdict the SAT's entry rules give it
// (SAT-MATH.md; docs/decisions/009-typed-answers-follow-the-sat.md).
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadContent } from '../../content/tools/load.ts';
import { matchesFreeEntry } from '../../src/features/questions/free-entry.ts';

type Case = [typed: string, accepted: string[], right: boolean];

const cases: Record<string, Case[]> = {
  'spaces around the value, the fraction bar or after the sign': [
    [' 3/4 ', ['3/4'], true],
    ['\t-2\n', ['-2'], true],
    ['3 / 4', ['3/4'], true],
    ['3/ 4', ['.75'], true],
    ['- 2', ['-2'], true],
    ['3\u00a0/\u00a04', ['3/4'], true],
  ],
  'a minus from any keyboard, or a plus': [
    ['\u22122', ['-2'], true],
    ['\u20132', ['-2'], true],
    ['\u20102', ['-2'], true],
    ['\u20142', ['-2'], true],
    ['\u2013.75', ['-3/4'], true],
    ['\u20132', ['2'], false],
    ['+4', ['4'], true],
    ['+-4', ['-4'], false],
    ['--4', ['4'], false],
  ],
  'leading and trailing zeros and a trailing point': [
    ['0.5', ['1/2'], true],
    ['.5', ['1/2'], true],
    ['2.50', ['5/2'], true],
    ['2.0', ['2'], true],
    ['4.', ['4'], true],
    ['007', ['7'], true],
  ],
  'commas and spaces inside a number (SAT: no commas)': [
    ['1,000', ['1000'], false],
    ['1 000', ['1000'], false],
    ['0,75', ['3/4'], false],
    ['0,75', ['75'], false],
  ],
  'mixed numbers (SAT: 3 1/2 reads as 31/2)': [
    ['3 1/2', ['7/2'], false],
    ['3 1/2', ['3.5'], false],
    ['3\u00bd', ['7/2'], false],
    ['7/2', ['3.5'], true],
    ['14/4', ['7/2'], true],
  ],
  'negative fractions and zero denominators': [
    ['-3/4', ['-3/4'], true],
    ['\u22123/4', ['-.75'], true],
    ['3/-4', ['-3/4'], true],
    ['-3/-4', ['3/4'], true],
    ['3/-4', ['3/4'], false],
    ['1/0', ['0'], false],
    ['0/0', ['0'], false],
    ['0/5', ['0'], true],
  ],
  'repeating decimals must fill the field': [
    ['.6666', ['2/3'], true],
    ['.6667', ['2/3'], true],
    ['0.666', ['2/3'], true],
    ['0.667', ['2/3'], true],
    ['-.6667', ['-2/3'], true],
    ['.66', ['2/3'], false],
    ['.67', ['2/3'], false],
    ['0.66', ['2/3'], false],
    ['.666', ['2/3'], false],
    ['.667', ['2/3'], false],
    ['0.6667', ['2/3'], true],
    ['100/150', ['2/3'], true],
  ],
  'units, names, percent, pi and other notations (SAT: digits . / - only)': [
    ['x = 4', ['4'], false],
    ['x=4', ['4'], false],
    ['4 cm', ['4'], false],
    ['$12', ['12'], false],
    ['50%', ['50'], false],
    ['50%', ['.5'], false],
    ['2\u03c0', ['6.283'], false],
    ['pi', ['3.141'], false],
    ['1e3', ['1000'], false],
  ],
  'empty, malformed and overlong entries': [
    ['', ['0'], false],
    ['()', ['0'], false],
    ['( )', ['0'], false],
    ['(3/4)', ['3/4'], true],
    ['.', ['0'], false],
    ['-', ['0'], false],
    ['1/2/3', ['1/6'], false],
    ['3..4', ['3.4'], false],
    [`.${'6'.repeat(199)}`, ['2/3'], true],
    [`.${'6'.repeat(200)}`, ['2/3'], false],
  ],
};

describe('matchesFreeEntry, as a student types', () => {
  for (const [group, rows] of Object.entries(cases)) {
    it.each(rows)(`${group}: %j against %j is right: %s`, (typed, accepted, right) => {
      expect(matchesFreeEntry(typed, accepted)).toBe(right);
    });
  }
});

const bank = loadContent(resolve(import.meta.dirname, '../../content'));
const acceptedOf = (id: string) => {
  const question = bank.questionFiles
    .flatMap((file) => file.questions)
    .map((entry) => entry.value)
    .find((q) => q.id === id);
  if (!question || question.type === 'multiple_choice') throw new Error(`no free entry ${id}`);
  return question.accepted;
};

describe('the bank, as a student types', () => {
  it.each([
    ['probability-g001', '.67', false],
    ['probability-g001', '0.67', false],
    ['probability-g001', '.670', false],
    ['probability-g001', '0.670', true],
    ['probability-g001', '.6707', true],
    ['probability-g005', '.333', false],
    ['probability-g005', '.3333', true],
    ['probability-009', '.484', false],
    ['probability-009', '.4839', true],
    ['radians-and-unit-circle-009', '-.385', false],
    ['radians-and-unit-circle-009', '-.3846', true],
    ['circles-g006', '41.670', false],
    ['circles-g006', '41.67', true],
  ])('%s: %j is right: %s', (id, typed, right) => {
    expect(matchesFreeEntry(typed, acceptedOf(id))).toBe(right);
  });
});
