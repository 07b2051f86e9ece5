import { expect, test, type Page } from '@playwright/test';
import { newUser, signUpViaApi, userMenuButton } from './helpers';

/** Waits for the menu's opening animation: it scales in, and a box read meanwhile is smaller. */
const settled = (page: Page) =>
  page
    .getByRole('menu')
    .evaluate((menu) => Promise.all(menu.getAnimations({ subtree: true }).map((a) => a.finished)));

// The user menu where room is short: a window zoomed to 400% and a phone.

test.describe('user menu', () => {
  test('at 400% zoom (a 1280 × 1024 screen is 320 × 256) Sign out can be reached', async ({
    page,
  }) => {
    await signUpViaApi(page, newUser({ firstname: 'Katherine' }));
    await page.setViewportSize({ width: 320, height: 256 });
    await page.goto('/');
    await userMenuButton(page).click();
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    await settled(page);
    // The menu ends inside the window and scrolls: it ran past the bottom edge, where nothing
    // could scroll to it.
    const box = (await menu.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(256);
    expect(await menu.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(
      true,
    );

    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page.getByText('Goodbye, Katherine! See you soon.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Login', exact: true }).first()).toBeVisible();
  });

  test('its entries are 44 px tall on a phone, and 36 px on a desktop as before', async ({
    page,
  }) => {
    await signUpViaApi(page, newUser());
    const items = page.getByRole('menuitem');
    // Layout heights, which the opening animation's scale does not change.
    const heights = async () => {
      await settled(page);
      return Promise.all(
        (await items.all()).map((item) => item.evaluate((e) => (e as HTMLElement).offsetHeight)),
      );
    };

    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    await userMenuButton(page).click();
    await expect(items).toHaveCount(7);
    for (const height of await heights()) expect(height).toBeGreaterThanOrEqual(44);

    await page.keyboard.press('Escape');
    await expect(items).toHaveCount(0);
    await page.setViewportSize({ width: 1280, height: 800 });
    await userMenuButton(page).click();
    await expect(items).toHaveCount(7);
    for (const height of await heights()) expect(height).toBe(36);
  });

  // The WAI-ARIA menu button: opened from the keyboard, focus goes to the first item. The first
  // opening mounts the menu, and its own key listener was not there yet to see the key.
  for (const key of ['Enter', 'Space'] as const) {
    test(`opened with ${key}, the first time and again, its first item has focus`, async ({
      page,
    }) => {
      await signUpViaApi(page, newUser());
      await page.goto('/');
      const button = userMenuButton(page);
      const first = page.getByRole('menuitem', { name: 'Your Profile' });

      await button.focus();
      await page.keyboard.press(key);
      await expect(first).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(page.getByRole('menuitem', { name: 'Your Progress' })).toBeFocused();

      await page.keyboard.press('Escape');
      await expect(button).toBeFocused();
      await page.keyboard.press(key);
      await expect(first).toBeFocused();
    });
  }

  test('opened with a click, the menu has focus and no item is highlighted', async ({ page }) => {
    await signUpViaApi(page, newUser());
    await page.goto('/');
    await userMenuButton(page).click();
    await expect(page.getByRole('menu')).toBeFocused();
  });

  test.describe('on a touch tablet', () => {
    test.use({ hasTouch: true, isMobile: true, viewport: { width: 1024, height: 768 } });

    test('its entries are 44 px tall under a finger, however wide the screen', async ({ page }) => {
      await signUpViaApi(page, newUser());
      await page.goto('/');
      await userMenuButton(page).click();
      const items = page.getByRole('menuitem');
      await expect(items).toHaveCount(7);
      await settled(page);
      for (const item of await items.all()) {
        expect(await item.evaluate((e) => (e as HTMLElement).offsetHeight)).toBeGreaterThanOrEqual(
          44,
        );
      }
    });
  });
});
