import { withAsciiMinus } from '@academy/shared/practice';

/**
 * SAT-MATH.md: a student-produced response holds digits, `.`, `/` and `-`, at most 5 characters
 * for a positive answer and 6 for a negative one; the test's box takes nothing else. A browser's
 * number field would refuse the fraction bar and turn "3/4" into "34", and a phone's decimal pad
 * may have no minus sign, so the number box is a text box that keeps those characters (a typed
 * dash, "−" or "–", becomes "-" rather than vanish and turn the answer positive). Its length is
 * cut after that filter, not by the box's maxLength before it: pasted "(-2,000)" cut to six
 * characters first became "-200", another number.
 */
const NUMBER_BOX_LENGTH = 6;

/** What the number box keeps of what was typed or pasted into it. */
export const numberBoxEntry = (typed: string) =>
  withAsciiMinus(typed)
    .replace(/[^0-9./-]/g, '')
    .slice(0, NUMBER_BOX_LENGTH);
