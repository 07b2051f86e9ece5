// The section timer's rules (issue 36): a 35-minute countdown per section that only informs. The
// public evaluation never submits by itself; the time taken goes with the answers.
import {
  MAX_SECTION_SECONDS,
  SECTION_TIME_LIMIT_SECONDS,
  SECTION_WARNING_SECONDS,
} from '@academy/shared/evaluation-timing';

export const timerMessages = {
  warning: '5 minutes left in this section.',
  timeUp: 'Time is up for this section. You may still finish and submit your answers.',
} as const;

export const remainingSeconds = (spent: number, limit = SECTION_TIME_LIMIT_SECONDS) =>
  Math.max(0, limit - spent);

/**
 * What the page says about the time, if anything. Put in a live region it is announced twice in
 * a section (at 5 minutes left and at 0), never every second, since it changes only then.
 */
export function timerNotice(spent: number, limit = SECTION_TIME_LIMIT_SECONDS): string | undefined {
  const left = remainingSeconds(spent, limit);
  if (left === 0) return timerMessages.timeUp;
  if (left <= SECTION_WARNING_SECONDS) return timerMessages.warning;
  return undefined;
}

/** `seconds` more on `section`; each section's total stays within what the server accepts. */
export function withSeconds(spent: readonly number[], section: number, seconds: number): number[] {
  return spent.map((value, i) =>
    i === section ? Math.min(MAX_SECTION_SECONDS, value + seconds) : value,
  );
}

/** A stored list of section times, if it is one: whole seconds the server would accept. */
export function validSectionSeconds(value: unknown): number[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const valid = value.every(
    (s) => typeof s === 'number' && Number.isInteger(s) && s >= 0 && s <= MAX_SECTION_SECONDS,
  );
  return valid ? (value as number[]) : undefined;
}
