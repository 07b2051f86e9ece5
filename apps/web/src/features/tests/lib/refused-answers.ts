/** An answer or mark the server refused as its module was over: the question, and why. */
export interface RefusedAnswer {
  /** 1-based, as the module numbers it. */
  question: number;
  reason: string;
}

/** The answers of one module the server refused, which the page tells until dismissed. */
export interface RefusedAnswers {
  module: number;
  questions: number[];
  reason: string;
}

const listed = (numbers: readonly number[]) =>
  numbers.length === 1
    ? String(numbers[0])
    : `${numbers.slice(0, -1).join(', ')} and ${numbers[numbers.length - 1]}`;

/** What the page says of the answers refused. */
export const answerRefusedMessage = (questions: readonly number[], reason = '') =>
  (questions.length === 1
    ? `Your answer to question ${questions[0]} was not saved. ${reason}`
    : `Your answers to questions ${listed(questions)} were not saved. ${reason}`
  ).trim();

/**
 * What is told after `module` ended (`refused`: an answer of it the server refused). A module's
 * refusals arrive one by one, after the call that ended it too (a save given up offline is sent
 * again when the connection returns): they add up, and only a later module's end clears them.
 */
export function refusedAfter(
  shown: RefusedAnswers | undefined,
  module: number,
  refused?: RefusedAnswer,
): RefusedAnswers | undefined {
  if (!refused) return shown && shown.module >= module ? shown : undefined;
  const earlier = shown?.module === module ? shown.questions : [];
  const questions = [...new Set([...earlier, refused.question])].sort((a, b) => a - b);
  return { module, questions, reason: refused.reason };
}
