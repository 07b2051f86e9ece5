import { expect, test, type Page } from '@playwright/test';
import { newUser, signUpViaApi, signUpViaUi, verifyEmailViaMail } from './helpers';
import { linkIn, readMailbox, waitForMail } from './mailbox';

const banner = (page: Page) => page.getByRole('region', { name: 'Email verification' });

const mailsTo = (baseURL: string, email: string, subject: RegExp) =>
  readMailbox(baseURL).filter((mail) => mail.to.includes(email) && subject.test(mail.subject));

test.describe('email verification', () => {
  test('sign up, see the banner, resend, open the mailed link: the banner goes', async ({
    page,
    baseURL,
  }) => {
    const user = newUser();
    await signUpViaUi(page, user);
    await expect(page).toHaveURL(/\/$/);
    await expect(banner(page)).toContainText(
      `Please verify your email address. We sent a link to ${user.email}.`,
    );
    await waitForMail(baseURL!, user.email, /^Verify your email address$/);

    await banner(page).getByRole('button', { name: 'Resend' }).click();
    await expect(page.getByText('We sent you a new verification link.')).toBeVisible();
    await expect
      .poll(() => mailsTo(baseURL!, user.email, /^Verify your email address$/).length)
      .toBe(2);
    const mail = await waitForMail(baseURL!, user.email, /^Verify your email address$/);

    await page.goto(linkIn(mail, '/verify-email'));
    await expect(page.getByRole('heading', { name: 'Your email is verified' })).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
    await page.getByRole('link', { name: 'Start practicing' }).click();
    await expect(page).toHaveURL(/\/practice$/);
    await expect(banner(page)).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Choose Your Topic' })).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
  });

  // The success toast came down over the banner's words (a phone's most of all): it starts below.
  for (const width of [375, 1280]) {
    test(`at ${width} px, the sign-up toast does not cover the banner`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await signUpViaUi(page, newUser());
      const toast = page.getByText('Account created successfully!').locator('..');
      await expect(toast).toBeVisible();
      await expect(banner(page)).toBeVisible();
      const bannerBox = (await banner(page).boundingBox())!;
      const toastBox = (await toast.boundingBox())!;
      expect(toastBox.y).toBeGreaterThanOrEqual(bannerBox.y + bannerBox.height);
      expect(toastBox.y + toastBox.height).toBeLessThanOrEqual(800);
    });
  }

  test('verified elsewhere, the banner goes when the user comes back to the tab', async ({
    page,
    baseURL,
  }) => {
    const user = newUser();
    await signUpViaApi(page, user, { verified: false });
    await page.goto('/');
    await expect(banner(page)).toBeVisible();
    // The link opened on another device: only the server knows.
    await verifyEmailViaMail(page, baseURL!, user.email);
    await expect(banner(page)).toBeVisible();
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect(banner(page)).toHaveCount(0);
  });

  test('a link opened twice says verified; a bad one shows the server message, with Resend', async ({
    page,
    baseURL,
  }) => {
    const user = newUser();
    await signUpViaApi(page, user, { verified: false });
    const mail = await waitForMail(baseURL!, user.email, /^Verify your email address$/);
    const link = linkIn(mail, '/verify-email');
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Your email is verified' })).toBeVisible();
    // A second click, or a mail client opening links to scan them: nothing failed.
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Your email is verified' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);

    await page.goto('/verify-email?token=not-a-token-of-ours');
    await expect(page.getByRole('alert')).toHaveText(
      'This verification link is not valid. Please request a new one.',
    );
    await expect(page.getByRole('button', { name: 'Resend' })).toBeVisible();
  });

  // A parent signed in on the family computer opens the child's mail: the page said "Your email
  // is verified" under the parent's own banner asking them to verify theirs.
  test('a link of another account says whose address it verified', async ({ page, baseURL }) => {
    const child = newUser({ firstname: 'Sam' });
    await signUpViaApi(page, child, { signedIn: false, verified: false });
    const parent = newUser({ firstname: 'Pat' });
    await signUpViaApi(page, parent, { verified: false });
    const mail = await waitForMail(baseURL!, child.email, /^Verify your email address$/);

    await page.goto(linkIn(mail, '/verify-email'));
    await expect(page.getByRole('heading', { name: `${child.email} is verified` })).toBeVisible();
    await expect(page.getByText(`signed in with another account, ${parent.email}`)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your email is verified' })).toHaveCount(0);
    // The parent's own address still waits for its link.
    await page.getByRole('link', { name: 'Go to home' }).click();
    await expect(banner(page)).toContainText(`We sent a link to ${parent.email}.`);
  });

  test('an unverified user choosing a plan is told why and stays on /subscription', async ({
    page,
  }) => {
    await signUpViaApi(page, newUser(), { verified: false });
    await page.goto('/subscription');
    await page.getByRole('tab', { name: 'Subscription' }).click();
    await page.getByRole('button', { name: 'Choose Monthly' }).click();
    const message = 'Please verify your email address before buying a plan.';
    await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
    await expect(page).toHaveURL(/\/subscription$/);
    await page.waitForTimeout(500);
    await expect(page).toHaveURL(/\/subscription$/);
    // Beside the plans (the banner above the page has one too).
    await expect(page.getByRole('main').getByRole('button', { name: 'Resend' })).toBeVisible();
  });

  test('signing up with a taken address says "check your email" and mails the owner', async ({
    page,
    baseURL,
  }) => {
    const owner = newUser();
    await signUpViaApi(page, owner, { signedIn: false });
    await signUpViaUi(page, { ...owner, password: 'Another123' });
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
    await expect(page.getByText(`We sent a message to ${owner.email}.`)).toBeVisible();
    await expect(page).toHaveURL(/\/signup$/);
    const mail = await waitForMail(
      baseURL!,
      owner.email,
      /^Someone tried to create an account with your email$/,
    );
    expect(linkIn(mail, '/forgot-password')).toMatch(/\/forgot-password$/);
  });
});
