import { expect, test, type Page } from '@playwright/test';
import { logInViaUi, newUser, signUpViaApi, signUpViaUi, userMenuButton } from './helpers';

test.describe('sign up, sign out, sign in', () => {
  test('signing up opens the home page with the user menu', async ({ page }) => {
    const user = newUser({ firstname: 'Beatrice', lastname: 'Shilling' });
    await signUpViaUi(page, user);

    await expect(page.getByText('Account created successfully!')).toBeVisible();
    await expect(page).toHaveURL('/');
    const menu = userMenuButton(page);
    await expect(menu.getByTestId('user-menu-initial')).toHaveText('B');
    await expect(menu.getByTestId('user-menu-name')).toHaveText('Beatrice');
    await expect(menu.getByTestId('user-menu-tier')).toHaveText('Guest');
    await expect(page.getByRole('heading', { name: 'Welcome, Beatrice!' })).toBeVisible();

    await menu.click();
    for (const entry of ['Your Profile', 'Previously Answered', 'Subscription', 'Sign out']) {
      await expect(page.getByRole('menuitem', { name: entry })).toBeVisible();
    }
  });

  test('signing out says goodbye and returns to /, then signing in again works', async ({
    page,
  }) => {
    const user = newUser({ firstname: 'Grace' });
    await signUpViaApi(page, user);
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'Profile Settings' })).toBeVisible();

    await userMenuButton(page).click();
    const clickedAt = Date.now();
    const logoutCall = page.waitForRequest('**/api/auth/logout');
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page.getByText('Goodbye, Grace! See you soon.')).toBeVisible();
    // SPEC §4: the goodbye shows first, the logout follows 0.3 s later.
    // POST, so the CSRF guard covers it (issue 34).
    expect((await logoutCall).method()).toBe('POST');
    expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(300);
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('link', { name: 'Login', exact: true }).first()).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('auth_user'))).toBeNull();

    // The session is gone on the server too.
    const verify = await page.request.get('/api/auth/verify');
    expect(verify.status()).toBe(401);

    await page.getByRole('banner').getByRole('link', { name: 'Login' }).click();
    await expect(page).toHaveURL('/login');
    await logInViaUi(page, user.email, user.password);
    await expect(page.getByText('Logged in successfully!')).toBeVisible();
    await expect(page).toHaveURL('/');
    await expect(userMenuButton(page).getByTestId('user-menu-name')).toHaveText('Grace');
  });

  test('a redirect to another site is ignored after signing in', async ({ page }) => {
    const user = newUser();
    await signUpViaApi(page, user, { signedIn: false });
    await page.goto('/login?redirect=%2F%2Fevil.example');
    await logInViaUi(page, user.email, user.password);
    await expect(page).toHaveURL('/');
  });

  test("a wrong password marks both fields 'Invalid email or password'", async ({ page }) => {
    const user = newUser();
    await signUpViaApi(page, user, { signedIn: false });
    await page.goto('/login');
    await logInViaUi(page, user.email, 'Wrong-password1');

    const email = page.getByLabel('Email');
    const password = page.getByLabel('Password', { exact: true });
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('Invalid email or password');
    await expect(password).toHaveAccessibleDescription('Invalid email or password');
    await expect(page).toHaveURL('/login');
  });

  test('the login form validates before calling the server', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Invalid email address')).toBeVisible();
  });

  test("the sign-in card has room for Google's 400 px button", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    for (const path of ['/login', '/signup']) {
      await page.goto(path);
      // The fields span the card's inner width, where the identity button goes.
      const field = await page.getByLabel('Email').boundingBox();
      expect(field?.width, path).toBeGreaterThanOrEqual(400);
    }
  });
});

test.describe('register rules', () => {
  const submit = (page: Page) => page.getByRole('button', { name: 'Create account' }).click();

  test.beforeEach(async ({ page }) => {
    await page.goto('/signup');
    await expect(page.getByRole('heading', { name: 'Join the Academy!' })).toBeVisible();
    await expect(
      page.getByText('Password must contain: 8+ characters, uppercase, lowercase, and number'),
    ).toBeVisible();
  });

  test('empty fields', async ({ page }) => {
    await submit(page);
    await expect(page.getByText('First name is required')).toBeVisible();
    await expect(page.getByText('Last name is required')).toBeVisible();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
    await expect(page).toHaveURL('/signup');
  });

  test('bad email', async ({ page }) => {
    await page.getByLabel('Email').fill('ada@');
    await submit(page);
    await expect(page.getByText('Invalid email address')).toBeVisible();
  });

  const passwordCases: Array<[string, string, string[]]> = [
    ['short', 'Ab1', ['Password must be at least 8 characters']],
    ['no uppercase', 'abcdefg1', ['Password must contain at least one uppercase letter']],
    ['no lowercase', 'ABCDEFG1', ['Password must contain at least one lowercase letter']],
    ['no number', 'Abcdefgh', ['Password must contain at least one number']],
    [
      'several rules at once',
      'abc',
      [
        'Password must be at least 8 characters',
        'Password must contain at least one uppercase letter',
        'Password must contain at least one number',
      ],
    ],
  ];
  for (const [name, password, messages] of passwordCases) {
    test(`password: ${name}`, async ({ page }) => {
      await page.getByLabel('Password', { exact: true }).fill(password);
      await submit(page);
      for (const message of messages) await expect(page.getByText(message)).toBeVisible();
    });
  }

  test('names over 50 characters', async ({ page }) => {
    await page.getByLabel('First name').fill('A'.repeat(51));
    await page.getByLabel('Last name').fill('B'.repeat(51));
    await submit(page);
    await expect(page.getByText('First name cannot be more than 50 characters')).toBeVisible();
    await expect(page.getByText('Last name cannot be more than 50 characters')).toBeVisible();
  });

  test('names without a letter, and names that are only hidden characters', async ({ page }) => {
    await page.getByLabel('First name').fill('...');
    await page.getByLabel('Last name').fill('\u200b\u202e');
    await submit(page);
    await expect(page.getByText('First name must contain a letter')).toBeVisible();
    await expect(page.getByText('Last name is required')).toBeVisible();
  });

  test("'Creating account...' shows on a disabled button while pending", async ({ page }) => {
    await page.route('**/api/auth/signup', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    const user = newUser();
    await page.getByLabel('First name').fill(user.firstname);
    await page.getByLabel('Last name').fill(user.lastname);
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await submit(page);
    await expect(page.getByRole('button', { name: 'Creating account...' })).toBeDisabled();
    await expect(page).toHaveURL('/');
  });
});

test.describe('shell', () => {
  test("an unknown URL shows 'Not Found', with the status that says so", async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Not Found' })).toBeVisible();
    await expect(
      page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }),
    ).toBeVisible();
  });

  test('moving to another page within the app says its name to screen readers', async ({
    page,
  }) => {
    await page.goto('/about');
    const announcer = page.getByTestId('route-announcer');
    await expect(announcer).toHaveAttribute('aria-live', 'assertive');
    await expect(announcer).toHaveText('');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Pricing' }).click();
    await expect(page).toHaveURL('/pricing');
    // The title changes a moment after the address: read it once it has.
    await expect(page).toHaveTitle(/^Pricing/);
    await expect(announcer).toHaveText(await page.title());
  });

  test('the footer links and the switch between sign-in and sign-up are finger-sized', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/login');
    const targets = [
      ...(await page.getByRole('contentinfo').getByRole('link').all()),
      page.getByRole('link', { name: 'Create an account' }),
    ];
    for (const target of targets) {
      // WCAG 2.5.8: at least 24 px high.
      expect((await target.boundingBox())!.height).toBeGreaterThanOrEqual(24);
    }
  });

  test('visitors see Login and Sign Up, and the footer links', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    await expect(banner.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/pricing');
    await expect(footer.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');
    await expect(footer.getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/about');
  });

  test('page titles follow the route', async ({ page }) => {
    await page.goto('/login');
    await expect(page).toHaveTitle(/^Login · /);
    await page.goto('/signup');
    await expect(page).toHaveTitle(/^Sign Up · /);
  });
});
