import { vi } from 'vitest';

/**
 * The time zone the browser reports (`Intl.DateTimeFormat().resolvedOptions().timeZone`) for
 * the current test; undefined stands for a browser that names none.
 */
export function browserTimeZone(timeZone: string | undefined) {
  const resolved = Intl.DateTimeFormat.prototype.resolvedOptions;
  return vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (
    this: Intl.DateTimeFormat,
  ) {
    return { ...resolved.call(this), timeZone: timeZone as string };
  });
}
