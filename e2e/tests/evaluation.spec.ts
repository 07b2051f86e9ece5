import { expect, test, type Page } from '@playwright/test';
import { expectVisibleFocus } from './a11y';
import { followLandingLink } from './hydration';
import { waitForMail } from './mailbox';

// Signed out, against the test bank's evaluation: three questions a section, in each section a
// multiple choice, a number box and a text box, in that order.

const answerBox = (page: Page) => page.getByPlaceholder('Enter your answer...');
const banner = (page: Page) => page.getByRole('region', { name: 'Tired? You can submit' });
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Submit Your Evaluation' });
const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true });
const back = (page: Page) => page.getByRole('button', { name: 'Back', exact: true });

async function expectAt(page: Page, section: number, question: number, overall: number) {
  const main = page.getByRole('main');
  await expect(main.getByText(`Section ${section}`, { exact: true })).toBeVisible();
  await expect(main.getByText(`Question ${question} of 3`, { exact: true })).toBeVisible();
  await expect(main.getByText(`${overall} / 6`, { exact: true })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Overall progress' })).toHaveAttribute(
    'aria-valuenow',
    String(overall),
  );
}

test.describe('SAT Math evaluation', () => {
  test('answers across sections, survives a reload, submits and goes home', async ({
    page,
    baseURL,
  }) => {
    await page.goto('/evaluation');
    await expect(page).toHaveTitle(/^SAT Math Evaluation · /);
    await expect(page.getByRole('heading', { name: 'SAT Math Evaluation' })).toBeVisible();
    await expectAt(page, 1, 1, 1);
    await expect(page.getByRole('article', { name: 'Section 1, Question 1 of 3' })).toContainText(
      'what is the value of',
    );
    await expect(banner(page)).toHaveCount(0);

    // Section 1: a choice, then a number; the text box stays empty.
    await page.getByRole('radio', { name: 'A. 4' }).check();
    await expect(banner(page)).toBeVisible();
    await expect(banner(page)).toContainText("You've answered 1 out of 6 questions");
    await next(page).click();
    await expectAt(page, 1, 2, 2);
    // The number box holds what the SAT's does: a fraction stays a fraction, 6 characters.
    await answerBox(page).fill('1234567');
    await expect(answerBox(page)).toHaveValue('123456');
    await answerBox(page).fill('3/4');
    await expect(answerBox(page)).toHaveValue('3/4');
    await answerBox(page).fill('21');
    await expect(banner(page)).toContainText("You've answered 2 out of 6 questions");
    await next(page).click();
    await expectAt(page, 1, 3, 3);
    await expect(answerBox(page)).toHaveAttribute('maxlength', '200');
    await expect(answerBox(page)).toHaveValue('');

    // The end of section 1 leads to section 2 question 1, and Back returns to section 1's last.
    await next(page).click();
    await expectAt(page, 2, 1, 4);
    await page.getByRole('radio', { name: 'B. 5' }).check();
    await back(page).click();
    await expectAt(page, 1, 3, 3);
    await back(page).click();
    await expect(answerBox(page)).toHaveValue('21');
    await back(page).click();
    await expect(page.getByRole('radio', { name: 'A. 4' })).toBeChecked();

    // An accidental reload keeps the answers and the question on screen, and says so.
    await page.reload();
    await expectAt(page, 1, 1, 1);
    await expect(page.getByText('Welcome back! Your 3 answers from earlier')).toBeVisible();
    await expect(page.getByRole('radio', { name: 'A. 4' })).toBeChecked();
    await expect(banner(page)).toContainText("You've answered 3 out of 6 questions");
    await next(page).click();
    await expect(answerBox(page)).toHaveValue('21');
    for (let i = 0; i < 2; i++) await next(page).click();
    await expect(page.getByRole('radio', { name: 'B. 5' })).toBeChecked();

    // The final question: Submit instead of Next, and no banner.
    for (let i = 0; i < 2; i++) await next(page).click();
    await expectAt(page, 2, 3, 6);
    await expect(next(page)).toHaveCount(0);
    await expect(banner(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Submit', exact: true })).toBeEnabled();

    // Submit Now from the banner: the dialog checks the email before sending.
    await back(page).click();
    await banner(page).getByRole('button', { name: 'Submit Now' }).click();
    await expect(dialog(page)).toBeVisible();
    await expect(dialog(page).getByLabel('Email Address')).toBeFocused();
    await dialog(page).getByRole('button', { name: 'Submit' }).click();
    await expect(dialog(page).getByText('Please enter your email address')).toBeVisible();
    await dialog(page).getByLabel('Email Address').fill('abc');
    await dialog(page).getByRole('button', { name: 'Submit' }).click();
    await expect(dialog(page).getByText('Please enter a valid email address')).toBeVisible();

    // Its own address: other specs submit as parent@example.com, and the receipt is capped at
    // three a day per address, so a shared one would leave this receipt unsent.
    const email = `receipt.${Date.now()}@example.com`;
    await dialog(page).getByLabel('Email Address').fill(`  ${email} `);
    const submitted = page.waitForRequest('**/api/questions/evaluation/submit');
    await dialog(page).getByRole('button', { name: 'Submit' }).click();
    expect((await submitted).postDataJSON()).toEqual({
      email,
      answers: { 'test-eval-s1-01': 'A', 'test-eval-s1-02': '21', 'test-eval-s2-01': 'B' },
      // The section timer's record (evaluation-timer.spec.ts follows it closely).
      sectionSeconds: [expect.any(Number), expect.any(Number)],
    });
    await expect(
      page.getByText(
        'Hooray! You have submitted your evaluation test. One of our experts will send you a detailed feedback for free! We wish you a great day ahead!',
      ),
    ).toBeVisible();
    await expect(dialog(page)).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('evaluation_progress'))).toBeNull();
    // The receipt reaches the student's inbox over SMTP.
    const receipt = await waitForMail(baseURL!, email, /SAT Math Evaluation/);
    expect(receipt.subject).toBe('We received your SAT Math Evaluation');

    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL('/');
  });

  test('a tab closed by mistake opens where it was; someone else starts over', async ({
    page,
    context,
  }) => {
    await page.goto('/evaluation');
    await page.getByRole('radio', { name: 'A. 4' }).check();
    await next(page).click();
    await answerBox(page).fill('21');
    await page.close();

    const again = await context.newPage();
    await again.goto('/evaluation');
    await expectAt(again, 1, 2, 2);
    await expect(answerBox(again)).toHaveValue('21');
    const notice = again.getByText(/^Welcome back! Your 2 answers from earlier on this device/);
    await expect(notice).toBeVisible();
    await again.getByRole('button', { name: 'Start over' }).click();
    await expect(again.getByRole('button', { name: 'Yes, start over' })).toBeFocused();
    await again.getByRole('button', { name: 'Keep my answers' }).click();
    await expect(again.getByRole('button', { name: 'Start over' })).toBeFocused();
    await again.getByRole('button', { name: 'Start over' }).click();
    await again.getByRole('button', { name: 'Yes, start over' }).click();
    await expectAt(again, 1, 1, 1);
    await expect(again.getByRole('article', { name: 'Section 1, Question 1 of 3' })).toBeFocused();
    await expect(again.getByRole('radio', { name: 'A. 4' })).not.toBeChecked();
    await expect(notice).toHaveCount(0);
    await expect(banner(again)).toHaveCount(0);
  });

  test('Submit waits for an answer; Back on the first question leaves', async ({ page }) => {
    await page.goto('/');
    await page.goto('/evaluation');
    await expectAt(page, 1, 1, 1);
    // One step at a time: the page is the server's until the app starts, which keeps one early
    // press for it, not five.
    for (let overall = 2; overall <= 6; overall++) {
      await next(page).click();
      await expectAt(page, overall <= 3 ? 1 : 2, ((overall - 1) % 3) + 1, overall);
    }
    await expect(page.getByRole('button', { name: 'Submit', exact: true })).toBeDisabled();
    // Next, which had the focus, is gone: the words saying why Submit waits have it.
    await expect(page.getByText('Please answer at least one question')).toBeFocused();
    await answerBox(page).fill('3');
    await expect(page.getByRole('button', { name: 'Submit', exact: true })).toBeEnabled();

    // Cancel closes the dialog without sending.
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await dialog(page).getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog(page)).toHaveCount(0);

    for (let i = 0; i < 5; i++) await back(page).click();
    await expectAt(page, 1, 1, 1);
    // Opened with no earlier page in the app: Back goes home.
    await back(page).click();
    await expect(page).toHaveURL('/');
  });

  test('Back on the first question returns to the page before', async ({ page }) => {
    await page.goto('/login');
    // An in-app navigation (no page links here yet): a history entry the router counts as a
    // step forward, announced the way the browser would.
    await page.evaluate(() => {
      const previous = window.history.state as { __TSR_index?: number };
      const state = { ...previous, __TSR_index: (previous.__TSR_index ?? 0) + 1, key: 'eval' };
      window.history.pushState({ ...state, __TSR_key: 'eval' }, '', '/evaluation');
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    });
    await expectAt(page, 1, 1, 1);
    await back(page).click();
    await expect(page).toHaveURL('/login');
  });

  test('Back on the first question returns to the site the visitor came from', async ({
    page,
    baseURL,
  }) => {
    // Another site's page with a link to the evaluation, followed as a visitor would.
    const link = `<a href="${new URL('/evaluation', baseURL)}">SAT Math Evaluation</a>`;
    await page.goto(`data:text/html,<h1>Search results</h1>${encodeURIComponent(link)}`);
    await page.getByRole('link', { name: 'SAT Math Evaluation' }).click();
    await expectAt(page, 1, 1, 1);
    await back(page).click();
    await expect(page.getByRole('heading', { name: 'Search results' })).toBeVisible();
  });

  test('works from the keyboard alone', async ({ page }) => {
    await page.goto('/evaluation');
    await expectAt(page, 1, 1, 1);
    const first = page.getByRole('radio', { name: 'A. 4' });
    await first.focus();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('radio', { name: 'B. 5' })).toBeChecked();
    await expectVisibleFocus(page.getByRole('radio', { name: 'B. 5' }));
    await page.keyboard.press('Tab');
    await expectVisibleFocus(back(page));
    await page.keyboard.press('Tab');
    await expectVisibleFocus(next(page));
    await page.keyboard.press('Enter');
    await expectAt(page, 1, 2, 2);
    await expectVisibleFocus(next(page));

    // The banner follows the buttons.
    await page.keyboard.press('Tab');
    const submitNow = banner(page).getByRole('button', { name: 'Submit Now' });
    await expectVisibleFocus(submitNow);
    await page.keyboard.press('Enter');
    const email = dialog(page).getByLabel('Email Address');
    await expectVisibleFocus(email);
    // Tab goes round the dialog and stays inside it.
    for (const name of ['Cancel', 'Submit', 'Close']) {
      await page.keyboard.press('Tab');
      await expectVisibleFocus(dialog(page).getByRole('button', { name, exact: true }));
    }
    await page.keyboard.press('Tab');
    await expectVisibleFocus(email);
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toHaveCount(0);
    await expectVisibleFocus(submitNow);
  });

  test('a failed submit keeps the dialog open with the failure toast', async ({ page }) => {
    await page.route('**/api/questions/evaluation/submit', (route) =>
      route.fulfill({ status: 500, json: { message: 'Internal Server Error' } }),
    );
    await page.goto('/evaluation');
    await page.getByRole('radio', { name: 'A. 4' }).check();
    await banner(page).getByRole('button', { name: 'Submit Now' }).click();
    await dialog(page).getByLabel('Email Address').fill('parent@example.com');
    await dialog(page).getByRole('button', { name: 'Submit' }).click();
    // Announced, although the open dialog hides the rest of the page from screen readers.
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: 'Failed to submit evaluation. Please try again.' }),
    ).toBeVisible();
    await expect(dialog(page)).toBeVisible();
    await expect(dialog(page).getByRole('button', { name: 'Submit' })).toBeEnabled();
    await expect(dialog(page).getByRole('button', { name: 'Submit' })).toBeFocused();
  });

  test('shows the loading state, then the failure text, and recovers on retry', async ({
    page,
  }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let failing = true;
    await page.route('**/api/questions/evaluation', async (route) => {
      if (!failing) return route.continue();
      await held;
      return route.fulfill({ status: 500, json: { message: 'Internal Server Error' } });
    });

    // Followed from the landing page, the page is drawn by the app from the API's answer (loaded
    // at its address, it comes drawn by the server).
    await followLandingLink(page, 'SAT Math Evaluation');
    await expect(page.getByText('Loading evaluation questions...')).toBeVisible();
    await expect(page.getByRole('main').getByRole('status')).toBeVisible();
    release();
    await expect(
      page.getByText('Failed to load evaluation questions. Please try again.'),
    ).toBeVisible();

    failing = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expectAt(page, 1, 1, 1);
  });
});
