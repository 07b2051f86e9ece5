import { expect, test } from '@playwright/test';
import { expectMascotClearOf } from './mascot';

// The "Test mode: no real payment" ribbon that hangs from the header while the server takes
// payments through its test checkout, on phones with text at 200%.

// Many Android phones are 360 px wide: the ribbon, kept on one line, was 370 px wide at 200% text
// and ran past the screen, so every page of a test-mode server scrolled sideways (and at 375 px
// it ended 3 px from the edge).
test('at 360 px and 200% text, the test-mode ribbon wraps inside the screen', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 700 });
  await page.goto('/pricing');
  const ribbon = page.getByText('Test mode: no real payment');
  await expect(ribbon).toBeVisible();
  await page.addStyleTag({ content: 'html { font-size: 200%; }' });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(360);
  const box = (await ribbon.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(360);
});

test('at 375 px and 200% text, the mascot keeps off the test-mode ribbon', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  for (const path of ['/pricing', '/']) {
    await page.goto(path);
    await page.addStyleTag({ content: 'html { font-size: 200%; }' });
    // It stood on "payment" on /pricing, the ribbon two lines of the header down.
    await expectMascotClearOf(page, [page.getByText('Test mode: no real payment')]);
  }
});
