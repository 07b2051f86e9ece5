import { expect, type Page } from '@playwright/test';
import { expectVisibleFocus } from './a11y';
import { answerViaApi, newUser, signUpViaApi } from './helpers';
import { hydratedParsedHeading, rememberParsedHeading } from './hydration';
import { test } from './other-browser';
import { bookAndPay, closeHoursAfterEach, openEveryDay, tutorIn } from './tutor-hours';

// Keyboard alone, with a focus ring on every stop. The evaluation's keyboard test lives in
// evaluation.spec.ts, the review modal's Escape and Enter in review.spec.ts.

const button = (page: Page, name: string | RegExp) => page.getByRole('button', { name });

/**
 * Opens a page the server draws and waits for the app to take it over: until then a control
 * that waits for an answer or a choice (Check Answer, the Sub-module) is disabled, and a Tab
 * would pass over it. The keys are the app's to answer.
 */
async function openHydrated(page: Page, path: string) {
  await rememberParsedHeading(page);
  await page.goto(path);
  await expect.poll(() => hydratedParsedHeading(page)).toBe(true);
}

test.describe('keyboard alone', () => {
  test('the practice card: answer, check, hints, the answer, next question', async ({ page }) => {
    await signUpViaApi(page, newUser());
    await openHydrated(page, '/practice/algebra');
    const card = page.getByRole('article', { name: 'Question' });
    const radios = card.getByRole('radio');
    await expect(button(page, 'Check Answer')).toBeVisible();
    if ((await radios.count()) > 0) {
      await radios.first().focus();
      await expectVisibleFocus(radios.first());
      await page.keyboard.press('ArrowDown');
      await expect(radios.nth(1)).toBeChecked();
      await expectVisibleFocus(radios.nth(1));
    } else {
      await card.getByLabel('Your answer').focus();
      await expectVisibleFocus(card.getByLabel('Your answer'));
      await page.keyboard.type('1');
    }

    await page.keyboard.press('Tab');
    await expectVisibleFocus(button(page, 'Check Answer'));
    await page.keyboard.press('Enter');
    await expect(card.getByRole('status')).not.toHaveText('');
    // Disabled while checking, and after it for the answer it checked (Enter again would only
    // record another attempt): the focus goes on to the first action left, Show Answer.
    await expect(button(page, 'Check Answer')).toBeDisabled();
    await expectVisibleFocus(button(page, 'Show Answer'));
    await page.keyboard.press('Tab');
    await expectVisibleFocus(button(page, 'Next Question'));
    await page.keyboard.press('Tab');
    const hint = button(page, /^Show hint \(0\//);
    await expectVisibleFocus(hint);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('region', { name: 'Hints' }).getByRole('listitem')).toHaveCount(1);

    // Back up past the hints' toggle to the answer.
    await page.keyboard.press('Shift+Tab');
    await expectVisibleFocus(page.getByRole('button', { name: 'Hints', exact: true }));
    await page.keyboard.press('Shift+Tab');
    await expectVisibleFocus(button(page, 'Next Question'));
    await page.keyboard.press('Shift+Tab');
    await expectVisibleFocus(button(page, 'Show Answer'));
    await page.keyboard.press('Enter');
    // The answer takes the focus from the button it replaced, so it is read out.
    await expect(page.getByRole('region', { name: 'Answer and explanation' })).toBeFocused();

    await page.keyboard.press('Shift+Tab');
    await expectVisibleFocus(button(page, 'Next Question'));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('region', { name: 'Answer and explanation' })).toHaveCount(0);
    // Tab goes on from the new card's heading: through its math tools to its answer.
    await page.keyboard.press('Tab');
    await expectVisibleFocus(card.getByRole('button', { name: 'Calculator' }));
    await page.keyboard.press('Tab');
    await expectVisibleFocus(card.getByRole('button', { name: 'Reference' }));
    await page.keyboard.press('Tab');
    const next = card.getByRole('radio').first().or(card.getByLabel('Your answer'));
    await expectVisibleFocus(next);
  });

  test('a dialog on a phone: Tab meets its buttons in the order they are shown', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await signUpViaApi(page, newUser());
    await openHydrated(page, '/practice/algebra');
    await button(page, 'Report a problem').click();
    const dialog = page.getByRole('dialog', { name: 'Report a problem with this question' });
    await dialog.getByLabel(/^Details/).focus();
    await page.keyboard.press('Tab');
    const [first, second] = [
      dialog.getByRole('button', { name: 'Cancel' }),
      dialog.getByRole('button', { name: 'Send report' }),
    ];
    await expectVisibleFocus(first);
    await page.keyboard.press('Tab');
    await expectVisibleFocus(second);
    // Stacked on a phone, the one Tab reaches first is the one above.
    const [above, below] = [(await first.boundingBox())!, (await second.boundingBox())!];
    expect(above.y).toBeLessThan(below.y);
  });

  test('the booking dialog: open, Tab stays inside, Escape closes, focus returns', async ({
    page,
  }) => {
    await page.goto('/');
    const open = button(page, 'Book a session');
    await open.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Book a Tutor Session' });
    const stops = [
      dialog.getByLabel('Name (optional)'),
      dialog.getByLabel('Email or Phone Number'),
      dialog.getByRole('radio', { name: 'Online' }),
      dialog.getByLabel('Number of Sessions (1-12)'),
      dialog.getByRole('button', { name: 'Continue to Payment' }),
      dialog.getByRole('link', { name: 'Refund policy' }),
      dialog.getByRole('button', { name: 'Close' }),
    ];
    await expectVisibleFocus(stops[0]!);
    for (const stop of [...stops.slice(1), stops[0]!]) {
      await page.keyboard.press('Tab');
      await expectVisibleFocus(stop);
    }
    await page.keyboard.press('Shift+Tab');
    await expectVisibleFocus(stops.at(-1)!);

    // The session type by arrow keys, the total follows.
    await stops[2]!.focus();
    await page.keyboard.press('ArrowDown');
    await expect(dialog.getByRole('radio', { name: 'In-person' })).toBeChecked();
    await expect(dialog.getByTestId('booking-total')).toHaveText('$120');

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expectVisibleFocus(open);
  });

  test('the review modal: Tab stays inside it, and Enter on Close closes it', async ({ page }) => {
    await signUpViaApi(page, newUser());
    await answerViaApi(page, 'test-linear-001', 'A', false);
    await openHydrated(page, '/previously-answered');
    const card = page.getByRole('list', { name: 'Answered questions' }).getByRole('button').first();
    await card.focus();
    await expectVisibleFocus(card);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Question Details' });
    const close = dialog.getByRole('button', { name: 'Close' });
    await expectVisibleFocus(close);
    // The focus stays in the dialog: Close, Retry this question and the flag, round and back.
    const retry = dialog.getByRole('link', { name: 'Retry this question' });
    const flag = dialog.getByRole('button', { name: 'Flag for my tutor' });
    // Disabled until the flag's state has loaded.
    await expect(flag).toBeEnabled();
    await page.keyboard.press('Tab');
    await expectVisibleFocus(retry);
    await page.keyboard.press('Tab');
    await expectVisibleFocus(flag);
    await page.keyboard.press('Tab');
    await expectVisibleFocus(close);
    await page.keyboard.press('Shift+Tab');
    await expectVisibleFocus(flag);
    await page.keyboard.press('Shift+Tab');
    await expectVisibleFocus(retry);
    await page.keyboard.press('Shift+Tab');
    await expectVisibleFocus(close);
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expectVisibleFocus(card);
  });

  test('the review filters: search, module, sub-module and concepts', async ({ page }) => {
    await signUpViaApi(page, newUser());
    await answerViaApi(page, 'test-linear-001', 'A', false);
    await answerViaApi(page, 'test-system-001', 'C', true);
    await openHydrated(page, '/previously-answered');
    const cards = page.getByRole('list', { name: 'Answered questions' }).getByRole('listitem');
    await expect(cards).toHaveCount(2);

    const search = page.getByLabel('Search');
    await search.focus();
    await expectVisibleFocus(search);
    await page.keyboard.type('x - y');
    await expect(cards).toHaveCount(1);
    await page.keyboard.press('Control+A');
    await page.keyboard.press('Delete');
    await expect(cards).toHaveCount(2);

    await page.keyboard.press('Tab');
    const moduleSelect = page.getByLabel('Module', { exact: true });
    await expectVisibleFocus(moduleSelect);
    await page.keyboard.press('ArrowDown');
    await expect(moduleSelect.locator('option:checked')).toHaveText('SAT Math');
    await page.keyboard.press('Tab');
    const subModuleSelect = page.getByLabel('Sub-module');
    await expectVisibleFocus(subModuleSelect);
    // The module's sub-modules arrive from the server after it is chosen: an arrow pressed
    // before has only "All Sub-modules" to move through (it failed so on a slow machine).
    await expect(subModuleSelect.getByRole('option', { name: 'Algebra' })).toBeAttached();
    await page.keyboard.press('ArrowDown');
    await expect(subModuleSelect.locator('option:checked')).toHaveText('Algebra');

    await page.keyboard.press('Tab');
    const concepts = button(page, /^Concepts/);
    await expectVisibleFocus(concepts);
    await page.keyboard.press('Enter');
    await page.keyboard.type('systems');
    await page.keyboard.press('Enter');
    await expect(concepts).toContainText('Systems of Linear Equations');
    await expect(cards).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expectVisibleFocus(concepts);
  });

  test('the profile: Edit, Cancel and Save keep the focus where the user is', async ({ page }) => {
    await signUpViaApi(page, newUser({ firstname: 'Mary' }));
    await page.goto('/profile');
    const edit = button(page, 'Edit');
    await edit.focus();

    await page.keyboard.press('Enter');
    await expectVisibleFocus(page.getByLabel('First Name'));
    await button(page, 'Cancel').focus();
    await page.keyboard.press('Enter');
    await expectVisibleFocus(edit);

    await page.keyboard.press('Enter');
    // Typed only once the field has the focus, as a user who sees it would.
    await expectVisibleFocus(page.getByLabel('First Name'));
    await page.keyboard.press('Control+A');
    await page.keyboard.type('Katherine');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: /^Katherine / })).toBeVisible();
    await expectVisibleFocus(edit);
  });
});

test.describe('keyboard alone, a booked session', () => {
  closeHoursAfterEach();

  // Move and Cancel open a form in the session's card: the focus fell to the page as each
  // opened and closed.
  test('Move and Cancel on /sessions: into each form, back to its button, to the session when done', async ({
    page,
    otherBrowser,
  }) => {
    test.setTimeout(90_000);
    await openEveryDay(await tutorIn(otherBrowser));
    const student = newUser();
    await signUpViaApi(page, student);
    await bookAndPay(page, student.email, 1, 3);
    await page.goto('/sessions');
    const session = page.getByRole('region', { name: /^Booking TS-/ }).getByRole('listitem');
    const move = button(page, 'Move');
    await move.focus();
    await page.keyboard.press('Enter');
    await expectVisibleFocus(session.getByLabel('New time (Dallas time)'));
    // Move session waits for a time: the next stop is the way out.
    await page.keyboard.press('Tab');
    await expectVisibleFocus(button(page, 'Keep the current time'));
    await page.keyboard.press('Enter');
    await expectVisibleFocus(move);

    await page.keyboard.press('Tab');
    await expectVisibleFocus(button(page, 'Cancel session'));
    await page.keyboard.press('Enter');
    await expectVisibleFocus(session.getByText(/^Cancel this session\?/));
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expectVisibleFocus(button(page, 'Keep it'));
    await page.keyboard.press('Enter');
    await expectVisibleFocus(button(page, 'Cancel session'));

    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expectVisibleFocus(button(page, 'Yes, cancel it'));
    await page.keyboard.press('Enter');
    const summary = session.locator('[tabindex="-1"]').filter({ hasText: /^Session 1: / });
    await expect(summary).toContainText('Canceled');
    await expectVisibleFocus(summary);
  });
});
