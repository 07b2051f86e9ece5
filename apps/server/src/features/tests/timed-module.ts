import { testMessages, type ModuleLevel } from '@academy/shared/tests';
import { AppError } from '../../lib/app-error.ts';
import type { TestDefinition } from './catalogue.ts';

/** A module to store: its questions and its clock, `minuteMs` a minute of test time. */
export function timedModule(
  test: TestDefinition,
  index: number,
  level: ModuleLevel,
  questionIds: string[],
  timing: { timeFactor: number; minuteMs: number; now: Date },
) {
  if (questionIds.length === 0) throw new AppError(409, testMessages.noQuestions);
  const { timeFactor, minuteMs, now } = timing;
  const ms = test.minutesPerModule * timeFactor * minuteMs;
  return { index, level, questionIds, startedAt: now, deadline: new Date(now.getTime() + ms) };
}

/** A module's whole length, in seconds: the longest any of its questions can have taken. */
export const moduleSeconds = (module: { startedAt: Date; deadline: Date }) =>
  Math.ceil((module.deadline.getTime() - module.startedAt.getTime()) / 1000);
