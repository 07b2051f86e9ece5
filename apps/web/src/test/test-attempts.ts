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
