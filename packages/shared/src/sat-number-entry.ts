// What counts as one number in a typed (student-produced) answer, by the Digital SAT's rules
// (SAT-MATH.md): the server grades by it, and the practice card says so before a check rather
// than grade "1,500" or "50%" wrong.
import { withAsciiMinus } from './practice.ts';

/**
 * A sign, then a decimal with or without leading zero or digits after the dot, optionally over
 * a second one: 3/-4 is as plainly -3/4 as -3/4 is. Groups: sign, numerator, denominator's sign,
 * denominator.
 */
export const SAT_NUMBER = /^([+-]?)(\d+(?:\.\d*)?|\.\d+)(?:\/([+-]?)(\d+(?:\.\d*)?|\.\d+))?$/;

/**
 * An entry as the SAT's box would hold it: any dash is a minus, and the spaces that cannot change
 * the value (around it, around the fraction bar, after a sign) are gone. A space between digits
 * stays, so "3 1/2" and "1 000" are no numbers: the SAT reads the first as 31/2 (SAT-MATH.md).
 */
export function satEntry(s: string): string {
  return withAsciiMinus(s)
    .trim()
    .replace(/\s*\/\s*/g, '/')
    .replace(/([+-])\s+/g, '$1');
}

/** Whether an entry is written as one number at all (its value is the server's to judge). */
export const isSatNumberEntry = (s: string) => SAT_NUMBER.test(satEntry(s));

/** Said on the practice card instead of a check, for an entry that is not one number. */
export const NOT_A_NUMBER_MESSAGE =
  'Enter one number, such as 1500, 2/3, .75 or -4, with no units, % or commas.';
