// Free-entry answers are compared as exact rationals, so 3/4, .75 and 0.75 are the same answer
// and no floating-point rounding can turn a right answer wrong (DESIGN.md, product decisions).
import { MAX_ANSWER_LENGTH, stripAnswerBrackets } from '@academy/shared/practice';
import { SAT_NUMBER, satEntry } from '@academy/shared/sat-number-entry';

/** An exact number: reduced, with a positive denominator. */
export interface Rational {
  num: bigint;
  den: bigint;
}

const DECIMAL = /^[+-]?(?:\d+\.\d*|\.\d+)$/;

const abs = (n: bigint) => (n < 0n ? -n : n);

function gcd(a: bigint, b: bigint): bigint {
  while (b) [a, b] = [b, a % b];
  return a;
}

function rational(num: bigint, den: bigint): Rational {
  const sign = den < 0n ? -1n : 1n;
  const g = gcd(abs(num), abs(den)) || 1n;
  return { num: (sign * num) / g, den: (sign * den) / g };
}

function decimal(s: string): Rational {
  const [whole = '', fraction = ''] = s.split('.');
  return rational(BigInt(whole + fraction || '0'), 10n ** BigInt(fraction.length));
}

/** Parses what a student may type in a numeric field; null when it is not a number. */
export function parseSatNumber(s: string): Rational | null {
  const match = SAT_NUMBER.exec(satEntry(s));
  if (!match) return null;
  const [, sign, numerator = '', denominatorSign, denominator] = match;
  const top = decimal(numerator);
  const bottom = denominator === undefined ? rational(1n, 1n) : decimal(denominator);
  if (bottom.num === 0n) return null;
  const value = rational(top.num * bottom.den, top.den * bottom.num);
  return (sign === '-') === (denominatorSign === '-') ? value : rational(-value.num, value.den);
}

/**
 * The Digital SAT's rule for a repeating or long value: a decimal that fills the 5-character
 * field (6 with a minus) and is the value truncated or rounded is right; a shorter one is not.
 * Our box is not five characters wide, so a longer decimal cut at its own last digit is right too.
 */
function fillsFieldFor(typed: string, entry: Rational, target: Rational): boolean {
  if (!DECIMAL.test(typed)) return false;
  const unsigned = typed.replace(/^[+-]/, '');
  if (unsigned.length < 5 || entry.num < 0n !== target.num < 0n) return false;
  const scale = 10n ** BigInt(unsigned.length - unsigned.indexOf('.') - 1);
  const typedDigits = (abs(entry.num) * scale) / entry.den;
  const targetScaled = abs(target.num) * scale;
  const truncated = targetScaled / target.den;
  const rounded = (2n * targetScaled + target.den) / (2n * target.den);
  return typedDigits === truncated || typedDigits === rounded;
}

/**
 * Whether a form is another's value cut or rounded to fill the field rather than that value. The
 * bank must not list one: compared as a number, "0.670" would let ".67" through for 55/82.
 */
export function isFieldFillingDecimalOf(form: string, of: string): boolean {
  const value = parseSatNumber(form);
  const target = parseSatNumber(of);
  if (!value || !target || (value.num === target.num && value.den === target.den)) return false;
  return fillsFieldFor(satEntry(form), value, target);
}

const normalText = (s: string) => satEntry(s).replace(/\s+/g, ' ').toLowerCase();

/** Whether a typed free-entry answer matches any of a question's accepted forms. */
export function matchesFreeEntry(entry: string, accepted: readonly string[]): boolean {
  const typed = satEntry(stripAnswerBrackets(entry).value);
  if (!typed || typed.length > MAX_ANSWER_LENGTH) return false;
  const value = parseSatNumber(typed);
  return accepted.some((form) => {
    const target = parseSatNumber(form);
    if (!target || !value) return normalText(form) === normalText(typed);
    const equal = value.num === target.num && value.den === target.den;
    return equal || fillsFieldFor(typed, value, target);
  });
}
