import { expect, test } from '@playwright/test';
import { newUser, signUpViaApi } from './helpers';
import { continueToPayment } from './booking-helpers';

// The server runs PAYMENTS_PROVIDER=local: checkout is its test page with Pay and Cancel, which
// redirect exactly as Stripe would.

test.describe('tutor session booking', () => {
  test('a visitor books 3 in-person sessions, pays, and sees the reference', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Book a session' }).click();

    const dialog = page.getByRole('dialog', { name: 'Book a Tutor Session' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('radio', { name: 'Online' })).toBeChecked();
    await expect(dialog.getByLabel('Number of Sessions (1-12)')).toHaveValue('1');
    await expect(dialog.getByTestId('booking-total')).toHaveText('$60');

    // Contact is required.
    await continueToPayment(dialog);
    await expect(dialog.getByText('Please provide your contact information')).toBeVisible();
    // The form puts the focus on the field to fix, once at once and once more a moment later
    // (react-hook-form's handleSubmit); typing elsewhere waits for the second, or the name
    // would be typed into this field (seen in CI: the name ended in the contact field).
    await expect(dialog.getByLabel('Email or Phone Number')).toBeFocused();
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve)));

    await dialog.getByLabel('Name (optional)').fill('Grace Hopper');
    await expect(dialog.getByLabel('Name (optional)')).toHaveValue('Grace Hopper');
    await dialog.getByLabel('Email or Phone Number').fill('grace@example.com');
    await dialog.getByRole('radio', { name: 'In-person' }).check();
    await dialog.getByLabel('Number of Sessions (1-12)').fill('3');
    await expect(dialog.getByTestId('booking-total')).toHaveText('$360');
    await continueToPayment(dialog);

    await expect(page).toHaveURL(/\/api\/payments\/local-checkout\//);
    await expect(page.getByTestId('amount')).toHaveText('$360.00 USD');
    await page.getByRole('button', { name: 'Pay $360.00' }).click();

    await expect(page).toHaveURL(/\/scheduling\/success\?session_id=/);
    await expect(page.getByRole('heading', { name: 'Your session is booked!' })).toBeVisible();
    await expect(
      page.getByText('Your scheduling payment has been processed successfully!'),
    ).toBeVisible();
    await expect(page.getByTestId('booking-reference')).toHaveText(/\S{4,}/);
    const details = page.locator('dl');
    await expect(details).toContainText('Grace Hopper');
    await expect(details).toContainText('grace@example.com');
    await expect(details).toContainText('In-person');
    await expect(details).toContainText('$360.00');

    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('Cancel on the checkout returns home, says nothing was booked, and opens the form', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Book a session' }).click();
    const dialog = page.getByRole('dialog', { name: 'Book a Tutor Session' });
    await dialog.getByLabel('Name (optional)').fill('Grace Hopper');
    await dialog.getByLabel('Email or Phone Number').fill('grace@example.com');
    await dialog.getByRole('radio', { name: 'In-person' }).check();
    await dialog.getByLabel('Number of Sessions (1-12)').fill('3');
    await continueToPayment(dialog);
    await page.getByRole('button', { name: 'Cancel' }).click();

    await expect(page).toHaveURL(/\/$/);
    await expect(
      dialog.getByText('Checkout canceled: no payment was taken and nothing was booked.'),
    ).toBeVisible();
    // The form as it was left.
    await expect(dialog.getByLabel('Name (optional)')).toHaveValue('Grace Hopper');
    await expect(dialog.getByLabel('Email or Phone Number')).toHaveValue('grace@example.com');
    await expect(dialog.getByRole('radio', { name: 'In-person' })).toBeChecked();
    await expect(dialog.getByTestId('booking-total')).toHaveText('$360');
    // Said once: closed and opened again, the form starts plain.
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'Book a session' }).click();
    await expect(dialog.getByLabel('Email or Phone Number')).toHaveValue('');
    await expect(dialog.getByText(/Checkout canceled/)).toHaveCount(0);
  });

  test('a signed-in user books from the home, with their name and email filled in', async ({
    page,
  }) => {
    const user = newUser();
    await signUpViaApi(page, user);
    await page.goto('/');
    await page.getByRole('button', { name: /Book a tutor session/ }).click();

    const dialog = page.getByRole('dialog', { name: 'Book a Tutor Session' });
    await expect(dialog.getByLabel('Name (optional)')).toHaveValue(
      `${user.firstname} ${user.lastname}`,
    );
    await expect(dialog.getByLabel('Email or Phone Number')).toHaveValue(user.email);
    await continueToPayment(dialog);

    await expect(page).toHaveURL(/\/api\/payments\/local-checkout\//);
    await page.getByRole('button', { name: 'Pay $60.00' }).click();
    await expect(page.getByRole('heading', { name: 'Your session is booked!' })).toBeVisible();
    await expect(page.locator('dl')).toContainText(user.email);
  });

  test('an unknown session shows the error and the way home', async ({ page }) => {
    await page.goto('/scheduling/success?session_id=cs_local_unknown');
    await expect(
      page.getByRole('heading', { name: "We couldn't confirm your payment" }),
    ).toBeVisible();
    await expect(
      page.getByText('There was a problem verifying your payment. Please contact support.'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/scheduling\/success/);
    await expect(page.getByRole('link', { name: 'Back to Home' })).toBeVisible();
  });

  test("without a session it says 'No session ID found' and asks no server", async ({ page }) => {
    const verifications: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/payments/verify-scheduling-session')) {
        verifications.push(request.url());
      }
    });
    await page.goto('/scheduling/success');
    await expect(
      page.getByRole('heading', { name: "We couldn't confirm your payment" }),
    ).toBeVisible();
    await expect(page.getByText('No session ID found')).toBeVisible();
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(verifications).toEqual([]);
  });
});
