import { expect, test, type Page } from '@playwright/test';
import { newUser, signUpViaApi, userMenuButton } from './helpers';

// /subscription on a phone with text at 200% (WCAG 1.4.4, the root's font size doubled): it ran
// 618 px wide. The top bar's name and wordmark give way, the plan tabs wrap, and the billing
// table scrolls inside its own box, its receipt links' hidden words with it.

const doubleText = (page: Page) => page.addStyleTag({ content: 'html { font-size: 200%; }' });

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

test('at 375 px and 200% text, /subscription reflows within the screen', async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 375, height: 800 });
  await signUpViaApi(page, newUser({ firstname: 'Evangeline' }));
  await page.goto('/subscription');
  await expect(page.getByRole('heading', { name: 'Subscription', level: 1 })).toBeVisible();
  await doubleText(page);
  await expect(page.getByRole('tab', { name: 'Subscription' })).toBeVisible();
  expect(await pageWidth(page)).toBeLessThanOrEqual(375);
  // The menu's name is heard, not shown; the menu still opens.
  const name = userMenuButton(page).getByTestId('user-menu-name');
  await expect(userMenuButton(page)).toHaveAccessibleName(/^Account menu for Evangeline/);
  expect(await name.evaluate((e) => e.getBoundingClientRect().width)).toBeLessThanOrEqual(1);
  await userMenuButton(page).click();
  await expect(page.getByRole('menuitem', { name: 'Sign out' })).toBeVisible();
  await page.keyboard.press('Escape');

  // With a payment, the billing history.
  await page.getByRole('tab', { name: 'Subscription' }).click();
  await page.getByRole('button', { name: 'Choose Monthly' }).click();
  await expect(page).toHaveURL(/\/api\/payments\/local-checkout\/[^/]+$/);
  await page.getByRole('button', { name: 'Pay $10.49' }).click();
  await expect(page.getByRole('heading', { name: 'Subscription activated!' })).toBeVisible();
  await page.goto('/subscription');
  const billing = page.getByRole('region', { name: 'Billing history' });
  await expect(billing.getByRole('link', { name: /^Receipt/ })).toHaveCount(1);
  await doubleText(page);
  expect(await pageWidth(page)).toBeLessThanOrEqual(375);

  // At its normal size, as before: the name shown.
  await page.reload();
  await expect(name).toBeVisible();
  expect(await pageWidth(page)).toBeLessThanOrEqual(375);
});
