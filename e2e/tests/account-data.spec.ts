import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './a11y';
import { answerViaApi, logInViaUi, newUser, PASSWORD, signUpViaApi } from './helpers';
import { waitForMail } from './mailbox';

// The profile's "Your data": a student downloads a copy of everything in their account, then
// deletes it with their password; they land signed out on the landing page, are mailed what
// went and what stays, and can no longer sign in.
test('a student downloads their data, then deletes their account', async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(60_000);
  const student = newUser({ firstname: 'Dana', lastname: `Leaving${Date.now()}` });
  await signUpViaApi(page, student);
  await page.goto('/profile');
  await answerViaApi(page, 'test-linear-001', 'A', false);

  const yourData = page.getByRole('region', { name: 'Your data', exact: true });
  await expect(yourData.getByRole('button', { name: 'Delete account' })).toBeVisible();
  const downloaded = page.waitForEvent('download');
  await yourData.getByRole('button', { name: 'Download my data' }).click();
  const download = await downloaded;
  expect(download.suggestedFilename()).toMatch(/^academy-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await readFile((await download.path())!, 'utf8'));
  expect(data.account.email).toBe(student.email);
  expect(data.practice.answers).toEqual([
    expect.objectContaining({ questionId: 'test-linear-001', answer: 'A', isCorrect: false }),
  ]);
  await expect(page.getByText(/^Saved as academy-data-/)).toBeVisible();

  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await yourData.screenshot({ path: testInfo.outputPath(`your-data-${width}.png`) });
  }
  await yourData.getByRole('button', { name: 'Delete account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog).toContainText('for 7 years, as the law requires');
  await dialog.getByLabel('Your password').fill('Wrong1234');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByText('Password is incorrect')).toBeVisible();
  await expect(dialog.getByLabel('Your password')).toBeFocused();
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await expectNoSeriousViolations(page);
    await page.screenshot({ path: testInfo.outputPath(`delete-account-${width}.png`) });
  }

  await dialog.getByLabel('Your password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByText('Your account was deleted.')).toBeVisible();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('auth_user'))).toBeNull();

  const mail = await waitForMail(baseURL!, student.email, /^Your account was deleted$/);
  expect(mail.text).toContain('As you asked, we deleted your');

  await page.goto('/login');
  await logInViaUi(page, student.email, PASSWORD);
  await expect(page.getByLabel('Email')).toHaveAccessibleDescription('Invalid email or password');
});
