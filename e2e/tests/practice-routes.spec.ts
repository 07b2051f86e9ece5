// The practice page's addresses: a topic opened directly, an empty or unknown one, signed out.
import { expect, test } from '@playwright/test';
import { newUser, signUpViaApi } from './helpers';

test.describe('practice addresses', () => {
  test('a topic opened directly has its name in the title', async ({ page }) => {
    // Opened from its address, the page loads while the stored session is being verified.
    await signUpViaApi(page, newUser());
    await page.goto('/practice/algebra');
    await expect(page.getByRole('heading', { name: 'Algebra', level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(/^Algebra · Practice · /);
  });

  test('an empty submodule says so and Go Back returns to the topics', async ({ page }) => {
    await signUpViaApi(page, newUser());
    await page.goto('/practice/geometry-trigonometry');
    await expect(
      page.getByRole('heading', { name: 'No questions found for this submodule.' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Go Back' }).click();
    await expect(page).toHaveURL('/practice');
    await expect(page.getByRole('heading', { name: 'Choose Your Topic' })).toBeVisible();
  });

  test('an unknown submodule is Not Found', async ({ page }) => {
    await signUpViaApi(page, newUser());
    await page.goto('/practice/no-such-topic');
    await expect(page.getByRole('heading', { name: 'Not Found' })).toBeVisible();
  });

  test('signed out, practice asks to sign in first', async ({ page }) => {
    await page.goto('/practice/algebra');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fpractice%2Falgebra/);
  });
});
