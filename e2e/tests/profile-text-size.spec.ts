import { expect, test } from '@playwright/test';
import { newUser, signUpViaApi } from './helpers';

// /profile on a phone with text at 200% (WCAG 1.4.4, the root's font size doubled).

test('at 375 px and 200% text, the profile’s name keeps its words whole', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signUpViaApi(page, newUser({ firstname: 'Maximiliana', lastname: 'Lovelace' }));
  await page.goto('/profile');
  const name = page.getByRole('heading', { name: 'Maximiliana Lovelace' });
  await expect(name).toBeVisible();
  await page.addStyleTag({ content: 'html { font-size: 200%; }' });
  // The name kept its line beside the initial's circle, 110 px wide: "Maxi" over "milian" over
  // "a". Each word now takes one line.
  const linesOfEachWord = await name.evaluate((heading) =>
    [...heading.childNodes].flatMap((text) =>
      [...text.textContent!.matchAll(/\S+/g)].map((word) => {
        const range = document.createRange();
        range.setStart(text, word.index);
        range.setEnd(text, word.index + word[0].length);
        return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
      }),
    ),
  );
  expect(linesOfEachWord).toEqual([1, 1]);
});

test('at 375 px and 200% text, the test time choices keep their radios whole', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signUpViaApi(page, newUser());
  await page.goto('/profile');
  const radios = page.getByRole('group', { name: /Time on every module/ }).getByRole('radio');
  await expect(radios).toHaveCount(3);
  await page.addStyleTag({ content: 'html { font-size: 200%; }' });
  // Beside a label of two lines a radio gave up its width: 20 px for "Time and a half (1.5×)",
  // 28 for "Standard time", against 32 (1rem).
  const widths = await radios.evaluateAll((inputs) =>
    inputs.map((input) => input.getBoundingClientRect().width),
  );
  expect(widths).toEqual([32, 32, 32]);
});

test('at 375 px and 200% text, a change of address waiting for its link stays on the screen', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const user = newUser();
  await signUpViaApi(page, user);
  const asked = await page.request.post('/api/auth/change-email', {
    data: { newEmail: `new-${user.email}`, password: user.password },
    headers: { Origin: new URL(page.url()).origin },
  });
  expect(asked.status()).toBe(200);
  await page.goto('/profile');
  const waiting = page.getByText(/^We sent a link to new-/);
  await expect(waiting).toBeVisible();
  await page.addStyleTag({ content: 'html { font-size: 200%; }' });
  // The notice's sentence was as wide as the new address, one word, and ran 200 px off the
  // screen, the page scrolling sideways with it.
  const right = await waiting.evaluate((text) => text.getBoundingClientRect().right);
  expect(right).toBeLessThanOrEqual(375);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);
});
