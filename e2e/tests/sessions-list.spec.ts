import { expect } from '@playwright/test';
import { logInViaUi, newUser, signUpViaApi } from './helpers';
import { test } from './other-browser';

// Two browsers, argon2 hashing and mail through the sink: more than the default 30 s under load.
test.describe.configure({ timeout: 120_000 });

test('signing out another device from the profile ends that device’s session', async ({
  page,
  otherBrowser,
}) => {
  const user = newUser();
  await signUpViaApi(page, user);

  // A second browser (its own cookies) signs in to the same account.
  const phone = await otherBrowser();
  await phone.goto('/login');
  await logInViaUi(phone, user.email, user.password);
  await expect(phone).toHaveURL(/\/$/);

  await page.goto('/profile');
  const devices = page.getByRole('list', { name: 'Signed-in devices' });
  await expect(devices.getByRole('listitem')).toHaveCount(2);
  await expect(devices.getByText('This device')).toHaveCount(1);
  await expect(devices.getByText(/^Chrome on /).first()).toBeVisible();
  await devices.getByRole('button', { name: /^Sign out / }).click();
  await expect(page.getByText(/^Signed out /)).toBeVisible();
  await expect(devices.getByRole('listitem')).toHaveCount(1);
  // Its button went with it: the focus is on the list, not lost to the page.
  await expect(devices).toBeFocused();

  // The other browser is signed out on its next request.
  await phone.goto('/profile');
  await expect(phone).toHaveURL(/\/login/);

  // This one is still signed in.
  await page.reload();
  await expect(page.getByText('This device')).toBeVisible();
});

test('sign out of all other devices', async ({ page, otherBrowser }) => {
  const user = newUser();
  await signUpViaApi(page, user);
  const laptop = await otherBrowser();
  await laptop.goto('/login');
  await logInViaUi(laptop, user.email, user.password);
  await expect(laptop).toHaveURL(/\/$/);

  await page.goto('/profile');
  await page.getByRole('button', { name: 'Sign out of all other devices' }).click();
  await expect(page.getByText('Signed out of all other devices')).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Signed-in devices' }).getByRole('listitem'),
  ).toHaveCount(1);
  await laptop.goto('/profile');
  await expect(laptop).toHaveURL(/\/login/);
});
