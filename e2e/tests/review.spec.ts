import { expect, test, type Locator } from '@playwright/test';
import { newUser, signUpViaApi } from './helpers';
import { answer, studentWithAnswers, cards, card, cardButton, choice } from './review-helpers';
import { openInApp } from './practice-card';

test.describe('previously answered questions', () => {
  test('lists the answered questions, newest first, with their details', async ({ page }) => {
    await studentWithAnswers(page);
    await page.goto('/previously-answered');

    await expect(page).toHaveTitle(/^Previously Answered Questions · /);
    await expect(
      page.getByRole('heading', { name: 'Previously Answered Questions' }),
    ).toBeVisible();
    await expect(cards(page)).toHaveCount(3);
    await expect(cardButton(cards(page).nth(0))).toHaveAccessibleName(/x - y/);
    await expect(cards(page).nth(1)).toContainText('satisfies');
    await expect(cardButton(cards(page).nth(2))).toHaveAccessibleName(/2x \+ 3/);
    await expect(page.getByText('Showing 1–3 of 3 questions')).toBeVisible();

    const first = cards(page).nth(2);
    await expect(first).toContainText('Correct');
    await expect(first).toContainText('just now');
    await expect(first).toContainText('SAT Math');
    await expect(first).toContainText('Algebra');
    await expect(first).toContainText('Difficulty 1/5');
    await expect(first).toContainText('Earned 1 pt');
    // The card's button ends with the time spent; 'Retry this question' and 'Report a problem'
    // follow it.
    await expect(first.getByRole('button').first()).toContainText(/\d+s$/);
    await expect(first.getByRole('button', { name: 'Report a problem' })).toBeVisible();
    const wrong = cards(page).nth(0);
    await expect(wrong).toContainText('Incorrect');
    await expect(wrong).toContainText('No Points');
    // The math of the preview is rendered, not shown as TeX.
    await expect(wrong.locator('.katex').first()).toBeVisible();
    await expect(wrong).not.toContainText('$');
    // Screen readers get the question with its math written out in the card's name, which
    // holds every word on the card (Label in Name).
    await expect(wrong.getByRole('button').first()).toHaveAccessibleName(
      /^Incorrect, just now: If x \+ y = 10 and x - y = 4, what is the value of x\? Module: SAT Math Sub-module: .+ Difficulty \d\/5 No Points Time spent: \d+s$/,
    );
    // One page only: no pagination.
    await expect(page.getByRole('navigation', { name: 'Pagination' })).toHaveCount(0);
  });

  test('a card opens the Question Details modal with the answers in green and red', async ({
    page,
  }) => {
    await studentWithAnswers(page);
    await page.goto('/previously-answered');

    // Multiple choice, answered D; C is correct.
    const systemCard = card(page, 'x - y');
    await systemCard.click();
    const dialog = page.getByRole('dialog', { name: 'Question Details' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('what is the value of');
    const correct = choice(dialog, 'C');
    const mine = choice(dialog, 'D');
    await expect(correct.getByText('(Correct)')).toHaveClass(/text-green-700/);
    await expect(correct).toHaveClass(/bg-green-50/);
    await expect(mine.getByText('(Your Answer)')).toHaveClass(/text-red-700/);
    await expect(mine).toHaveClass(/bg-red-50/);
    await expect(choice(dialog, 'A')).not.toContainText('(');
    await expect(dialog.getByRole('heading', { name: 'Explanation' })).toBeVisible();
    await expect(dialog).toContainText('Adding the equations gives');
    await expect(dialog.getByText('Systems of Linear Equations')).toBeVisible();

    // Escape closes it and gives focus back to the card.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(systemCard).toBeFocused();

    // Free entry, by keyboard: the user's 3/2 in red, the correct 2/3 in green.
    const freeCard = card(page, 'satisfies');
    await freeCard.focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    const yourAnswer = dialog.getByText('(Your Answer)');
    await expect(yourAnswer).toHaveClass(/text-red-700/);
    await expect(dialog.getByText('3/2', { exact: true })).toBeVisible();
    await expect(dialog.getByText('(Correct)')).toHaveClass(/text-green-700/);
    await expect(dialog.locator('.katex').first()).toBeVisible();

    // The close icon has a name and dismisses it too.
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(freeCard).toBeFocused();

    // A right answer: its choice is both correct and the user's, in green.
    await card(page, '2x + 3').click();
    await expect(choice(dialog, 'B').getByText('(Correct)')).toHaveClass(/text-green-700/);
    await expect(choice(dialog, 'B').getByText('(Your Answer)')).toHaveClass(/text-green-700/);
  });

  test('a question answered again shows the last answer and says the first try scores', async ({
    page,
  }) => {
    await signUpViaApi(page, newUser());
    await answer(page, 'test-system-001', false);
    await answer(page, 'test-system-001', true);
    await page.goto('/previously-answered');
    const retried = cards(page).first();
    await expect(retried).toContainText('Correct');
    await expect(retried).toContainText('No Points');
    await expect(retried).toContainText('2 attempts');
    await card(page, 'x - y').click();
    const dialog = page.getByRole('dialog', { name: 'Question Details' });
    await expect(dialog).toContainText(
      'Shown: your last answer. Points and concept scores count your first try.',
    );
  });

  test('pages through the answers with a small page size from the URL', async ({ page }) => {
    await studentWithAnswers(page);
    await page.goto('/previously-answered?limit=2');

    const pagination = page.getByRole('navigation', { name: 'Pagination' });
    await expect(cards(page)).toHaveCount(2);
    await expect(pagination.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expect(pagination.getByRole('button', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(pagination.getByRole('button', { name: /^Page / })).toHaveCount(2);

    await pagination.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(cards(page)).toHaveCount(1);
    await expect(cardButton(cards(page).first())).toHaveAccessibleName(/2x \+ 3/);
    // Next disabled under the focus: the new page's first line has it.
    await expect(page.getByText('Showing 3–3 of 3 questions')).toBeFocused();
    await expect(pagination.getByRole('button', { name: 'Next' })).toBeDisabled();

    await page.reload();
    await expect(cards(page)).toHaveCount(1);
    await expect(pagination.getByRole('button', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    // The back button returns to page 1; a filter change also goes back to page 1.
    await page.goBack();
    await expect(cards(page)).toHaveCount(2);
    await pagination.getByRole('button', { name: 'Page 2' }).click();
    await expect(cards(page)).toHaveCount(1);
    await page.getByLabel('Module', { exact: true }).selectOption({ label: 'SAT Math' });
    await expect(page).not.toHaveURL(/page=/);
    await expect(page).toHaveURL(/limit=2/);
    await expect(cards(page)).toHaveCount(2);
  });

  test('Previous and Next stay in place from page to page, on a phone and a laptop', async ({
    page,
  }) => {
    await studentWithAnswers(page);
    await answer(page, 'test-system-002', true);
    const pagination = page.getByRole('navigation', { name: 'Pagination' });
    const next = pagination.getByRole('button', { name: 'Next' });
    // Where a control is within the pagination: the cards above differ in height from page to
    // page, and the new page may scroll the window.
    const placeOf = async (control: Locator) => {
      const [box, nav] = await Promise.all([control.boundingBox(), pagination.boundingBox()]);
      return { x: Math.round(box!.x - nav!.x), y: Math.round(box!.y - nav!.y) };
    };

    for (const viewport of [
      { width: 375, height: 812 },
      { width: 1280, height: 800 },
    ]) {
      await page.setViewportSize(viewport);
      // Four pages of one: 3, 4, 4 and 3 page numbers around the current one.
      await page.goto('/previously-answered?limit=1');
      await expect(cards(page)).toHaveCount(1);
      const previousPlace = await placeOf(pagination.getByRole('button', { name: 'Previous' }));
      const nextPlace = await placeOf(next);
      // On one row, Previous first.
      expect(nextPlace.y, `at ${viewport.width} px`).toBe(previousPlace.y);
      expect(nextPlace.x).toBeGreaterThan(previousPlace.x);
      for (const shown of [2, 3, 4]) {
        await next.click();
        await expect(pagination.getByRole('button', { name: `Page ${shown}` })).toHaveAttribute(
          'aria-current',
          'page',
        );
        expect(await placeOf(next), `Next on page ${shown} at ${viewport.width} px`).toEqual(
          nextPlace,
        );
        expect(await placeOf(pagination.getByRole('button', { name: 'Previous' }))).toEqual(
          previousPlace,
        );
      }
      await expect(pagination.getByRole('button', { name: /^Page / })).toHaveCount(3);
    }
    // On a phone the numbers have a row of their own, under Previous and Next.
    await page.setViewportSize({ width: 375, height: 812 });
    const numbers = await placeOf(pagination.getByRole('button', { name: 'Page 4' }));
    expect(numbers.y).toBeGreaterThan((await placeOf(next)).y);
  });

  test('a page past the end says where the answers end and goes there', async ({ page }) => {
    await studentWithAnswers(page);
    await page.goto('/previously-answered?limit=2&page=9');
    await expect(page.getByText('There is no page 9: these answers end on page 2.')).toBeVisible();
    await expect(page.getByText('No previously answered questions found.')).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Pagination' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Go to page 2' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(cards(page)).toHaveCount(1);
  });

  test('a new student sees the empty state', async ({ page }) => {
    await signUpViaApi(page, newUser());
    await page.goto('/previously-answered');
    await expect(page.getByText('No previously answered questions found.')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Pagination' })).toHaveCount(0);
  });

  test('a failed load shows the error with a way to try again', async ({ page }) => {
    await studentWithAnswers(page);
    let failing = true;
    await page.route('**/api/progress/answered-questions**', (route) =>
      failing ? route.fulfill({ status: 500, json: { message: 'boom' } }) : route.fallback(),
    );
    // Opened from inside the app: loaded by its address, the page comes drawn by the server.
    await openInApp(page, '/', /Previously Answered/);
    await expect(page.getByText('Failed to load questions. Please try again.')).toBeVisible();
    failing = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(cards(page)).toHaveCount(3);
  });

  test('signed-out visitors are sent to log in', async ({ page }) => {
    await page.goto('/previously-answered?search=x');
    await expect(page).toHaveURL(/\/login\?redirect=/);
  });
});
