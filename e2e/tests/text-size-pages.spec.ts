import { expect, test } from '@playwright/test';
import { newUser, signUpViaApi } from './helpers';

// A phone with text at 200% (WCAG 1.4.4, the root's font size doubled): the pages a student
// opens most ran 40–100 px wider than the screen. Grids whose one column sized itself to its
// cards' longest words, and the trial notice's words and button kept on one line.

const pages = [
  { path: '/', ready: 'Available Topics' },
  { path: '/practice', ready: 'Algebra' },
  { path: '/tests', ready: 'free questions left' },
  { path: '/previously-answered', ready: 'All Modules' },
];

test('at 375 px and 200% text, the student’s main pages fit the screen', async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 375, height: 800 });
  await signUpViaApi(page, newUser({ firstname: 'Evangeline' }));
  for (const { path, ready } of pages) {
    await page.goto(path);
    await expect(page.getByText(ready).first()).toBeAttached();
    await page.addStyleTag({ content: 'html { font-size: 200%; }' });
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, path).toBeLessThanOrEqual(375);
  }
});
