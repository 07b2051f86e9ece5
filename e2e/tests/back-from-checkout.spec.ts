import { expect, test } from '@playwright/test';
import { newUser, signUpViaApi } from './helpers';
import { continueToPayment } from './booking-helpers';

// Chromium as people run it keeps pages in its back/forward cache; Playwright turns that off.
// Back from a checkout then shows the page exactly as it was left, "Redirecting..." included.
test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    ignoreDefaultArgs: ['--disable-back-forward-cache'],
  },
});

test('Back from a plan checkout leaves the plans free to choose again', async ({ page }) => {
  await signUpViaApi(page, newUser());
  await page.goto('/subscription');
  await page.getByRole('button', { name: 'Choose One-Time Month' }).click();
  await expect(page).toHaveURL(/\/api\/payments\/local-checkout\//);

  // A page from the cache fires no load event.
  await page.goBack({ waitUntil: 'commit' });
  await expect(page).toHaveURL(/\/subscription$/);
  await expect(page.getByRole('button', { name: 'Choose One-Time Year' })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Choose One-Time Month' })).toBeEnabled();
  await expect(page.getByText('Redirecting...')).toHaveCount(0);
});

test('Back from a booking checkout leaves the form ready to send again', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Book a session' }).click();
  const dialog = page.getByRole('dialog', { name: 'Book a Tutor Session' });
  await dialog.getByLabel('Email or Phone Number').fill('grace@example.com');
  await continueToPayment(dialog);
  await expect(page).toHaveURL(/\/api\/payments\/local-checkout\//);

  await page.goBack({ waitUntil: 'commit' });
  await expect(dialog.getByLabel('Email or Phone Number')).toHaveValue('grace@example.com');
  await expect(dialog.getByRole('button', { name: 'Continue to Payment' })).toBeEnabled();
});
