import { expect, test } from '@playwright/test';
import { logInViaUi, newUser, signUpViaApi, userMenuButton } from './helpers';

// A session's life seen from the browser: checked at start, ended on the server or in another
// tab, and where each leaves the user. Signing up, in and out themselves are in auth.spec.ts.
test.describe('sessions', () => {
  test('when the session has ended, the next call says so on the login page, and back after signing in', async ({
    page,
  }) => {
    const user = newUser();
    await signUpViaApi(page, user);
    await page.goto('/practice/algebra');
    const card = page.getByRole('article', { name: 'Question' });
    await expect(card.getByRole('button', { name: 'Check Answer' })).toBeVisible();

    // The session expires: the page still believes it is signed in.
    await page.context().clearCookies();
    const radios = card.getByRole('radio');
    if ((await radios.count()) > 0) await radios.first().check();
    else await card.getByLabel('Your answer').fill('1');
    await card.getByRole('button', { name: 'Check Answer' }).click();
    await expect(page).toHaveURL('/login?redirect=%2Fpractice%2Falgebra');
    const notice = page.getByRole('status').filter({ hasText: 'Your session has ended' });
    await expect(notice).toHaveText('Your session has ended. Please sign in again.');

    // Said once: the same page loaded again is an ordinary login page.
    await page.reload();
    await expect(page.getByRole('heading', { name: /^Sign in to continue/ })).toBeVisible();
    await expect(notice).toHaveCount(0);

    await logInViaUi(page, user.email, user.password);
    await expect(page).toHaveURL('/practice/algebra');
  });

  test("another tab's sign-in and sign-out are followed at once", async ({ page }) => {
    const user = newUser({ firstname: 'Radia' });
    await signUpViaApi(page, user, { signedIn: false });
    await page.goto('/about');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();

    const otherTab = await page.context().newPage();
    await otherTab.goto('/login');
    await logInViaUi(otherTab, user.email, user.password);
    await expect(otherTab).toHaveURL('/');
    await expect(userMenuButton(page)).toContainText('Radia');
    await page
      .getByRole('banner')
      .getByRole('link', { name: /^Summit Prep/ })
      .click();
    await expect(page.getByRole('heading', { name: 'Welcome, Radia!' })).toBeVisible();
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'Profile Settings' })).toBeVisible();

    await userMenuButton(otherTab).click();
    await otherTab.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page).toHaveURL('/login?redirect=%2Fprofile');
    await expect(
      page.getByRole('status').filter({ hasText: 'Your session has ended' }),
    ).toBeVisible();
  });

  test('a signed-in user opening login or register goes on to where they were headed', async ({
    page,
  }) => {
    await signUpViaApi(page, newUser({ firstname: 'Hedy' }));
    await page.goto('/login?redirect=%2Fprofile');
    await expect(page).toHaveURL('/profile');
    await expect(page.getByRole('heading', { name: 'Profile Settings' })).toBeVisible();
    await page.goto('/signup');
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { name: 'Welcome, Hedy!' })).toBeVisible();
    await expect(page.getByLabel('Password', { exact: true })).toHaveCount(0);
  });

  test('a protected page sends a visitor to login and back after signing in', async ({ page }) => {
    const user = newUser();
    await signUpViaApi(page, user, { signedIn: false });

    await page.goto('/profile');
    await expect(page).toHaveURL('/login?redirect=%2Fprofile');
    await expect(
      page.getByRole('heading', { name: 'Sign in to continue your learning journey' }),
    ).toBeVisible();

    await logInViaUi(page, user.email, user.password);
    await expect(page).toHaveURL('/profile');
    await expect(page.getByRole('heading', { name: 'Profile Settings' })).toBeVisible();
  });

  test('while a stored session is checked, / and a protected page show a spinner', async ({
    page,
  }) => {
    const held: (() => void)[] = [];
    const answer = () => held.splice(0).forEach((release) => release());
    await page.route('**/api/auth/verify', async (route) => {
      await new Promise<void>((resolve) => held.push(resolve));
      await route.fulfill({ status: 401, json: { message: 'Not authenticated' } });
    });
    await page.goto('/about');
    const checking = page.getByText('Checking your session');
    for (const [path, after] of [
      ['/', /\/$/],
      ['/profile', /\/login\?redirect=%2Fprofile$/],
    ] as const) {
      await page.evaluate(() =>
        localStorage.setItem(
          'auth_user',
          JSON.stringify({ _id: 'slow', firstname: 'Slow', lastname: 'User', email: 's@b.co' }),
        ),
      );
      await page.goto(path);
      await expect(checking).toBeVisible();
      await expect.poll(() => held.length).toBeGreaterThan(0);
      answer();
      await expect(checking).toHaveCount(0);
      await expect(page).toHaveURL(after);
    }
  });

  test("a returning user's home asks for its topics while the session is checked, once", async ({
    page,
  }) => {
    await signUpViaApi(page, newUser());
    let release = () => {};
    const verifyHeld = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/auth/verify', async (route) => {
      await verifyHeld;
      await route.fallback();
    });
    const topicCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/modules/submodules')) topicCalls.push(request.url());
    });

    await page.goto('/');
    await expect(page.getByText('Checking your session')).toBeVisible();
    // Asked for beside the check, not once it has answered.
    await expect.poll(() => topicCalls.length).toBe(1);
    release();
    await expect(page.getByRole('heading', { name: 'Available Topics' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Algebra/ }).first()).toBeVisible();
    expect(topicCalls).toHaveLength(1);
  });

  test('a stored user whose session is gone is cleared and asked to sign in, saying why', async ({
    page,
  }) => {
    await page.goto('/');
    await page.evaluate(() =>
      localStorage.setItem(
        'auth_user',
        JSON.stringify({
          _id: 'gone',
          firstname: 'Ghost',
          lastname: 'User',
          email: 'g@example.com',
        }),
      ),
    );
    await page.goto('/profile');
    await expect(page).toHaveURL('/login?redirect=%2Fprofile');
    await expect(page.getByRole('status').filter({ hasText: 'Your session has ended' })).toHaveText(
      'Your session has ended. Please sign in again.',
    );
    expect(await page.evaluate(() => localStorage.getItem('auth_user'))).toBeNull();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
  });
});
