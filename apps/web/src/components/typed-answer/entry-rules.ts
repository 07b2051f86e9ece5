/**
 * Under every typed-answer box: the SAT's entry rules (SAT-MATH.md), which the server applies,
 * so that a student learns why "3 1/2", "50%" or ".67" is marked wrong before typing it.
 */
export const ENTRY_RULES_HINT =
  'Type one value, for example 2/3, 0.75 or -4, with digits, a decimal point, / and - only ' +
  '(no units, % or commas). Enter a mixed number such as 3 1/2 as 7/2 or 3.5, and a long ' +
  'decimal to at least five characters, such as .6667 or 0.667 for 2/3.';
