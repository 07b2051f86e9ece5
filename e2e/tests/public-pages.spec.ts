import { expect, test } from '@playwright/test';
import { ACADEMY, DEFAULT_ACADEMY_CONTACT } from '@academy/shared/academy';
import { newUser, signUpViaApi } from './helpers';

test.describe('landing page', () => {
  test('shows the hero, stats, offers, testimonials and the closing call to action', async ({
    page,
  }) => {
    await page.goto('/');
    const main = page.getByRole('main');
    await expect(
      main.getByRole('heading', { level: 1, name: `Reach your best score with ${ACADEMY.name}` }),
    ).toBeVisible();
    await expect(main.getByRole('link', { name: 'Get started' })).toHaveAttribute(
      'href',
      '/signup',
    );
    await expect(main.getByRole('link', { name: 'Login', exact: true })).toHaveAttribute(
      'href',
      '/login',
    );

    for (const [value, label] of [
      ['90+', 'points average improvement'],
      ['100+', 'students'],
      ['500+', 'practice questions'],
    ] as const) {
      const stats = main.getByRole('region', { name: 'Results' });
      await expect(stats.getByText(value, { exact: true })).toBeVisible();
      await expect(stats.getByText(label, { exact: true })).toBeVisible();
    }

    // Each label opens its own section's evaluation (issue 40).
    await expect(main.getByRole('link', { name: 'SAT English Evaluation' })).toHaveAttribute(
      'href',
      '/evaluation/reading-writing',
    );
    await expect(main.getByRole('link', { name: 'SAT Math Evaluation' })).toHaveAttribute(
      'href',
      '/evaluation',
    );

    const booking = main.getByRole('article', { name: 'Book a tutor session' });
    await expect(booking.getByText('Online', { exact: true })).toBeVisible();
    await expect(booking.getByText('$60')).toBeVisible();
    await expect(booking.getByText('$100')).toBeVisible();
    await expect(booking.getByText('In-person', { exact: true })).toBeVisible();
    await expect(booking.getByText('$120')).toBeVisible();
    await expect(booking.getByText('$150')).toBeVisible();
    await expect(booking.getByRole('button', { name: 'Book a session' })).toBeEnabled();

    const testimonials = main.getByRole('region', { name: 'What students and parents say' });
    await expect(testimonials.getByRole('listitem')).toHaveCount(6);

    const closing = main.getByRole('region', { name: 'Ready to start your climb?' });
    await expect(closing.getByRole('link', { name: 'Create your account' })).toHaveAttribute(
      'href',
      '/signup',
    );
    await expect(closing.getByRole('link', { name: 'Start practicing' })).toHaveAttribute(
      'href',
      '/practice',
    );
    await expect(
      closing.getByRole('link', { name: DEFAULT_ACADEMY_CONTACT.phone }),
    ).toHaveAttribute('href', DEFAULT_ACADEMY_CONTACT.phoneHref);
  });

  test('keeps a redirect search parameter on its login and register links', async ({ page }) => {
    await page.goto('/?redirect=%2Fpractice');
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Get started' })).toHaveAttribute(
      'href',
      '/signup?redirect=%2Fpractice',
    );
    await expect(main.getByRole('link', { name: 'Login', exact: true })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fpractice',
    );
  });

  test('signed-in users get their home instead', async ({ page }) => {
    await signUpViaApi(page, newUser({ firstname: 'Hedy' }));
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Welcome, Hedy!' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'SAT English Evaluation' })).toHaveCount(0);
  });
});

test.describe('contact page', () => {
  test('shows the tutor, the Dallas address, the phone and the email', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL('/contact');
    await expect(page).toHaveTitle(`Contact · ${ACADEMY.name}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(main.getByRole('heading', { name: ACADEMY.tutorName })).toBeVisible();
    const address = main.locator('address');
    await expect(address).toContainText(DEFAULT_ACADEMY_CONTACT.street);
    await expect(address).toContainText(
      `${DEFAULT_ACADEMY_CONTACT.city}, ${DEFAULT_ACADEMY_CONTACT.region} ${DEFAULT_ACADEMY_CONTACT.postalCode}`,
    );
    await expect(main.getByRole('link', { name: DEFAULT_ACADEMY_CONTACT.phone })).toHaveAttribute(
      'href',
      DEFAULT_ACADEMY_CONTACT.phoneHref,
    );
    await expect(main.getByRole('link', { name: DEFAULT_ACADEMY_CONTACT.email })).toHaveAttribute(
      'href',
      `mailto:${DEFAULT_ACADEMY_CONTACT.email}`,
    );
  });
});

test.describe('about page', () => {
  test("shows 'About Us', the founder card and 'Our Mission'", async ({ page }) => {
    await page.goto('/about');
    await expect(page).toHaveTitle(`About Us · ${ACADEMY.name}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
    const founder = main.getByRole('region', { name: ACADEMY.tutorName });
    for (const term of ['Education', 'Experience', 'Impact']) {
      await expect(founder.getByText(term, { exact: true })).toBeVisible();
    }
    await expect(founder.getByText(/PhD graduate/)).toBeVisible();
    await expect(founder.getByText(/former teaching professor/)).toBeVisible();
    await expect(founder.getByText(/hundreds of local students and parents/)).toBeVisible();
    const mission = main.getByRole('region', { name: 'Our Mission' });
    await expect(mission.getByText(/personalized preparation/)).toBeVisible();
    await expect(mission.getByText(/SAT and ACT/)).toBeVisible();
  });
});

test.describe('tests page', () => {
  test("says 'Tests Page' to a signed-in user", async ({ page }) => {
    await signUpViaApi(page, newUser());
    await page.goto('/tests');
    await expect(page.getByRole('heading', { name: 'Tests Page' })).toBeVisible();
    await expect(page).toHaveTitle(`Tests · ${ACADEMY.name}`);
  });

  test('sends a visitor to login first', async ({ page }) => {
    await page.goto('/tests');
    await expect(page).toHaveURL('/login?redirect=%2Ftests');
  });
});

test.describe('scroll positions', () => {
  test('are restored on Back and kept in session storage when the page goes', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 700 });
    await page.goto('/about');
    await expect(page.getByRole('heading', { name: 'Our Mission' })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 600));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeCloseTo(600, -1);
    // Clicked where it is: Playwright's own click would first scroll the footer into view.
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: 'Contact' })
      .evaluate((link: HTMLElement) => link.click());
    await expect(page).toHaveURL(/\/contact$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expect(page).toHaveURL(/\/about$/);
    // Within a pixel or two: the position is read back as the page's device pixels allow.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeCloseTo(600, -1);
    await page.reload();
    const stored = await page.evaluate(() => Object.keys(sessionStorage).join(' '));
    expect(stored).toMatch(/scroll-restoration/);
  });
});

test.describe('first load', () => {
  test('a page the server does not prerender shows a spinner until the app draws it', async ({
    page,
  }) => {
    // A slow first visit: the app's code takes a while to arrive.
    let release!: () => void;
    const codeHeld = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await codeHeld;
      await route.continue();
    });
    await page.goto('/login', { waitUntil: 'commit' });
    const loading = page.getByRole('status').filter({ hasText: 'Loading' });
    await expect(loading).toBeVisible();

    release();
    await expect(
      page.getByRole('heading', { name: 'Sign in to continue your learning journey' }),
    ).toBeVisible();
    await expect(loading).toBeHidden();
  });
});

test.describe('the start-up spinner', () => {
  test("says what to do when the app's code does not come", async ({ page }) => {
    await page.route('**/assets/*.js', (route) => route.abort('connectionreset'));
    await page.goto('/login');
    const loading = page.getByRole('status').filter({ hasText: 'Loading' });
    await expect(loading).toBeVisible();
    const advice = page.getByText('Still loading. Check your connection, then reload the page.');
    await expect(advice).toHaveCSS('opacity', '0');
    // 15 s on, it shows: the page's animations run 30 times faster from here (half a second).
    const browser = await page.context().newCDPSession(page);
    await browser.send('Animation.enable');
    await browser.send('Animation.setPlaybackRate', { playbackRate: 30 });
    await expect(advice).toHaveCSS('opacity', '1');
  });
});
