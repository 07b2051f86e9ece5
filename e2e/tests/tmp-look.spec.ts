import { test } from '@playwright/test';

test('look', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/evaluation/reading-writing');
  await page.waitForTimeout(1500);
  await page.screenshot({ path: '/tmp/rw-375.png' });
  await page.goto('/evaluation');
  await page.waitForTimeout(1500);
  await page.screenshot({ path: '/tmp/math-eval-375.png' });
});
