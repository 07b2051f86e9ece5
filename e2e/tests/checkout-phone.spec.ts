import { expect, test, type Locator, type Page } from '@playwright/test';
import { newUser, signUpViaApi } from './helpers';

// The test checkout and its receipt are the server's own pages. On a phone their card filled the
// screen from edge to edge, its rounded corners cut off; the app's pages keep 16 px each side.

const sideMargins = async (card: Locator) => {
  const box = (await card.boundingBox())!;
  return [box.x, 375 - (box.x + box.width)];
};

/** A new user on a 375 px phone chooses Monthly: the test checkout's page opens. */
async function openMonthlyCheckoutOnPhone(page: Page) {
  await page.setViewportSize({ width: 375, height: 800 });
  await signUpViaApi(page, newUser());
  await page.goto('/subscription');
  await page.getByRole('tab', { name: 'Subscription' }).click();
  await page.getByRole('button', { name: 'Choose Monthly' }).click();
  await expect(page).toHaveURL(/\/api\/payments\/local-checkout\/[^/]+$/);
}

test('at 375 px the test checkout and its receipt keep a margin each side', async ({ page }) => {
  await openMonthlyCheckoutOnPhone(page);
  expect(await sideMargins(page.getByRole('main'))).toEqual([16, 16]);

  await page.getByRole('button', { name: 'Pay $10.49' }).click();
  await expect(page.getByRole('heading', { name: 'Subscription activated!' })).toBeVisible();
  await page.goto('/subscription');
  const receipt = page
    .getByRole('region', { name: 'Billing history', exact: true })
    .getByRole('link', { name: /^Receipt/ });
  await page.goto((await receipt.getAttribute('href'))!);
  await expect(page.getByRole('heading', { name: 'Receipt' })).toBeVisible();
  expect(await sideMargins(page.getByRole('main'))).toEqual([16, 16]);
});

test('at 375 px and 200% text the test checkout shows its buttons and notes whole', async ({
  page,
}) => {
  await openMonthlyCheckoutOnPhone(page);
  await page.addStyleTag({ content: 'html { font-size: 200%; }' });
  // Pay and Cancel kept one line between them, and the card, which hides what runs past it, cut
  // off the end of Pay's label, as it did the end of the setting's name in the last note.
  const main = (await page.getByRole('main').boundingBox())!;
  const cut = await page
    .getByRole('main')
    .locator('button, p')
    .evaluateAll(
      (elements, right) =>
        elements
          .filter(
            (e) => e.scrollWidth > e.clientWidth + 1 || e.getBoundingClientRect().right > right,
          )
          .map((e) => e.textContent?.trim()),
      main.x + main.width,
    );
  expect(cut).toEqual([]);
});
