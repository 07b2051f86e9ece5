import { expect, test, type Page } from '@playwright/test';
import { newUser, signUpViaApi, userMenuButton } from './helpers';

const details = (page: Page) => page.getByRole('region', { name: 'Personal details' });
const value = (page: Page, label: string) =>
  details(page)
    .locator('div')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('dd');

test.describe('profile settings', () => {
  test('shows the profile in read mode', async ({ page }) => {
    const user = newUser({ firstname: 'Katherine', lastname: 'Johnson' });
    await signUpViaApi(page, user);
    await page.goto('/profile');

    await expect(page).toHaveTitle(/^Profile Settings · /);
    await expect(page.getByRole('heading', { name: 'Profile Settings' })).toBeVisible();
    await expect(page.getByText('Manage your account settings and preferences')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Katherine Johnson' })).toBeVisible();
    await expect(page.getByText(user.email).first()).toBeVisible();
    await expect(page.getByRole('main').getByText('Guest', { exact: true })).toBeVisible();

    await expect(value(page, 'First Name')).toHaveText('Katherine');
    await expect(value(page, 'Last Name')).toHaveText('Johnson');
    await expect(value(page, 'Phone Number')).toHaveText('Not set');
    await expect(value(page, 'State')).toHaveText('Not set');
    const today = await page.evaluate(() =>
      new Date().toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' }),
    );
    await expect(value(page, 'Member Since')).toHaveText(today);
  });

  test('a long one-word name and email wrap instead of widening or cutting the page', async ({
    page,
  }) => {
    const longest = 'Wolfeschlegelsteinhausenbergerdorffwelchevoraltern'; // 50, the limit
    const user = newUser({ firstname: longest, lastname: 'Featherstonehaugh-Cholmondeley' });
    user.email = `averyveryveryverylongemailaddress.${user.email}`;
    await signUpViaApi(page, user);
    const overflow = () =>
      page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );

    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome, ${longest}!`);
      expect(await overflow()).toBe(0);

      await page.goto('/profile');
      await expect(value(page, 'First Name')).toHaveText(longest);
      expect(await overflow()).toBe(0);
      // Read in full, not cut short: the first name's box does not run into the last name's.
      const first = (await value(page, 'First Name').boundingBox())!;
      const last = (await value(page, 'Last Name').boundingBox())!;
      expect(first.x + first.width <= last.x || first.y + first.height <= last.y).toBe(true);
      const email = page.getByRole('region', { name: 'Account' }).getByText(user.email);
      expect(await email.evaluate((e) => e.scrollWidth <= e.clientWidth)).toBe(true);
    }
  });

  test('edits, saves and keeps the values after a reload', async ({ page }) => {
    await signUpViaApi(page, newUser());
    await page.goto('/profile');

    await page.getByRole('button', { name: 'Edit' }).click();
    await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);
    await expect(page.getByLabel('Email', { exact: true })).toHaveAttribute('readonly', '');
    await page.getByLabel('First Name').fill('Grace');
    await page.getByLabel('Last Name').fill('Hopper');
    const phone = page.getByLabel('Phone Number');
    await expect(phone).toHaveAttribute('placeholder', '+1XXXXXXXXXX');
    await phone.fill('+12145550100');

    // The state picker: typed code, then Enter picks the best match.
    await page.getByLabel('State', { exact: true }).click();
    await page.getByPlaceholder('Search by name or code...').fill('TX');
    await expect(page.getByRole('option')).toHaveCount(1);
    await page.keyboard.press('Enter');
    await expect(page.getByLabel('State', { exact: true })).toContainText('Texas');

    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Profile updated successfully')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit' })).toBeVisible();
    await expect(value(page, 'First Name')).toHaveText('Grace');
    await expect(value(page, 'State')).toHaveText('Texas');
    // The top bar follows the new first name.
    await expect(userMenuButton(page).getByTestId('user-menu-name')).toHaveText('Grace');

    await page.reload();
    await expect(value(page, 'First Name')).toHaveText('Grace');
    await expect(value(page, 'Last Name')).toHaveText('Hopper');
    await expect(value(page, 'Phone Number')).toHaveText('+1 (214) 555-0100');
    await expect(value(page, 'State')).toHaveText('Texas');
  });

  test('clearing phone and state saves them as not set', async ({ page }) => {
    await signUpViaApi(page, newUser());
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByLabel('Phone Number').fill('2145550100');
    await page.getByLabel('State', { exact: true }).click();
    await page.getByPlaceholder('Search by name or code...').fill('new york');
    await page.getByRole('option', { name: /New York/ }).click();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(value(page, 'State')).toHaveText('New York');

    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByLabel('Phone Number').fill('');
    await page.getByRole('button', { name: 'Clear state' }).click();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(value(page, 'Phone Number')).toHaveText('Not set');
    await expect(value(page, 'State')).toHaveText('Not set');
    await page.reload();
    await expect(value(page, 'Phone Number')).toHaveText('Not set');
    await expect(value(page, 'State')).toHaveText('Not set');
  });

  test('the state picker filters by name and says when nothing matches', async ({ page }) => {
    await signUpViaApi(page, newUser());
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByLabel('State', { exact: true }).click();
    await expect(page.getByRole('option')).toHaveCount(50);
    const search = page.getByPlaceholder('Search by name or code...');
    await search.fill('carolina');
    await expect(page.getByRole('option')).toHaveText([
      /North Carolina\s*NC/,
      /South Carolina\s*SC/,
    ]);
    await search.fill('Atlantis');
    await expect(page.getByText('No states found.')).toBeVisible();
  });

  test('Cancel discards edits, and Edit starts again from the saved values', async ({ page }) => {
    await signUpViaApi(page, newUser({ firstname: 'Mary' }));
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByLabel('First Name').fill('Changed');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(value(page, 'First Name')).toHaveText('Mary');
    await page.getByRole('button', { name: 'Edit' }).click();
    await expect(page.getByLabel('First Name')).toHaveValue('Mary');
  });

  test('a failed refresh in the background keeps the form and what was typed', async ({ page }) => {
    await signUpViaApi(page, newUser({ firstname: 'Mary' }));
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByLabel('Last Name').fill('Dentworth');

    let refreshes = 0;
    await page.route('**/api/profile', (route) => {
      if (route.request().method() !== 'GET') return route.fallback();
      refreshes += 1;
      return route.fulfill({ status: 503, json: { message: 'Service unavailable' } });
    });
    // Coming back to the tab refreshes the profile; it fails, with its retries.
    await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
    await expect.poll(() => refreshes, { timeout: 15_000 }).toBe(4);
    await expect(page.getByText("We couldn't load your profile.")).toHaveCount(0);
    await expect(page.getByLabel('Last Name')).toHaveValue('Dentworth');
  });

  test('the form validates its fields', async ({ page }) => {
    await signUpViaApi(page, newUser());
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByLabel('First Name').fill('');
    await page.getByLabel('Last Name').fill(' ');
    await page.getByLabel('Phone Number').fill('12ab');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('First name is required')).toBeVisible();
    await expect(page.getByText('Last name is required')).toBeVisible();
    await expect(page.getByText('Invalid phone number format')).toBeVisible();
  });
});
