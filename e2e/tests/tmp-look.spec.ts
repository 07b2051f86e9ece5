import { expect, test } from '@playwright/test';
import { newUser, signUpViaApi } from './helpers';
import { questionCard } from './practice-card';

test('look', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signUpViaApi(page, newUser());
  await page.goto('/practice/algebra');
  await expect(questionCard(page)).toBeVisible();
  await page.getByRole('button', { name: 'Skip for now' }).click();
  await expect(page.getByText('Skipped for now: it will come back later.')).toBeVisible();
  await page.getByRole('button', { name: 'Report a problem' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.waitForTimeout(500);
  await page.screenshot({ path: '/tmp/report-375.png' });
});
