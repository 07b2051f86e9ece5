import { test as base, type BrowserContext, type Page } from '@playwright/test';

/**
 * Playwright's test with `otherBrowser()`: a page in a browser context of its own (another person
 * at another computer), closed when the test ends, passed or failed. A context opened with
 * `browser.newContext()` or `browser.newPage()` outlives its test: the booking test's customer
 * stayed open for the rest of the worker's run, its app still running beside every later test,
 * and showed in a later test's failure screenshots.
 */
export const test = base.extend<{ otherBrowser: () => Promise<Page> }>({
  // With the run's reduced motion: a second person's idle mascot kept Chromium drawing beside
  // the test's own page.
  otherBrowser: async ({ browser, reducedMotion }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async () => {
      const context = await browser.newContext({ reducedMotion });
      contexts.push(context);
      return context.newPage();
    });
    await Promise.all(contexts.map((context) => context.close()));
  },
});
