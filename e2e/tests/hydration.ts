import { expect, type Page } from '@playwright/test';

// Pages whose HTML the server sends drawn (prerendered at build time, or rendered by the server)
// and the app then hydrates: helpers to hold the app back and to tell hydration from a redraw.

/**
 * The app's own modules: every script of ours but the classic ones the pages carry (the press
 * keeper, and the server-rendered pages' starter).
 */
const APP_MODULE = /\/assets\/(?!keep-early-press|start-after-paint)[^/]+\.js$/;

/**
 * Holds the app's modules back, as a slow connection would, until `release` is called; `opened`
 * waits until the page's press keeper has run, as the load event waits for the held modules.
 */
export async function holdAppModules(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(APP_MODULE, async (route) => {
    await released;
    await route.continue();
  });
  const opened = async (path: string) => {
    await page.goto(path, { waitUntil: 'commit' });
    await page.waitForFunction(() => 'takeButtonPressedBeforeStart' in window);
  };
  return { opened, release };
}

/** Console errors and uncaught errors: React reports a hydration mismatch as one of them. */
export function collectErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * Keeps the h1 the browser parsed from the HTML, before any script ran, so a test can tell a
 * hydrated page (React adopted that element) from one drawn again (a new element).
 */
export async function rememberParsedHeading(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      (window as unknown as { parsedHeading?: Element | null }).parsedHeading =
        document.querySelector('h1');
    });
  });
}

/** Whether React has adopted the h1 parsed from the HTML. */
export const hydratedParsedHeading = (page: Page) =>
  page.evaluate(() => {
    const parsed = (window as unknown as { parsedHeading?: Element | null }).parsedHeading;
    return Boolean(
      parsed?.isConnected &&
      parsed === document.querySelector('h1') &&
      Object.keys(parsed).some((key) => key.startsWith('__reactFiber')),
    );
  });

/**
 * Opens a page the way a visitor following the landing page's link does once the app runs: the
 * app draws it and asks the API for its data (which a test may then answer its own way), where
 * loading its address would bring it drawn by the server.
 */
export async function followLandingLink(page: Page, name: string) {
  await rememberParsedHeading(page);
  await page.goto('/');
  await expect.poll(() => hydratedParsedHeading(page)).toBe(true);
  await page.getByRole('link', { name, exact: true }).click();
}
