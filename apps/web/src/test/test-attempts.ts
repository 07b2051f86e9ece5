import type { TestAttemptView, TestQuestion } from '@academy/shared/tests';

/** "What is 1 + 1?" with four choices, at `seat` of a module (`<module>-<n>`). */
export const onePlusOne = (seat: string): TestQuestion => ({
  _id: seat,
  body: 'What is 1 + 1?',
  bodyLatex: 'What is 1 + 1?',
  bodyHtml: 'What is 1 + 1?',
  type: 'multiple_choice',
  choices: ['1', '2', '3', '4'].map((n, i) => ({ id: 'ABCD'[i]!, latex: n, text: n, html: n })),
  imagePosition: 'top',
});

/** The Full-length SAT read at `now` on its break, which ends `secondsLeft` later. */
export const satOnBreak = (
  now: number,
  secondsLeft: number,
): TestAttemptView & { breakUntil: string } => ({
  attemptId: 'a1',
  testId: 'sat-full',
  name: 'Full-length SAT',
  kind: 'full',
  section: 'sat',
  modules: 4,
  status: 'on_break',
  module: null,
  breakUntil: new Date(now + secondsLeft * 1000).toISOString(),
  serverNow: new Date(now).toISOString(),
});

/**
 * The two-module Math test read at `now`, in module `index` (started then, 35 minutes left),
 * with `questions` "1 + 1" questions and no answer yet.
 */
export const mathInModule = (now: number, index: number, questions = 1): TestAttemptView => ({
  attemptId: 'a1',
  testId: 'sat-math-full',
  name: 'Math',
  kind: 'full',
  section: 'math',
  modules: 2,
  status: 'in_progress',
  module: {
    index,
    section: 'math',
    startedAt: new Date(now).toISOString(),
    deadline: new Date(now + 35 * 60_000).toISOString(),
    questions: Array.from({ length: questions }, (_, n) => onePlusOne(`${index}-${n + 1}`)),
    answers: {},
  },
  serverNow: new Date(now).toISOString(),
});
