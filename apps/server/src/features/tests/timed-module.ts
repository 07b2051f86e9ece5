import { testMessages, type ModuleLevel } from '@academy/shared/tests';
import { AppError } from '../../lib/app-error.ts';
import type { TestDefinition } from './catalogue.ts';

export type TimedModuleArgs = [
  test: TestDefinition,
  index: number,
  level: ModuleLevel,
  questionIds: string[],
  timeFactor: number,
  now: Date,
];

/** A module to store: its questions and its clock, `minuteMs` a minute of test time. */
export function timedModuleOf(
  minuteMs: number,
  ...[test, index, level, questionIds, timeFactor, now]: TimedModuleArgs
) {
  if (questionIds.length === 0) throw new AppError(409, testMessages.noQuestions);
  const ms = test.minutesPerModule * timeFactor * minuteMs;
  return { index, level, questionIds, startedAt: now, deadline: new Date(now.getTime() + ms) };
}
