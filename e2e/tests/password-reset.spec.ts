import { expect, test } from '@playwright/test';
import { logInViaUi, newUser, signUpViaApi } from './helpers';
import { linkIn, waitForMail } from './mailbox';

// Two browsers, argon2 hashing and mail through the sink: more than the default 30 s under load.
test.describe.configure({ timeout: 120_000 });

const NEW_PASSWORD = 'Fresh4Start';

test('forgot password: the mailed link sets a new password that signs in', async ({
  page,
  baseURL,
}) => {
  const user = newUser();
  await signUpViaApi(page, user, { signedIn: false });

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  // The URL changes while the page's code loads, and the login form, with its own Email field,
  // is still showing: once typed into it, the address was gone (a run failed so).
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(
    page.getByText(
      'If an account exists for that email, we sent a link to reset the password. It works for 30 minutes.',
    ),
  ).toBeVisible();
  // The form and its button are gone: the confirmation has the focus, so it is read out.
  await expect(page.locator(':focus')).toContainText('If an account exists for that email');

  const mail = await waitForMail(baseURL!, user.email, /^Reset your password$/);
  const link = new URL(linkIn(mail, '/reset-password'));
  await page.goto(link.pathname + link.search);
  await page.getByLabel('New password', { exact: true }).fill('weak');
  await page.getByLabel('Confirm new password').fill('weak');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Password must contain at least one uppercase letter')).toBeVisible();

  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(
    page.getByText('Your password was changed. Sign in with your new password.'),
  ).toBeVisible();
  // The form and its button are gone: the confirmation has the focus, not the page.
  await expect(page.locator(':focus')).toContainText('Your password was changed');
  // One way on: the card's Sign in, not a second "Back to sign in" beside it.
  await expect(page.getByRole('main').getByRole('link', { name: /sign in/i })).toHaveCount(1);
  await waitForMail(baseURL!, user.email, /^Your password was changed$/);

  // The link works once, and opened again says so at once: no password to type first.
  await page.goto(link.pathname + link.search);
  await expect(page.getByRole('alert')).toContainText(
    'This reset link is invalid or has expired. Request a new one.',
  );
  await expect(page.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
    'href',
    '/forgot-password',
  );

  await page.goto('/login');
  await logInViaUi(page, user.email, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/$/);
});

test('change password on the profile: a wrong current password is marked on its field', async ({
  page,
}) => {
  const user = newUser();
  await signUpViaApi(page, user);
  await page.goto('/profile');
  const form = page.getByRole('form', { name: 'Change password' });
  await form.getByLabel('Current password').fill('Wrong1Password');
  await form.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await form.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByText('Current password is incorrect')).toBeVisible();

  await form.getByLabel('Current password').fill(user.password);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(
    page.getByText('Password changed. Your other devices were signed out.'),
  ).toBeVisible();
  // Still signed in here, on a fresh token.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Profile Settings' })).toBeVisible();
  await expect(page.getByText('This device')).toBeVisible();

  await page.context().clearCookies();
  await page.goto('/login');
  await logInViaUi(page, user.email, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/$/);
});
