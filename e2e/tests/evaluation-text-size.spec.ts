import { expect, test, type Page } from '@playwright/test';
import { expectMascotClearOf } from './mascot';

// A phone with text at 200% (WCAG 1.4.4 and 1.4.10), against the test bank's evaluation, whose
// second section's choice D and last explanation hold a long inline formula. KaTeX keeps a run
// such as `50,000(1.03)^t` on one line: it ran past its card, clipped the choice ("50,000(1.0")
// and made the whole page scroll sideways, on the question and on the report.

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

test('at 375 px and 200% text, a long formula scrolls in its own box, not the page', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/evaluation');
  await page.getByRole('radio', { name: 'A. 4' }).check();
  await page.addStyleTag({ content: 'html { font-size: 200%; }' });
  for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Question 1 of 3').first()).toBeVisible();

  await expect(page.getByRole('radio', { name: /^D\./ })).toBeVisible();
  expect(await pageWidth(page)).toBeLessThanOrEqual(375);
  const choice = page.getByRole('region', { name: 'Choice D, scrolls sideways' });
  await expect(choice).toBeVisible();
  const label = page.locator('fieldset label').filter({ has: choice });
  expect(await label.evaluate((e) => e.getBoundingClientRect().right)).toBeLessThanOrEqual(375);
  // The keyboard reaches the rest of it.
  await choice.focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => choice.evaluate((e) => e.scrollLeft)).toBeGreaterThan(0);

  await page.getByRole('button', { name: 'Submit Now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Submit Your Evaluation' });
  await dialog.getByLabel('Email Address').fill('parent@example.com');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('heading', { name: /^Estimated SAT Math score/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Explanation, scrolls sideways' })).toBeVisible();
  expect(await pageWidth(page)).toBeLessThanOrEqual(375);
});

test('at 1280 px and 200% text, the mascot keeps off the overall count', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  for (const path of ['/evaluation', '/evaluation/reading-writing']) {
    await page.goto(path);
    const overall = page.getByText('Overall', { exact: true });
    await expect(overall).toBeVisible();
    await page.addStyleTag({ content: 'html { font-size: 200%; }' });
    // The page grows to the window's width, and the count to its right edge, where the large
    // mascot stands: it covered "Overall" and the half of "1 / 2".
    await expectMascotClearOf(page, [overall.locator('..')]);
  }
});
