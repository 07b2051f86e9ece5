import { expect } from '@playwright/test';
import { linkParent } from './family-link';
import { newUser, signUpViaApi } from './helpers';
import { test } from './other-browser';
import { shootBothWidths } from './screenshots';

// Decision 057: the parent who pays for a child's plan manages it from /family (change, cancel,
// resume, the payments and the card); the child's plan page names the parent instead.
const SHOTS = process.env.FAMILY_SHOTS_DIR;

test('the parent pays for the child’s plan and manages it; the child sees who does', async ({
  page,
  otherBrowser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const student = newUser({ firstname: 'Sam', lastname: 'Rivera' });
  await signUpViaApi(page, student);
  const parentPage = await otherBrowser();
  await linkParent(page, parentPage, baseURL!, { verified: false });

  // The parent pays a Monthly plan for Sam on the test checkout.
  await parentPage.goto('/family');
  const child = parentPage.getByRole('region', { name: 'Sam Rivera' });
  const buy = child.getByRole('form', { name: 'Pay for a plan for Sam' });
  await buy.getByLabel('Choose a plan').selectOption('Monthly');
  await buy.getByRole('button', { name: 'Pay for Sam' }).click();
  await expect(parentPage).toHaveURL(/\/api\/payments\/local-checkout\//);
  await parentPage.getByRole('button', { name: /^Pay / }).click();
  // Thanked once: the address loses the flag, so a reload is quiet.
  await expect(
    parentPage.getByText('Thank you for your payment: Sam’s plan is below.'),
  ).toBeVisible();
  await expect(parentPage).toHaveURL(/\/family$/);

  await expect(child.getByText(/^Monthly plan, renews on \w+ \d{1,2}, \d{4}$/)).toBeVisible();
  await expect(buy).toHaveCount(0);
  const billing = parentPage.getByRole('region', { name: 'Billing history', exact: true });
  await expect(billing.getByRole('row', { name: /Monthly.*For Sam/ })).toBeVisible();
  await expect(parentPage.getByRole('button', { name: 'Update card' })).toBeVisible();
  await shootBothWidths(parentPage, SHOTS, 'family-plan');

  // Sam's plan page says who manages it, and offers no button to change or cancel it.
  await page.goto('/subscription');
  await expect(page.getByText(/^Pat Rivera pays for this plan and manages it/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel Subscription' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Change plan' })).toHaveCount(0);
  await shootBothWidths(page, SHOTS, 'subscription-paid-by-parent');

  // The parent cancels the renewal, then resumes it.
  await child.getByRole('button', { name: 'Cancel Subscription' }).click();
  const dialog = parentPage.getByRole('dialog', { name: "Cancel Sam's subscription?" });
  await expect(dialog).toContainText('Sam keeps full access until');
  await dialog.getByRole('button', { name: 'Cancel Subscription' }).click();
  await expect(
    parentPage.getByText("Sam's plan will not renew: it ends with the current period"),
  ).toBeVisible();
  await expect(child.getByText(/\(it will not renew\)$/)).toBeVisible();
  await child.getByRole('button', { name: 'Resume subscription' }).click();
  await expect(parentPage.getByText("Sam's plan will renew as before")).toBeVisible();

  // A longer plan, priced first, charged to the parent: a second line in the parent's billing.
  await child.getByRole('button', { name: 'Change plan' }).click();
  const change = parentPage.getByRole('dialog', { name: "Change Sam's plan" });
  await change.getByRole('radio', { name: /Yearly/ }).check();
  await expect(change.getByText(/^You pay \$[\d.,]+ today$/)).toBeVisible();
  await change.getByRole('button', { name: 'Confirm change' }).click();
  await expect(parentPage.getByText("Sam's plan has been changed")).toBeVisible();
  await expect(child.getByText(/^Yearly plan, renews on/)).toBeVisible();
  await expect(billing.getByRole('row', { name: /For Sam/ })).toHaveCount(2);
  await page.reload();
  await expect(page.getByRole('region', { name: 'Your current plan' })).toContainText('Yearly');
});
