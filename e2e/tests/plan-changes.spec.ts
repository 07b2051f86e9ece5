import { expect, test, type Page } from '@playwright/test';
import { paymentErrors, subscriptionMessages } from '@academy/shared/payments';
import {
  logInViaUi,
  newUser,
  signUpViaApi,
  signUpViaUi,
  submitSignupForm,
  userMenuButton,
} from './helpers';
import { linkIn, waitForMail } from './mailbox';
import { shootBothWidths } from './screenshots';

// Issue 41 on the local provider: a plan chosen before sign-up, and the plan page's controls
// (change plan with its price shown first, resume, billing history, update card, past due).

const currentPlan = (page: Page) => page.getByRole('region', { name: 'Your current plan' });
const SHOTS = process.env.PLAN_SHOTS_DIR;

async function payOnTestCheckout(page: Page, amount: string) {
  await expect(page).toHaveURL(/\/api\/payments\/local-checkout\/[^/]+$/);
  await page.getByRole('button', { name: `Pay ${amount}` }).click();
  await expect(page.getByRole('heading', { name: 'Subscription activated!' })).toBeVisible();
}

test('a plan picked on /pricing is carried through sign-up to its confirmation and checkout', async ({
  page,
  baseURL,
}) => {
  await page.goto('/pricing');
  await page.getByRole('link', { name: 'Choose Yearly' }).click();
  await expect(page).toHaveURL(/\/signup\?plan=Yearly$/);
  const user = newUser();
  await submitSignupForm(page, user);

  await expect(page).toHaveURL(/\/subscription\/confirm\?plan=Yearly$/);
  await expect(page.getByRole('heading', { name: 'Confirm your plan' })).toBeVisible();
  await expect(page.getByText('You chose the Yearly plan.', { exact: false })).toBeVisible();
  await shootBothWidths(page, SHOTS, 'plan-confirmation');
  // Checkout waits for the address: the mailed link, opened in a new tab as a mail app does,
  // leads back to the plan chosen.
  const mail = await waitForMail(baseURL!, user.email, /Verify your email address/);
  const tab = await page.context().newPage();
  await tab.goto(linkIn(mail, '/verify-email'));
  await tab.getByRole('link', { name: 'Continue with the Yearly plan' }).click();
  await expect(tab).toHaveURL(/\/subscription\/confirm\?plan=Yearly$/);
  await tab.getByRole('button', { name: 'Continue to checkout' }).click();
  await payOnTestCheckout(tab, '$103.49');
});

test('the mailed link opened on another device leads through sign-in to the plan chosen', async ({
  page,
  browser,
  baseURL,
}) => {
  await page.goto('/pricing');
  await page.getByRole('link', { name: 'Choose Quarterly' }).click();
  const user = newUser();
  await submitSignupForm(page, user);
  await expect(page).toHaveURL(/\/subscription\/confirm\?plan=Quarterly$/);

  // The parent's phone: no session, no storage of the laptop's.
  const mail = await waitForMail(baseURL!, user.email, /Verify your email address/);
  const phone = await browser.newContext({ baseURL, viewport: { width: 375, height: 800 } });
  const tab = await phone.newPage();
  await tab.goto(linkIn(mail, '/verify-email'));
  await expect(
    tab.getByText('Sign in on this device to go on with the Quarterly plan.'),
  ).toBeVisible();
  await tab.getByRole('link', { name: 'Sign in to continue' }).click();
  await expect(tab).toHaveURL(/\/login\?plan=Quarterly$/);
  await expect(tab.getByText('Then go on with the Quarterly plan you chose.')).toBeVisible();
  await logInViaUi(tab, user.email, user.password);
  await expect(tab).toHaveURL(/\/subscription\/confirm\?plan=Quarterly$/);
  await expect(tab.getByRole('button', { name: 'Continue to checkout' })).toBeEnabled();
  await phone.close();
});

test("the longest plan's name fits a 320 px phone on the verify page", async ({
  page,
  baseURL,
}) => {
  await page.goto('/pricing');
  await page.getByRole('link', { name: 'Choose One-Time Quarter' }).click();
  const user = newUser();
  await submitSignupForm(page, user);
  const mail = await waitForMail(baseURL!, user.email, /Verify your email address/);
  await page.setViewportSize({ width: 320, height: 700 });
  await page.goto(linkIn(mail, '/verify-email'));
  const next = page.getByRole('link', { name: 'Continue with the One-Time Quarter plan' });
  await expect(next).toBeVisible();
  // The label wraps inside the button, which stays on the screen.
  const box = (await next.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(320);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
});

test('an unknown plan in the sign-up link is ignored', async ({ page }) => {
  await page.goto('/signup?plan=Lifetime');
  await expect(page.getByRole('button', { name: 'Create account' })).toBeVisible();
  await signUpViaUi(page, newUser());
  await expect(page).toHaveURL(/\/$/);
});

test('a hand-typed plan address: its case is forgiven, an unknown plan shows every plan', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/signup?plan=quarterly');
  await submitSignupForm(page, newUser());
  await expect(page).toHaveURL(/\/subscription\/confirm\?plan=Quarterly$/);
  await expect(page.getByText('You chose the Quarterly plan.', { exact: false })).toBeVisible();

  await page.goto('/subscription/confirm?plan=monthly');
  await expect(page.getByText('You chose the Monthly plan.', { exact: false })).toBeVisible();
  for (const plan of ['Bogus', 'Guest', '12']) {
    await page.goto(`/subscription/confirm?plan=${plan}`);
    await expect(page).toHaveURL(/\/subscription$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Subscription' })).toBeVisible();
  }
  expect(errors).toEqual([]);
});

test('the plan page: change plan with its price first, billing history, cancel and resume, a failed renewal', async ({
  page,
}) => {
  // A long flow, and screenshots at two widths when asked for.
  test.setTimeout(SHOTS ? 180_000 : 90_000);
  await signUpViaApi(page, newUser());
  await page.goto('/subscription');
  await page.getByRole('tab', { name: 'Subscription' }).click();
  await page.getByRole('button', { name: 'Choose Monthly' }).click();
  await payOnTestCheckout(page, '$10.49');
  await page.goto('/subscription');

  await currentPlan(page).getByRole('button', { name: 'Change plan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change your plan' });
  await dialog.getByRole('radio', { name: /Yearly/ }).check();
  await expect(dialog.getByText(/^You pay \$9\d\.\d\d today$/)).toBeVisible();
  await expect(
    dialog.getByText(/^From [A-Z][a-z]+ \d{1,2}, \d{4} you pay \$103\.49$/),
  ).toBeVisible();
  await shootBothWidths(page, SHOTS, 'change-plan-preview');
  await dialog.getByRole('button', { name: 'Confirm change' }).click();
  await expect(page.getByText('Your plan has been changed')).toBeVisible();
  await expect(currentPlan(page).getByText('Yearly', { exact: true })).toBeVisible();
  // The top bar names the new plan at once, as after a checkout.
  await expect(userMenuButton(page)).toContainText('Yearly');

  const history = page.getByRole('region', { name: 'Billing history', exact: true });
  await expect(history.getByRole('row')).toHaveCount(3);
  await expect(history.getByRole('row').nth(2)).toContainText('$10.49');
  const receipt = history.getByRole('link', { name: /Receipt/ }).first();
  await expect(receipt).toHaveAttribute('href', /\/api\/payments\/receipts\//);

  await currentPlan(page).getByRole('button', { name: 'Cancel Subscription' }).click();
  await page
    .getByRole('dialog', { name: 'Cancel your subscription?' })
    .getByRole('button', { name: 'Cancel Subscription' })
    .click();
  await expect(currentPlan(page).getByText('Scheduled to Cancel')).toBeVisible();
  await shootBothWidths(page, SHOTS, 'plan-page-scheduled-to-cancel');
  await currentPlan(page).getByRole('button', { name: 'Resume subscription' }).click();
  await expect(page.getByText('Your subscription will renew as before')).toBeVisible();
  await expect(currentPlan(page).getByText('Scheduled to Cancel')).toHaveCount(0);

  // A renewal whose payment fails (the local provider's hook for tests): past due, with a banner.
  const origin = new URL(page.url()).origin;
  const renewal = await page.request.post('/api/payments/local-checkout/renewal', {
    data: { outcome: 'failed' },
    headers: { Origin: origin },
  });
  expect(renewal.status()).toBe(200);
  await page.reload();
  const banner = page.getByRole('alert').filter({ hasText: 'Your last payment failed' });
  await expect(banner).toContainText(/access continues until [A-Z][a-z]+ \d{1,2}, \d{4}\./);
  await shootBothWidths(page, SHOTS, 'plan-page-past-due');
  await banner.getByRole('button', { name: 'Update card' }).click();
  await expect(page).toHaveURL(/\/api\/payments\/local-card$/);
  await page.getByRole('button', { name: 'Save card' }).click();
  await expect(page).toHaveURL(/\/subscription$/);
  await expect(page.getByRole('alert').filter({ hasText: 'Your last payment failed' })).toHaveCount(
    0,
  );
});

test('a subscription bought during a pass waits for it, and can be called off before it starts', async ({
  page,
}) => {
  test.setTimeout(SHOTS ? 180_000 : 90_000);
  await signUpViaApi(page, newUser());
  await page.goto('/subscription');
  await page.getByRole('button', { name: 'Choose One-Time Month' }).click();
  await expect(page).toHaveURL(/\/api\/payments\/local-checkout\/[^/]+$/);
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(page.getByRole('heading', { name: 'Pass purchased!' })).toBeVisible();
  await page.goto('/subscription');

  await page.getByRole('tab', { name: 'Subscription' }).click();
  await expect(
    page.getByText(/^A subscription bought now starts on .+, when your pass ends\./),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Choose Yearly' }).click();
  await expect(page).toHaveURL(/\/api\/payments\/local-checkout\/[^/]+$/);
  await page.getByRole('button', { name: 'Start subscription' }).click();
  await expect(page.getByRole('heading', { name: 'Subscription set up!' })).toBeVisible();
  await expect(
    page.getByText(/^Thank you! Your subscription starts on .+, when your pass ends\./),
  ).toBeVisible();

  await page.goto('/subscription');
  await expect(currentPlan(page).getByText('One-Time Month', { exact: true })).toBeVisible();
  await expect(currentPlan(page).getByText(/^Next: Yearly\./)).toBeVisible();
  await page.getByRole('tab', { name: 'Subscription' }).click();
  // Not "use Change plan": it has none until it starts.
  await expect(page.getByText(paymentErrors.upcomingPlanBlocksPlan)).toBeVisible();
  await shootBothWidths(page, SHOTS, 'plan-page-upcoming-plan');

  await currentPlan(page).getByRole('button', { name: 'Cancel Subscription' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel your subscription?' });
  await expect(dialog).toContainText('will not start on');
  await dialog.getByRole('button', { name: 'Cancel Subscription' }).click();
  await expect(page.getByText(subscriptionMessages.canceledBeforeStart)).toBeVisible();
  await expect(currentPlan(page).getByText(/^Next: Yearly\./)).toHaveCount(0);
  await expect(currentPlan(page).getByText('One-Time Month', { exact: true })).toBeVisible();
});
