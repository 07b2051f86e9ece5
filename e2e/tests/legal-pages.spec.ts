import { expect, test, type Page } from '@playwright/test';
import { DEFAULT_ACADEMY_CONTACT as CONTACT } from '@academy/shared/academy';
import { newUser, signUpViaApi } from './helpers';

// The Terms, Privacy and Refund pages: open to anyone, linked from the footer, sign-up, the
// booking form and the plan page and its checkout, marked as a template for the academy's
// lawyer, and readable on a phone and a desktop. The build under test has no ACADEMY_*
// settings, so the pages show the default contact.

const PAGES = [
  { path: '/terms', heading: 'Terms of Service', footer: 'Terms' },
  { path: '/privacy', heading: 'Privacy Policy', footer: 'Privacy' },
  { path: '/refunds', heading: 'Refund Policy', footer: 'Refunds' },
];

const VIEWPORTS = [
  { width: 375, height: 740 },
  { width: 1280, height: 800 },
];

async function expectLegalPage(page: Page, heading: string) {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${heading} · `));
  const notice = page.getByRole('note', { name: 'Template notice' });
  await expect(notice).toContainText('Template: not yet reviewed by a lawyer.');
  await expect(notice).toContainText("The academy's lawyer must review it");
  await expect(page.getByText('Last updated: December 6, 2026')).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: CONTACT.email })).toHaveAttribute(
    'href',
    `mailto:${CONTACT.email}`,
  );
  await expect(main.getByRole('link', { name: CONTACT.phone })).toHaveAttribute(
    'href',
    CONTACT.phoneHref,
  );
  await expect(main).toContainText(`${CONTACT.street}, ${CONTACT.city}, ${CONTACT.region}`);
  await expect(main).not.toContainText('.example');
}

test.describe('legal pages', () => {
  for (const { path, heading, footer } of PAGES) {
    test(`${path} loads directly and from the footer`, async ({ page }) => {
      await page.goto(path);
      await expectLegalPage(page, heading);

      await page.goto('/about');
      await page.getByRole('contentinfo').getByRole('link', { name: footer, exact: true }).click();
      await expect(page).toHaveURL(path);
      await expectLegalPage(page, heading);
    });
  }

  test('the footer keeps Pricing, Contact and About Us beside the legal links', async ({
    page,
  }) => {
    await page.goto('/about');
    const footer = page.getByRole('navigation', { name: 'Footer' });
    await expect(footer.getByRole('link')).toHaveText([
      'Pricing',
      'Contact',
      'About Us',
      'Terms',
      'Privacy',
      'Refunds',
    ]);
  });

  test('each refund rule of the product is written down', async ({ page }) => {
    await page.goto('/refunds');
    const main = page.getByRole('main');
    for (const words of [
      'Monthly, Quarterly, Yearly',
      'One-Time Month, Quarter, Year',
      'within 7 days of your first payment',
      'at least 24 hours before it starts',
      'keep access to the end of the period you paid for',
    ]) {
      await expect(main).toContainText(words);
    }
  });

  test('the terms say what the plan page does: a subscription during a pass, a change of plan', async ({
    page,
  }) => {
    await page.goto('/terms');
    const main = page.getByRole('main');
    // Decision 045: it no longer waits for the paid access to end; decision 037: changes.
    await expect(main).not.toContainText('can be chosen once paid access has ended');
    await expect(main).toContainText(
      'A subscription chosen while a pass runs starts, and is first charged, when the pass ends',
    );
    await expect(main).toContainText('A change to a longer plan starts at once');
    await page.goto('/refunds');
    await expect(page.getByRole('main')).toContainText(
      'charged when you buy it (one bought while a pass runs, when the pass ends)',
    );
  });

  test("the terms say a session's time is chosen as it is booked, as the booking form does", async ({
    page,
  }) => {
    await page.goto('/terms');
    const main = page.getByRole('main');
    await expect(main).not.toContainText('Our tutor then contacts you to schedule each one.');
    await expect(main).toContainText(
      "You choose the time of each one from our tutor's free times as you book",
    );
  });

  test('privacy says what is kept, for how long, and that under-13s need a parent', async ({
    page,
  }) => {
    await page.goto('/privacy');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: '6. How long we keep it' })).toBeVisible();
    await expect(main).toContainText('Your card number never reaches our servers.');
    await expect(main).toContainText('We use no analytics, advertising or tracking cookies.');
    await expect(main).toContainText('a parent or legal guardian must create the account');
  });

  test('the contact page shows the configured contact details', async ({ page }) => {
    await page.goto('/contact');
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: CONTACT.email })).toBeVisible();
    await expect(main.getByRole('link', { name: CONTACT.phone })).toBeVisible();
    await expect(main).toContainText(CONTACT.street);
    await expect(main).not.toContainText('.example');
  });

  test('sign-up links to the terms and privacy and says under-13s need a parent', async ({
    page,
  }) => {
    await page.goto('/signup');
    await expect(
      page.getByText(
        'By creating an account you agree to the Terms of Service and Privacy Policy.',
      ),
    ).toBeVisible();
    await expect(
      page.getByText('Students under 13 need a parent or guardian to create the account for them.'),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Terms of Service' }).click();
    await expectLegalPage(page, 'Terms of Service');
    await page.goBack();
    await page.getByRole('link', { name: 'Privacy Policy' }).click();
    await expectLegalPage(page, 'Privacy Policy');
  });

  test('the booking form links to the refund policy in a new tab', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Book a session' }).click();
    const dialog = page.getByRole('dialog', { name: 'Book a Tutor Session' });
    const link = dialog.getByRole('link', { name: 'Refund policy' });
    await expect(link).toHaveAttribute('target', '_blank');
    const [tab] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
    await expect(tab).toHaveURL(/\/refunds$/);
    await expectLegalPage(tab, 'Refund Policy');
    await tab.close();
    await expect(dialog).toBeVisible();
  });

  test('the plan page and its checkout link to the terms and the refund policy', async ({
    page,
  }) => {
    await signUpViaApi(page, newUser());
    await page.goto('/subscription');
    const plans = page.getByRole('region', { name: 'Choose your plan' });
    await expect(plans.getByRole('link', { name: 'Refund policy' })).toHaveAttribute(
      'href',
      '/refunds',
    );
    await expect(plans.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      '/terms',
    );

    await page.getByRole('button', { name: 'Choose One-Time Month' }).click();
    await expect(page).toHaveURL(/\/api\/payments\/local-checkout\//);
    await page.getByRole('link', { name: 'Refund policy' }).click();
    await expectLegalPage(page, 'Refund Policy');
  });

  for (const viewport of VIEWPORTS) {
    test(`the pages fit ${viewport.width} px without sideways scrolling`, async ({
      page,
    }, info) => {
      await page.setViewportSize(viewport);
      for (const { path, heading } of PAGES) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        const { scrollWidth, innerWidth } = await page.evaluate(() => ({
          scrollWidth: document.documentElement.scrollWidth,
          innerWidth: window.innerWidth,
        }));
        expect(scrollWidth, path).toBeLessThanOrEqual(innerWidth);
        // For a person to look at: the first screen, and the whole page.
        const name = `${path.slice(1)}-${viewport.width}`;
        await page.screenshot({ path: info.outputPath(`${name}-top.png`) });
        await page.screenshot({ path: info.outputPath(`${name}.png`), fullPage: true });
      }
    });
  }
});
