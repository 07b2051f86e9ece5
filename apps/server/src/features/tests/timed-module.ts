import { ERROR_CODES } from '@academy/shared/errors';
import { TEST_GRACE_SECONDS, testMessages, type ModuleLevel } from '@academy/shared/tests';
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

/** How long after its deadline a module still takes the page's last save. */
export const MODULE_GRACE_MS = TEST_GRACE_SECONDS * 1000;

/** Whether a module ran out at `now`, grace included. */
export const ranOutAt = (module: { deadline: Date }, now: Date) =>
  now.getTime() > module.deadline.getTime() + MODULE_GRACE_MS;

export const timeUp = (message: string) =>
  new AppError(409, message, undefined, undefined, ERROR_CODES.moduleTimeUp);

/**
 * Why a module takes no more answers. A module whose time ran out is ended by the next read,
 * which is this very call when the page's save comes late: "finished" told that student of a
 * Finish nobody pressed.
 */
export const closedBecause = (module: { finishedAt: Date | null; deadline: Date }) =>
  module.finishedAt && module.finishedAt.getTime() > module.deadline.getTime() + MODULE_GRACE_MS
    ? testMessages.timeUp
    : testMessages.moduleFinished;
