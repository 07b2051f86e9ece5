import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './a11y';
import { newUser, PASSWORD, signUpViaApi } from './helpers';
import { linkIn, waitForMail } from './mailbox';

// A student moves their account to a new address: asked for on the profile with the password,
// done by the link mailed there; the old address is told, and the profile shows the new one.
test('a student changes their email address through the link mailed to the new one', async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(60_000);
  const student = newUser({ firstname: 'Milo', lastname: `Moving${Date.now()}` });
  const newEmail = `moved-${student.email}`;
  await signUpViaApi(page, student);
  await page.goto('/profile');

  const card = page.getByRole('region', { name: 'Email address' });
  await expect(card).toContainText(student.email);
  await card.getByLabel('New email address').fill(newEmail);
  await card.getByLabel('Your password').fill(PASSWORD);
  await card.getByRole('button', { name: 'Send confirmation link' }).click();
  await expect(card.getByText(`We sent a link to ${newEmail}.`)).toBeVisible();
  // A reload still shows the change waiting for its link.
  await page.reload();
  await expect(card.getByText(`We sent a link to ${newEmail}.`)).toBeVisible();
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoSeriousViolations(page);
    await card.screenshot({ path: testInfo.outputPath(`change-email-${width}.png`) });
  }

  const mail = await waitForMail(baseURL!, newEmail, /^Confirm your new email address$/);
  await page.goto(linkIn(mail, '/confirm-email'));
  await expect(page.getByRole('heading', { name: 'Your email address was changed' })).toBeVisible();
  await expect(page.getByText(newEmail)).toBeVisible();
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await expectNoSeriousViolations(page);
    await page.screenshot({ path: testInfo.outputPath(`email-changed-${width}.png`) });
  }

  const notice = await waitForMail(baseURL!, student.email, /^Your email address was changed$/);
  expect(notice.text).toContain(`was changed to ${newEmail}`);

  await page.getByRole('link', { name: 'Go to your profile' }).click();
  await expect(page.getByRole('region', { name: 'Email address' })).toContainText(newEmail);
  await expect(page.getByRole('main').getByText(newEmail).first()).toBeVisible();
});
