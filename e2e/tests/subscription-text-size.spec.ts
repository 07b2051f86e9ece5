import { expect, test, type Page } from '@playwright/test';
import { brokenWords } from './broken-words';
import { newUser, signUpViaApi, userMenuButton, verifyEmailViaMail } from './helpers';

// /subscription on a phone with text at 200% (WCAG 1.4.4, the root's font size doubled): it ran
// 618 px wide. The top bar's name and wordmark give way, the plan tabs wrap, and the billing
// table scrolls inside its own box, its receipt links' hidden words with it.

const doubleText = (page: Page) => page.addStyleTag({ content: 'html { font-size: 200%; }' });

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

test('at 375 px and 200% text, /subscription reflows within the screen', async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 375, height: 800 });
  // Unverified first: the verify banner stands beside the mascot's spot.
  const user = newUser({ firstname: 'Evangeline' });
  await signUpViaApi(page, user, { verified: false });
  await page.goto('/subscription');
  await expect(page.getByRole('heading', { name: 'Subscription', level: 1 })).toBeVisible();
  await doubleText(page);
  await expect(page.getByRole('tab', { name: 'Subscription' })).toBeVisible();
  expect(await pageWidth(page)).toBeLessThanOrEqual(375);
  // The mascot's spot and mute switch are in pixels, as the mascot is: the verify banner's words
  // keep the rest of the line (they had a column a syllable wide beside a spot grown in rem).
  const banner = page.getByRole('region', { name: 'Email verification' });
  const words = banner.getByText(/^Please verify your email address/);
  expect(await words.evaluate((e) => e.getBoundingClientRect().width)).toBeGreaterThan(120);
  const mute = page.getByRole('button', { name: 'Mute mascot voice' });
  expect(await mute.evaluate((e) => e.getBoundingClientRect().width)).toBe(32);
  // The menu's name is heard, not shown; the menu still opens.
  const name = userMenuButton(page).getByTestId('user-menu-name');
  await expect(userMenuButton(page)).toHaveAccessibleName(/^Account menu for Evangeline/);
  expect(await name.evaluate((e) => e.getBoundingClientRect().width)).toBeLessThanOrEqual(1);
  await userMenuButton(page).click();
  await expect(page.getByRole('menuitem', { name: 'Sign out' })).toBeVisible();
  await page.keyboard.press('Escape');

  // Verified, with a payment, the billing history.
  await verifyEmailViaMail(page, new URL(page.url()).origin, user.email);
  await page.reload();
  await doubleText(page);
  await page.getByRole('tab', { name: 'Subscription' }).click();
  await page.getByRole('button', { name: 'Choose Monthly' }).click();
  await expect(page).toHaveURL(/\/api\/payments\/local-checkout\/[^/]+$/);
  await page.getByRole('button', { name: 'Pay $10.49' }).click();
  await expect(page.getByRole('heading', { name: 'Subscription activated!' })).toBeVisible();
  await page.goto('/subscription');
  const billing = page.getByRole('region', { name: 'Billing history', exact: true });
  await expect(billing.getByRole('link', { name: /^Receipt/ })).toHaveCount(1);
  await doubleText(page);
  expect(await pageWidth(page)).toBeLessThanOrEqual(375);
  // The table scrolls in its box, which said nothing of it: its cut-off edge fades, and the
  // keyboard reaches it to scroll it.
  const table = billing.getByRole('region', { name: 'Billing history table, scrolls sideways' });
  await expect(table).toHaveAttribute('data-more-end');
  await table.focus();
  await page.keyboard.press('ArrowRight');
  await expect(table).toHaveAttribute('data-more-start');

  // Its receipt: the address billed and the receipt number wrap (they ran 190 px wider).
  await page.goto((await billing.getByRole('link', { name: /^Receipt/ }).getAttribute('href'))!);
  await expect(page.getByRole('heading', { name: 'Receipt' })).toBeVisible();
  await doubleText(page);
  expect(await pageWidth(page)).toBeLessThanOrEqual(375);

  // At its normal size, as before: the name shown.
  await page.goto('/subscription');
  await expect(name).toBeVisible();
  expect(await pageWidth(page)).toBeLessThanOrEqual(375);
});

test('at 375 px and 200% text, a payment that could not be confirmed says whom to write within the screen', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signUpViaApi(page, newUser());
  await page.goto('/subscription/success?session_id=cs_local_unknown&auto_verify=true');
  await expect(
    page.getByRole('heading', { name: "We couldn't confirm your subscription" }),
  ).toBeVisible();
  await doubleText(page);
  // The academy's address is one long word: it ran 145 px past the screen.
  await expect(page.locator('main a[href^="mailto:"]')).toBeVisible();
  expect(await pageWidth(page)).toBeLessThanOrEqual(375);
});

// On a 1280 px window four cards across left each about 130 px of text at 200%: "Choose
// One-Time Quarter" a word a line and "Unlimited" broken in two.
test('at 1280 px and 200% text, the plans are two across and keep their words whole', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUpViaApi(page, newUser());
  await page.goto('/subscription');
  await expect(page.getByRole('button', { name: 'Choose One-Time Quarter' })).toBeVisible();
  const cards = page.getByRole('article');
  const rows = () =>
    cards.evaluateAll((all) => new Set(all.map((card) => card.getBoundingClientRect().top)).size);
  // Four across at 100%: one row.
  expect(await rows()).toBe(1);
  await doubleText(page);
  await expect.poll(rows).toBe(2);
  for (const card of await cards.all()) expect(await brokenWords(card)).toEqual([]);
});
