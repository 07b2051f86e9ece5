// Screenshots for a visual review: `npm run screens --workspace e2e` writes them to
// e2e/screenshots/ (ignored by git). Tagged @screens, so the normal test run skips them.
import { expect, test, type Page } from '@playwright/test';
import { newUser, signUpViaApi, userMenuButton } from './tests/helpers';

const widths = [375, 1280];
const dir = new URL('./screenshots/', import.meta.url).pathname;

const shoot = (page: Page, name: string, width: number) =>
  page.screenshot({ path: `${dir}${name}-${width}.png`, fullPage: true, animations: 'disabled' });

for (const width of widths) {
  test.describe(`at ${width}px`, { tag: '@screens' }, () => {
    test.use({ viewport: { width, height: width < 600 ? 812 : 900 } });

    test('visitor pages', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('link', { name: 'Get started' })).toBeVisible();
      await shoot(page, 'landing', width);

      await page.goto('/login');
      await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
      await shoot(page, 'login', width);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page.getByText('Email is required')).toBeVisible();
      await shoot(page, 'login-errors', width);

      await page.goto('/signup');
      await expect(page.getByRole('button', { name: 'Create account' })).toBeVisible();
      await shoot(page, 'signup', width);
      await page.getByLabel('Password', { exact: true }).fill('abc');
      await page.getByRole('button', { name: 'Create account' }).click();
      await expect(page.getByText('First name is required')).toBeVisible();
      await shoot(page, 'signup-errors', width);

      await page.goto('/no-such-page');
      await expect(page.getByRole('heading', { name: 'Not Found' })).toBeVisible();
      await shoot(page, 'not-found', width);
    });

    test('signed-in pages', async ({ page }) => {
      await signUpViaApi(page, newUser({ firstname: 'Katherine', lastname: 'Johnson' }));
      await page.goto('/');
      await expect(page.getByRole('heading', { name: /Welcome back/ })).toBeVisible();
      await shoot(page, 'home', width);
      await userMenuButton(page).click();
      await expect(page.getByRole('menuitem', { name: 'Sign out' })).toBeVisible();
      await shoot(page, 'user-menu', width);
      await page.keyboard.press('Escape');

      await page.goto('/profile');
      await expect(page.getByRole('button', { name: 'Edit' })).toBeVisible();
      await shoot(page, 'profile', width);
      await page.getByRole('button', { name: 'Edit' }).click();
      await shoot(page, 'profile-edit', width);
      await page.getByLabel('State', { exact: true }).click();
      await page.getByPlaceholder('Search by name or code...').fill('new');
      await shoot(page, 'profile-state-picker', width);
    });
  });
}
