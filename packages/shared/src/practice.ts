// Practice constants and rules that the question card and the check-answer endpoint must agree
// on (SPEC §3, §4, §5).

export const QUESTION_TYPES = ['multiple_choice', 'free_entry'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

/** Special question bodies answered by the random-question call instead of a question. */
export const ALL_QUESTIONS_ANSWERED = 'ALL_QUESTIONS_ANSWERED';
export const NO_QUESTIONS_FOUND = 'NO_QUESTIONS_FOUND';

export const FEEDBACK_CORRECT = 'Correct! You are doing great!';
export const FEEDBACK_WRONG = 'Incorrect but you can do it! Try again!';
/** After Show Answer a check still gives its result, without praise (issue 35). */
export const FEEDBACK_CORRECT_PLAIN = 'Correct.';
export const FEEDBACK_WRONG_PLAIN = 'Incorrect.';
/** Said under the verdict of a check after Show Answer, which is not recorded (decision 003). */
export const FEEDBACK_NOT_RECORDED =
  'Not recorded, as the answer was shown: your review keeps the miss.';

/** Longer than any real answer; bounds what the server compares and stores. */
export const MAX_ANSWER_LENGTH = 200;

// Phones and word processors give these for the minus key or its long press, and smart
// punctuation turns "--" into a dash: hyphen, non-breaking hyphen, figure, en and em dash, the
// minus sign, and the small and full-width hyphen-minus.
const MINUS_LOOKALIKES = /[\u2010-\u2014\u2212\uFE63\uFF0D]/g;

/** A typed answer with every dash that can only mean a minus written as "-". */
export const withAsciiMinus = (entry: string) => entry.replace(MINUS_LOOKALIKES, '-');

/** SPEC §5: why Check Answer is disabled while no answer is chosen or typed. */
export const ANSWER_REQUIRED_TO_CHECK = 'An answer is required to check it.';

export const FREE_ENTRY_BRACKET_MESSAGE =
  'If there are a range or a set of possible answers, please just enter one possible answer.';

/**
 * SPEC §5: round, curly and square brackets are dropped from a free-entry answer, so "(3, 5)"
 * is checked as "3, 5" and the card tells the student to enter one answer. The value is not
 * trimmed, so the web can apply this while the student types.
 */
export function stripAnswerBrackets(entry: string): { value: string; hadBrackets: boolean } {
  const value = entry.replace(/[()[\]{}]/g, '');
  return { value, hadBrackets: value.length !== entry.length };
}
