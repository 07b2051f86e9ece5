// Screenshots for a visual review: `npm run screens --workspace e2e` writes them to
// e2e/screenshots/ (ignored by git). Tagged @screens, so the normal test run skips them.
import { expect, test, type Page } from '@playwright/test';
import { answerViaApi, newUser, signUpViaApi, userMenuButton } from './tests/helpers';

const widths = [375, 1280];
const dir = new URL('./screenshots/', import.meta.url).pathname;

// Whole pages, except where a dialog or menu is open: a full-page capture draws fixed elements
// (dialogs, the mascot) as if the window were as tall as the page, so not where a visitor sees
// them. The mascot's real place is checked by tests/mascot-placement.spec.ts.
const shoot = (page: Page, name: string, width: number, { fullPage = true } = {}) =>
  page.screenshot({ path: `${dir}${name}-${width}.png`, fullPage, animations: 'disabled' });
const shootWindow = (page: Page, name: string, width: number) =>
  shoot(page, name, width, { fullPage: false });

for (const width of widths) {
  test.describe(`at ${width}px`, { tag: '@screens' }, () => {
    test.use({ viewport: { width, height: width < 600 ? 812 : 900 } });

    test('visitor pages', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('link', { name: 'Get started' })).toBeVisible();
      await shoot(page, 'landing', width);

      await page.goto('/login');
      await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
      await shoot(page, 'login', width);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page.getByText('Email is required')).toBeVisible();
      await shoot(page, 'login-errors', width);

      await page.goto('/signup');
      await expect(page.getByRole('button', { name: 'Create account' })).toBeVisible();
      await shoot(page, 'signup', width);
      await page.getByLabel('Password', { exact: true }).fill('abc');
      await page.getByRole('button', { name: 'Create account' }).click();
      await expect(page.getByText('First name is required')).toBeVisible();
      await shoot(page, 'signup-errors', width);

      await page.goto('/no-such-page');
      await expect(page.getByRole('heading', { name: 'Not Found' })).toBeVisible();
      await shoot(page, 'not-found', width);
    });

    test('signed-in pages', async ({ page }) => {
      await signUpViaApi(page, newUser({ firstname: 'Katherine', lastname: 'Johnson' }));
      await page.goto('/');
      await expect(page.getByRole('heading', { name: /^Welcome/ })).toBeVisible();
      await shoot(page, 'home', width);
      await userMenuButton(page).click();
      await expect(page.getByRole('menuitem', { name: 'Sign out' })).toBeVisible();
      await shootWindow(page, 'user-menu', width);
      await page.keyboard.press('Escape');

      await page.goto('/profile');
      await expect(page.getByRole('button', { name: 'Edit' })).toBeVisible();
      await shoot(page, 'profile', width);
      await page.getByRole('button', { name: 'Edit' }).click();
      await shoot(page, 'profile-edit', width);
      await page.getByLabel('State', { exact: true }).click();
      await page.getByPlaceholder('Search by name or code...').fill('new');
      await shootWindow(page, 'profile-state-picker', width);
    });

    test('information, plans and booking', async ({ page }) => {
      for (const path of ['/pricing', '/about', '/contact']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await shoot(page, path.slice(1), width);
      }
      await page.goto('/');
      await page.getByRole('button', { name: 'Book a session' }).click();
      const booking = page.getByRole('dialog', { name: 'Book a Tutor Session' });
      await booking.getByRole('button', { name: 'Continue to Payment' }).click();
      await expect(booking.getByText('Please provide your contact information')).toBeVisible();
      await shootWindow(page, 'booking-errors', width);
    });

    test('evaluation', async ({ page }) => {
      await page.goto('/evaluation');
      await page.getByRole('radio', { name: 'A. 4' }).check();
      await expect(page.getByText("You've answered 1 out of 6 questions")).toBeVisible();
      await shoot(page, 'evaluation', width);
      await page.getByRole('button', { name: 'Submit Now' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await shootWindow(page, 'evaluation-submit', width);
    });

    test('practice, review and subscription', async ({ page }) => {
      await signUpViaApi(page, newUser());
      await page.goto('/practice');
      await expect(page.getByRole('heading', { name: 'Choose Your Topic' })).toBeVisible();
      await shoot(page, 'practice-topics', width);

      await page.getByRole('link', { name: /^Algebra / }).click();
      const card = page.getByRole('article', { name: 'Question' });
      await expect(card).toBeVisible();
      await page.getByRole('button', { name: /^Show hint \(0\// }).click();
      await shoot(page, 'practice-hint', width);
      const radios = card.locator('input[type="radio"]');
      if ((await radios.count()) > 0) await radios.first().check();
      else await page.getByLabel('Your answer').fill('1');
      await page.getByRole('button', { name: 'Check Answer' }).click();
      await expect(card.getByRole('status')).not.toHaveText('');
      await page.getByRole('button', { name: 'Show Answer' }).click();
      await expect(page.getByRole('region', { name: 'Answer and explanation' })).toBeVisible();
      await shoot(page, 'practice-answered', width);

      await answerViaApi(page, 'test-linear-002', '3/2', false);
      await answerViaApi(page, 'test-system-001', 'C', true);
      await page.goto('/previously-answered');
      const answered = page.getByRole('list', { name: 'Answered questions' }).getByRole('listitem');
      await expect(answered.first()).toBeVisible();
      await shoot(page, 'review', width);
      // The card's face, not its 'Report a problem' beside it.
      await answered.first().getByRole('button').first().click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await shootWindow(page, 'review-dialog', width);

      await page.goto('/subscription');
      await expect(page.getByRole('heading', { name: 'Subscription', level: 1 })).toBeVisible();
      await expect(page.getByText(/free questions left/)).toBeVisible();
      await shoot(page, 'subscription', width);
    });
  });
}
