import { expect, test, type Page } from '@playwright/test';
import { newUser, signUpViaApi } from './helpers';
import { layoutShiftSince, recordLayoutShifts } from './layout-shifts';

// Motion as most students see it (the config asks for reduced motion elsewhere).
test.use({ reducedMotion: 'no-preference' });

// On a phone, what a page shows while its data loads keeps the place of what follows: nothing
// the visitor is about to tap moves a screen down when the data arrives. Measured as the
// browser's cumulative layout shift, against web.dev's "good" line (0.1).
const GOOD_CLS = 0.1;

const PAGES = [
  {
    path: '/',
    content: (page: Page) => page.getByRole('link', { name: /^Algebra \d+ questions/ }),
  },
  {
    path: '/practice',
    content: (page: Page) => page.getByRole('heading', { name: 'Choose Your Topic' }),
  },
  {
    path: '/subscription',
    content: (page: Page) => page.getByRole('tab', { name: 'One-Time Payment' }),
  },
];

test.describe('layout stability on a phone', () => {
  for (const { path, content } of PAGES) {
    test(`${path} does not jump when its data arrives`, async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 812 });
      await signUpViaApi(page, newUser());
      // A slow connection: every call but the session's takes a second.
      await page.route('**/api/**', async (route) => {
        if (!route.request().url().includes('/api/auth/')) {
          await new Promise((resolve) => setTimeout(resolve, 1000));
        }
        await route.continue();
      });
      await recordLayoutShifts(page);
      await page.goto(path);
      await expect(content(page)).toBeVisible();
      // Images and late panels settle.
      await page.waitForTimeout(500);
      expect(await layoutShiftSince(page)).toBeLessThan(GOOD_CLS);
    });
  }
});
