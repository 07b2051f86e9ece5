import { expect, test, type Page } from '@playwright/test';
import { newUser, signUpViaApi } from './helpers';
import { layoutShiftSince, pageTime, recordLayoutShifts } from './layout-shifts';

// On a slow first visit the page is drawn before Inter's files arrive, in a local face sized to
// Inter's metrics (apps/web/src/inter-fallback.css): Inter's arrival then moves nothing. With the
// system's own sans-serif it moved a practice card 32 px (a layout shift of 0.13, over web.dev's
// "good" line of 0.1), and on CI's busy machine the header grew a line before the font came.

/** Holds Inter's files back until `release` is called: the page draws in the stand-in first. */
async function holdInter(page: Page) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/inter-[\w-]+\.woff2$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

const interLoaded = (page: Page) =>
  page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts].some(
      (face) => face.family.replaceAll('"', '') === 'Inter Variable' && face.status === 'loaded',
    );
  });

// Reduced motion: the mascot's entrance is no part of what is measured.
test.use({ reducedMotion: 'reduce', viewport: { width: 375, height: 812 } });

for (const { path, heading, signedIn } of [
  { path: '/practice/algebra', heading: 'Algebra', signedIn: true },
  { path: '/', heading: /^Reach your best score/, signedIn: false },
]) {
  test(`${path} does not move when Inter arrives after the first paint`, async ({ page }) => {
    if (signedIn) await signUpViaApi(page, newUser());
    await recordLayoutShifts(page);
    const release = await holdInter(page);
    await page.goto(path, { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await page.evaluate(() => new Promise((painted) => requestAnimationFrame(painted)));
    const released = await pageTime(page);
    release();
    await expect.poll(() => interLoaded(page)).toBe(true);
    await page.evaluate(() => new Promise((painted) => requestAnimationFrame(painted)));
    const shifted = await layoutShiftSince(page, released);
    expect(shifted).toBeLessThan(0.005);
  });
}
