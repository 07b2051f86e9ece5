import { expect, test } from '@playwright/test';
import { throttleMessages } from '@academy/shared/throttle';
import { logInViaUi, newUser, signUpViaApi } from './helpers';

// The per-account lock as a user meets it: after five wrong passwords even the right one is
// refused for a while, and the form says why (SPEC §8 Login: other API errors are toasted).
test('five wrong passwords lock the account; the form says for how long', async ({ page }) => {
  const user = newUser();
  await signUpViaApi(page, user, { signedIn: false });
  await page.goto('/login');
  for (let attempt = 0; attempt < 5; attempt++) {
    const answered = page.waitForResponse('**/api/auth/login');
    await logInViaUi(page, user.email, 'Wrong-password1');
    expect((await answered).status()).toBe(400);
  }

  await logInViaUi(page, user.email, user.password);
  const message = throttleMessages.signInLocked(15 * 60);
  // Toasted, and said on the form, where it stays once the toast has gone.
  await expect(page.locator('div.fixed[role="status"]').getByText(message)).toBeVisible();
  const locked = page.locator('form').getByRole('alert');
  await expect(locked).toHaveText(message);
  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeFocused();

  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await expect(locked).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`sign-in-locked-${width}.png`) });
  }
});
