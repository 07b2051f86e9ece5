import { expect, test } from '@playwright/test';
import { brokenWords } from './broken-words';
import { newUser, signUpViaApi } from './helpers';

// /subscription's plans with text at 200% (WCAG 1.4.4, the root's font size doubled) on a
// 1280 px window: four cards across left each about 130 px of text at that size, "Choose
// One-Time Quarter" a word a line and "Unlimited" broken in two.

test('at 1280 px and 200% text, the plans are two across and keep their words whole', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUpViaApi(page, newUser());
  await page.goto('/subscription');
  const choose = page.getByRole('button', { name: 'Choose One-Time Quarter' });
  await expect(choose).toBeVisible();
  const cards = page.getByRole('article');
  const across = () =>
    cards.evaluateAll((all) => new Set(all.map((card) => card.getBoundingClientRect().top)).size);
  // Four across at 100%: one row.
  expect(await across()).toBe(1);
  await page.addStyleTag({ content: 'html { font-size: 200%; }' });
  await expect.poll(across).toBe(2);
  for (const card of await cards.all()) expect(await brokenWords(card)).toEqual([]);
});
