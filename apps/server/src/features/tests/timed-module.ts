import { testMessages, type ModuleLevel } from '@academy/shared/tests';
import { AppError } from '../../lib/app-error.ts';
import { modulePlan, type TestDefinition } from './catalogue.ts';

/**
 * A module to store: its questions and its clock, `minuteMs` a minute of test time. A module
 * after a break starts when the break ends (decision 066); extended time lengthens the module,
 * not the break.
 */
export function timedModule(
  test: TestDefinition,
  index: number,
  level: ModuleLevel,
  questionIds: string[],
  timing: { timeFactor: number; minuteMs: number; now: Date },
) {
  if (questionIds.length === 0) throw new AppError(409, testMessages.noQuestions);
  const { timeFactor, minuteMs, now } = timing;
  const plan = modulePlan(test, index);
  const startedAt = new Date(now.getTime() + plan.breakBefore * minuteMs);
  const ms = plan.minutes * timeFactor * minuteMs;
  const deadline = new Date(startedAt.getTime() + ms);
  return { index, level, questionIds, startedAt, deadline, reached: plan.breakBefore === 0 };
}

/** A module's whole length, in seconds: the longest any of its questions can have taken. */
export const moduleSeconds = (module: { startedAt: Date; deadline: Date }) =>
  Math.ceil((module.deadline.getTime() - module.startedAt.getTime()) / 1000);

/** Whether the module's time has not begun: the student is on the break before it. */
export const onBreakBefore = (module: { startedAt: Date }, now: Date) =>
  module.startedAt.getTime() > now.getTime();
