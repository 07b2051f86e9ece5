import { expect, test, type Page } from '@playwright/test';
import { paymentErrors } from '@academy/shared/payments';
import { expectNoSeriousViolations } from './a11y';
import { buyOneTimeMonth, newUser, signUpViaApi, userMenuButton } from './helpers';

// The server runs PAYMENTS_PROVIDER=local: checkout is its test page with Pay and Cancel, which
// redirect exactly as Stripe would.

const planCard = (page: Page, name: string) => page.getByRole('article', { name, exact: true });
const currentPlan = (page: Page) => page.getByRole('region', { name: 'Your current plan' });
const LONG_DATE = /^[A-Z][a-z]+ \d{1,2}, \d{4}$/;

test.describe('subscription', () => {
  test('a 403 from a practice call sends the Guest to /subscription, and Back home', async ({
    page,
  }) => {
    await signUpViaApi(page, newUser());
    // The trial is 20 answers: a refused practice call stands in for the 21st.
    await page.route('**/api/questions/submodule/algebra/random', (route) =>
      route.fulfill({ status: 403, json: { message: 'A subscription is required' } }),
    );
    await page.goto('/');
    await page.getByRole('link', { name: /^Algebra/ }).click();
    await expect(page).toHaveURL(/\/subscription$/);
    await expect(page.getByRole('heading', { name: 'Subscription', level: 1 })).toBeVisible();

    // The refused page left the history: Back does not load it only to be sent away again.
    await page.goBack();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { name: 'Available Topics' })).toBeVisible();
  });

  test('a Guest buys Monthly, returns to the plan page, then cancels it', async ({ page }) => {
    // Two checkouts, a cancellation and a pass: more than one page's worth of steps, which a
    // busy machine took past 30 s.
    test.setTimeout(90_000);
    await signUpViaApi(page, newUser());
    await page.goto('/subscription');
    await expect(page).toHaveTitle(/^Subscription · /);

    // A Guest starts on the one-time tab, with the Guest card as the current plan.
    await expect(page.getByRole('tab', { name: 'One-Time Payment' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const guest = planCard(page, 'Guest');
    await expect(guest.getByText('Current Plan')).toBeVisible();
    await expect(
      guest.getByText('Upgrade to a paid plan to access premium features'),
    ).toBeVisible();
    await expect(guest.getByRole('button')).toHaveCount(0);
    await expect(currentPlan(page)).toHaveCount(0);

    await page.getByRole('tab', { name: 'Subscription' }).click();
    const monthly = planCard(page, 'Monthly');
    await expect(monthly.getByText('$10.49')).toBeVisible();
    await expect(monthly.getByText('Regular price $13.99')).toBeVisible();
    await monthly.getByRole('button', { name: 'Choose Monthly' }).click();

    // The test checkout page.
    await expect(page).toHaveURL(/\/api\/payments\/local-checkout\/[^/]+$/);
    await expect(page.getByTestId('amount')).toHaveText('$10.49 USD');
    await page.getByRole('button', { name: 'Pay $10.49' }).click();

    await expect(page).toHaveURL(/\/subscription\/success\?session_id=[^&]+&auto_verify=true$/);
    await expect(page.getByRole('heading', { name: 'Subscription activated!' })).toBeVisible();
    await expect(
      page.getByText('Your subscription has been successfully activated!'),
    ).toBeVisible();
    const details = page.locator('dl');
    await expect(details.locator('div', { hasText: 'Plan' }).locator('dd')).toHaveText('Monthly');
    await expect(details.locator('div', { hasText: 'Status' }).locator('dd')).toHaveText('Active');
    await expect(details.locator('div', { hasText: 'Renews on' }).locator('dd')).toHaveText(
      LONG_DATE,
    );
    await expect(page.getByText(/Taking you back to your plans in/)).toBeVisible();
    // The menu's tier label follows the purchase.
    await expect(userMenuButton(page)).toContainText('Monthly');

    // Back on /subscription after 3 s, on the subscription tab, Monthly current.
    await expect(page).toHaveURL(/\/subscription$/, { timeout: 6_000 });
    await expect(page.getByRole('tab', { name: 'Subscription' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(
      planCard(page, 'Monthly').getByRole('button', { name: 'Current Plan' }),
    ).toBeDisabled();
    await expect(currentPlan(page)).toContainText('Your subscription renews automatically on');

    await currentPlan(page).getByRole('button', { name: 'Cancel Subscription' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel your subscription?' });
    await dialog.getByRole('button', { name: 'Cancel Subscription' }).click();
    await expect(
      page.getByText('Subscription will be canceled at the end of the billing period'),
    ).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(currentPlan(page).getByText('Scheduled to Cancel')).toBeVisible();
    await expect(currentPlan(page)).toContainText(/will end on [A-Z][a-z]+ \d{1,2}, \d{4}/);
    // The button that had the focus is gone: the words saying when the plan ends have it.
    await expect(currentPlan(page).getByText(/will end on/)).toBeFocused();
    await expect(
      currentPlan(page).getByRole('button', { name: 'Cancel Subscription' }),
    ).toHaveCount(0);
    // Until it ends, another subscription would pay for the same days again.
    await expect(page.getByText(paymentErrors.accessRunning)).toBeVisible();
    await expect(
      planCard(page, 'Yearly').getByRole('button', { name: 'Choose Yearly' }),
    ).toBeDisabled();

    // A pass may be bought: it says it starts when the plan ends, and is listed as next.
    await page.getByRole('tab', { name: 'One-Time Payment' }).click();
    await expect(
      page.getByText(/^A pass bought now starts on .+, when your current access ends\.$/),
    ).toBeVisible();
    await planCard(page, 'One-Time Month')
      .getByRole('button', { name: 'Choose One-Time Month' })
      .click();
    await page.getByRole('button', { name: 'Pay $14.99' }).click();
    await expect(page.getByRole('heading', { name: 'Pass purchased!' })).toBeVisible();
    // Paid for, not started: it is not "Active" yet.
    await expect(details.locator('div', { hasText: 'Status' }).locator('dd')).toHaveText(
      'Scheduled',
    );
    await expect(details.locator('div', { hasText: 'Starts on' }).locator('dd')).toHaveText(
      LONG_DATE,
    );
    await expect(page.getByText('Your subscription has been processed!')).toBeVisible();
    await expect(page).toHaveURL(/\/subscription$/, { timeout: 10_000 });
    await expect(currentPlan(page)).toContainText('Already paid for, next:');
    await expect(currentPlan(page).getByRole('listitem')).toHaveText(
      /^One-Time Month, from [A-Z][a-z]+ \d{1,2}, \d{4} to [A-Z][a-z]+ \d{1,2}, \d{4}$/,
    );
  });

  test("a paying user's Guest card starts with its name on a phone, level with the rest on a laptop", async ({
    page,
  }) => {
    await signUpViaApi(page, newUser());
    await buyOneTimeMonth(page);
    await page.goto('/subscription');
    await expect(
      planCard(page, 'One-Time Month').getByRole('button', { name: 'Current Plan' }),
    ).toBeDisabled();
    const guest = planCard(page, 'Guest');
    await expect(guest.getByText('Current Plan')).toHaveCount(0);

    /** How far below the card's top its name starts. */
    const nameOffset = async (name: string) => {
      const card = planCard(page, name);
      const [cardBox, nameBox] = await Promise.all([
        card.boundingBox(),
        card.getByRole('heading', { name, exact: true }).boundingBox(),
      ]);
      return nameBox!.y - cardBox!.y;
    };

    // A single column: no blank badge row over the name, only the card's padding and border.
    await page.setViewportSize({ width: 375, height: 812 });
    const padding = await guest.evaluate((el) => {
      const style = getComputedStyle(el);
      return parseFloat(style.paddingTop) + parseFloat(style.borderTopWidth);
    });
    expect(await nameOffset('Guest')).toBeLessThanOrEqual(padding + 1);

    // Four in a row: the Guest card keeps the row, so the names line up.
    await page.setViewportSize({ width: 1280, height: 800 });
    expect(await nameOffset('Guest')).toBeCloseTo(await nameOffset('One-Time Month'), 0);
  });

  test('cancelling on the checkout page returns to /subscription after 3 s', async ({ page }) => {
    await signUpViaApi(page, newUser());
    await page.goto('/subscription');
    await planCard(page, 'One-Time Month')
      .getByRole('button', { name: 'Choose One-Time Month' })
      .click();
    await expect(page).toHaveURL(/\/api\/payments\/local-checkout\//);
    await page.getByRole('button', { name: 'Cancel' }).click();

    await expect(page).toHaveURL(/\/subscription\/cancel$/);
    await expect(page.getByRole('heading', { name: 'Checkout canceled' })).toBeVisible();
    await expect(page).toHaveURL(/\/subscription$/, { timeout: 6_000 });
    await expect(planCard(page, 'Guest').getByText('Current Plan')).toBeVisible();
  });

  test('a checkout that fails to open gives the focus back to the plan chosen', async ({
    page,
  }) => {
    await signUpViaApi(page, newUser());
    await page.route('**/api/payments/subscription', (route) =>
      route.fulfill({ status: 503, json: { message: 'Service unavailable' } }),
    );
    await page.goto('/subscription');
    const choose = planCard(page, 'One-Time Year').getByRole('button', {
      name: 'Choose One-Time Year',
    });
    await choose.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Failed to initiate checkout process')).toBeVisible();
    await expect(choose).toBeEnabled();
    await expect(choose).toBeFocused();
  });

  test("the success page without a session says 'No session ID found'", async ({ page }) => {
    await signUpViaApi(page, newUser());
    await page.goto('/subscription/success');
    await expect(page.getByRole('alert')).toContainText('No session ID found');
    await expect(page.getByRole('link', { name: 'Go to Subscription now' })).toBeVisible();
    await expect(page).toHaveURL(/\/subscription$/, { timeout: 6_000 });
  });
});

test.describe('pricing', () => {
  test('shows the launch offer, computed savings and sign-up buttons', async ({ page }) => {
    await page.goto('/pricing');
    await expect(page).toHaveTitle(/^Pricing · /);
    await expect(page.getByText('SPECIAL LAUNCH OFFER: 25% OFF ALL PLANS')).toBeVisible();
    await expect(page.getByText('25% OFF', { exact: true })).toHaveCount(6);

    const quarterly = planCard(page, 'Quarterly');
    await expect(quarterly.getByText('Most Popular')).toBeVisible();
    await expect(quarterly.getByText('Save 9% vs monthly')).toBeVisible();
    const yearly = planCard(page, 'Yearly');
    await expect(yearly.getByText('Best Value')).toBeVisible();
    await expect(yearly.getByText('Save 17% vs monthly')).toBeVisible();
    await expect(planCard(page, 'One-Time Year').getByText('$131.49')).toBeVisible();

    await expect(page.getByRole('link', { name: /^Choose / })).toHaveCount(6);
    await planCard(page, 'Monthly').getByRole('link', { name: 'Choose Monthly' }).click();
    // The plan goes along, to be confirmed after sign-up (decision 037).
    await expect(page).toHaveURL(/\/signup\?plan=Monthly$/);
  });

  test('a signed-in user confirms the plan chosen; once it runs, subscriptions open the plan page (decision 006)', async ({
    page,
  }) => {
    await signUpViaApi(page, newUser());
    await page.goto('/pricing');
    // Without a plan: the one chosen is confirmed, one button from its checkout.
    await planCard(page, 'Monthly').getByRole('link', { name: 'Choose Monthly' }).click();
    await expect(page).toHaveURL(/\/subscription\/confirm\?plan=Monthly$/);
    await expect(page.getByText('You chose the Monthly plan.', { exact: false })).toBeVisible();
    await page.getByRole('button', { name: 'Continue to checkout' }).click();
    await expect(page).toHaveURL(/\/api\/payments\/local-checkout\/[^/]+$/);
    await page.getByRole('button', { name: 'Pay $10.49' }).click();
    await expect(page.getByRole('heading', { name: 'Subscription activated!' })).toBeVisible();
    // Its toast comes below the test-mode ribbon, not over it (the card, around its words).
    const toast = page
      .locator('div.fixed[role="status"]')
      .getByText('Your subscription has been successfully activated!')
      .locator('xpath=..');
    const ribbon = page.getByText('Test mode: no real payment');
    const [toastBox, ribbonBox] = [(await toast.boundingBox())!, (await ribbon.boundingBox())!];
    expect(toastBox.y).toBeGreaterThanOrEqual(ribbonBox.y + ribbonBox.height);

    // With a plan under way: a change is made on the plan page, where its price shows first.
    await page.goto('/pricing');
    // Each plan opens the subscription page on its own kind of plans, where a change is priced.
    await planCard(page, 'Yearly').getByRole('link', { name: 'Choose Yearly' }).click();
    await expect(page).toHaveURL(/\/subscription\?tab=subscription$/);
    await expect(page.getByRole('tab', { name: 'Subscription' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(
      planCard(page, 'Yearly').getByRole('button', { name: 'Choose Yearly' }),
    ).toBeVisible();
    await page.goBack();
    // A pass is no change of plan: its confirmation says why it waits for the subscription.
    await planCard(page, 'One-Time Year')
      .getByRole('link', { name: 'Choose One-Time Year' })
      .click();
    await expect(page).toHaveURL(/\/subscription\/confirm\?plan=OneTimeYear$/);
    await expect(page.getByText(paymentErrors.recurringActive)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Continue to checkout' })).toBeDisabled();
  });

  test('has an FAQ that opens on click', async ({ page }) => {
    await page.goto('/pricing');
    const question = page.getByText('Can I cancel anytime?');
    const answer = page.getByText(/Cancel from your Subscription page whenever you like/);
    await expect(answer).toBeHidden();
    await question.click();
    await expect(answer).toBeVisible();
    await expectNoSeriousViolations(page);
  });
});
