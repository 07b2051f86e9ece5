import type { Page } from '@playwright/test';

// The browser's layout shifts, as web-vitals counts them (none right after the user's input),
// each with its time, from the page's first layout on.

interface Shift {
  at: number;
  value: number;
}

/** Records the layout shifts of each page the test opens from now on. */
export const recordLayoutShifts = (page: Page) =>
  page.addInitScript(() => {
    const shifts: Shift[] = [];
    (window as unknown as { layoutShifts: Shift[] }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as (Shift & {
        startTime: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) shifts.push({ at: entry.startTime, value: entry.value });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });

/** The page's cumulative layout shift, or the part of it from `since` (page time, in ms) on. */
export const layoutShiftSince = (page: Page, since = 0) =>
  page.evaluate(
    (from) =>
      (window as unknown as { layoutShifts: Shift[] }).layoutShifts
        .filter(({ at }) => at >= from)
        .reduce((sum, { value }) => sum + value, 0),
    since,
  );

/** The page's time now, for `layoutShiftSince`. */
export const pageTime = (page: Page) => page.evaluate(() => performance.now());
