/**
 * Under every typed-answer box: the SAT's entry rules (SAT-MATH.md), which the server applies,
 * so that a student learns why "3 1/2", "50%" or ".67" is marked wrong before typing it.
 */
// Short enough for three lines on a phone: the long form of these rules is decision 009.
export const ENTRY_RULES_HINT =
  'One number, such as 2/3, .75 or -4: no units, % or commas. Type 3 1/2 as 7/2 or 3.5, ' +
  'and 2/3 as 2/3, .6666 or .6667.';
