import { expect, test } from '@playwright/test';
import { ACADEMY } from '@academy/shared/academy';
import { descriptionOf } from '@academy/shared/page-descriptions';
import { newUser, signUpViaApi } from './helpers';
import {
  collectErrors,
  holdAppModules,
  hydratedParsedHeading,
  rememberParsedHeading,
} from './hydration';

// `/` and `/pricing` come prerendered to visitors without a session cookie; the app then
// hydrates that markup instead of drawing the page again.

const PAGES = [
  {
    path: '/',
    title: `${ACADEMY.name} · SAT & ACT preparation`,
    heading: `Reach your best score with ${ACADEMY.name}`,
  },
  {
    path: '/pricing',
    title: `Pricing · ${ACADEMY.name}`,
    heading: 'Simple plans for serious score gains',
  },
] as const;

test.describe('prerendered pages', () => {
  for (const { path, title, heading } of PAGES) {
    test(`${path} is in the HTML before any script runs, with its title`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      expect(response.headers().vary).toMatch(/cookie/);
      const html = await response.text();
      expect(html).toContain('<div id="root" data-prerendered>');
      // React separates text from values with <!-- -->.
      expect(html.replaceAll('<!-- -->', '')).toContain(heading);
      expect(html).toContain(`<title>${title.replace('&', '&amp;')}</title>`);
      // Its own description, once: what a search result shows under the title.
      expect(html.match(/<meta name="description" content="([^"]*)"/g)).toEqual([
        `<meta name="description" content="${descriptionOf(path)}"`,
      ]);
      // Our CSP refuses inline scripts: the press keeper is a file, deferred so that it runs
      // before the app's entry; the modules the page needs are preloaded beside it.
      const scripts = html.match(/<script\b[^>]*>/g) ?? [];
      expect(scripts).toHaveLength(2);
      expect(scripts[0]).toMatch(/^<script defer src="\/assets\/keep-early-press-[\w-]+\.js">$/);
      expect(scripts[1]).toMatch(/^<script type="module" crossorigin src="\/assets\/[^"]+\.js">$/);
      expect(html).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/framework-/);
    });

    test(`${path} hydrates without errors`, async ({ page }) => {
      const errors = collectErrors(page);
      await rememberParsedHeading(page);
      await page.goto(path);
      await expect(page).toHaveTitle(title);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect.poll(() => hydratedParsedHeading(page)).toBe(true);
      // The mascot joins only after hydration.
      await expect(page.getByRole('img', { name: 'Summit, your study buddy' })).toBeAttached();
      expect(errors).toEqual([]);
    });
  }

  test('links and buttons work after hydration', async ({ page }) => {
    const errors = collectErrors(page);
    await rememberParsedHeading(page);
    await page.goto('/');
    await expect.poll(() => hydratedParsedHeading(page)).toBe(true);

    // Client navigation: the window (and this marker) survive it, a page load would not.
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Pricing' }).click();
    await expect(page).toHaveURL('/pricing');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Simple plans for serious score gains' }),
    ).toBeVisible();
    await expect(page).toHaveTitle(`Pricing · ${ACADEMY.name}`);
    await page
      .getByRole('navigation', { name: 'Account' })
      .getByRole('link', { name: 'Login' })
      .click();
    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(
      true,
    );

    await page.goto('/');
    await expect.poll(() => hydratedParsedHeading(page)).toBe(true);
    await page.getByRole('button', { name: 'Book a session' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.goto('/pricing');
    await expect.poll(() => hydratedParsedHeading(page)).toBe(true);
    await page
      .getByRole('link', { name: /^Choose / })
      .first()
      .click();
    await expect(page).toHaveURL('/signup?plan=Monthly');
    expect(errors).toEqual([]);
  });

  test('a button pressed before the app has started does what it says once it has', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    const modules = await holdAppModules(page);
    await modules.opened('/');
    await page.getByRole('button', { name: 'Book a session' }).click();
    modules.release();
    await expect(page.getByRole('dialog', { name: 'Book a Tutor Session' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Book a session' })).toBeFocused();
    expect(errors).toEqual([]);
  });

  test('a page scrolled before the app has started stays where it was scrolled', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await rememberParsedHeading(page);
    const modules = await holdAppModules(page);
    await modules.opened('/pricing');
    const question = page.getByText('Can I cancel anytime?');
    await question.scrollIntoViewIfNeeded();
    const scrolledTo = await page.evaluate(() => scrollY);
    expect(scrolledTo).toBeGreaterThan(0);
    modules.release();
    await expect.poll(() => hydratedParsedHeading(page)).toBe(true);
    // The mascot joins after the app's first render, and the router acts on that render.
    await expect(page.getByRole('img', { name: 'Summit, your study buddy' })).toBeAttached();
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(await page.evaluate(() => scrollY)).toBe(scrolledTo);
    await question.click();
    await expect(
      page.getByText(/Cancel from your Subscription page whenever you like/),
    ).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('a signed-in user gets the shell, and Home at /', async ({ page }) => {
    const errors = collectErrors(page);
    await signUpViaApi(page, newUser({ firstname: 'Grace' }));
    const shell = await page.request.get('/');
    expect(await shell.text()).not.toContain('data-prerendered');
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Welcome, Grace!' })).toBeVisible();
    await expect(page.getByRole('heading', { name: PAGES[0].heading })).toHaveCount(0);
    await page.goto('/pricing');
    await expect(page.getByRole('link', { name: /^Choose / }).first()).toHaveAttribute(
      'href',
      '/subscription/confirm?plan=Monthly',
    );
    expect(errors).toEqual([]);
  });

  test('a stored user without a session gets a fresh render, not the visitor page kept', async ({
    page,
  }) => {
    // The session cookie is gone (expired, cleared) but the browser still has its stored user:
    // the server sends the visitor's page, the app checks the session and shows the landing.
    await signUpViaApi(page, newUser(), { signedIn: true });
    await page.context().clearCookies();
    const errors = collectErrors(page);
    await rememberParsedHeading(page);
    // The app may start moving before the page's load event: wait for what it shows instead.
    await page.goto('/', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1, name: PAGES[0].heading })).toBeVisible();
    await expect(page).toHaveURL('/');
    expect(await hydratedParsedHeading(page)).toBe(false);
    // The session check answers 401, which the browser logs; nothing else may go wrong.
    expect(errors.filter((error) => !/status of 401/.test(error))).toEqual([]);
  });
});
