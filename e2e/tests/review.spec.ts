import { expect, test, type Locator, type Page } from '@playwright/test';
import { answerViaApi, newUser, signUpViaApi } from './helpers';

// The test bank's questions (apps/server/test/fixtures/bank) with a right and a wrong answer.
const BANK = {
  'test-linear-001': { right: 'B', wrong: 'A' },
  'test-linear-002': { right: '2/3', wrong: '3/2' },
  'test-system-001': { right: 'C', wrong: 'D' },
  'test-system-002': { right: '8', wrong: '6' },
} as const;
type QuestionId = keyof typeof BANK;

const answer = (page: Page, questionId: QuestionId, correct: boolean) =>
  answerViaApi(page, questionId, BANK[questionId][correct ? 'right' : 'wrong'], correct);

/** A new student who answered linear-001 right, then linear-002 and system-001 wrong. */
async function studentWithAnswers(page: Page) {
  await signUpViaApi(page, newUser());
  await answer(page, 'test-linear-001', true);
  await answer(page, 'test-linear-002', false);
  await answer(page, 'test-system-001', false);
}

const cards = (page: Page) =>
  page.getByRole('list', { name: 'Answered questions' }).getByRole('listitem');
const card = (page: Page, text: string | RegExp) =>
  cards(page).filter({ hasText: text }).getByRole('button');
const conceptsButton = (page: Page) => page.getByRole('button', { name: /^Concepts/ });
const conceptOptions = (page: Page) => page.getByRole('listbox').getByRole('option');
const choice = (dialog: Locator, id: string) =>
  dialog.getByRole('listitem').filter({ hasText: `Choice ${id}:` });

test.describe('previously answered questions', () => {
  test('lists the answered questions, newest first, with their details', async ({ page }) => {
    await studentWithAnswers(page);
    await page.goto('/previously-answered');

    await expect(page).toHaveTitle(/^Previously Answered Questions · /);
    await expect(
      page.getByRole('heading', { name: 'Previously Answered Questions' }),
    ).toBeVisible();
    await expect(cards(page)).toHaveCount(3);
    await expect(cards(page).nth(0)).toContainText('x - y');
    await expect(cards(page).nth(1)).toContainText('satisfies');
    await expect(cards(page).nth(2)).toContainText('2x + 3');
    await expect(page.getByText('Showing 1–3 of 3 questions')).toBeVisible();

    const first = cards(page).nth(2);
    await expect(first).toContainText('Correct');
    await expect(first).toContainText('just now');
    await expect(first).toContainText('SAT Math');
    await expect(first).toContainText('Algebra');
    await expect(first).toContainText('Difficulty 1/5');
    await expect(first).toContainText('Earned 1 pt');
    await expect(first).toContainText(/\d+s$/);
    const wrong = cards(page).nth(0);
    await expect(wrong).toContainText('Incorrect');
    await expect(wrong).toContainText('No Points');
    // The math of the preview is rendered, not shown as TeX.
    await expect(wrong.locator('.katex').first()).toBeVisible();
    await expect(wrong).not.toContainText('$');
    // Screen readers get the question with its math written out as the card's name.
    await expect(
      page.getByRole('button', {
        name: 'Incorrect, just now: If x + y = 10 and x - y = 4, what is the value of x?',
      }),
    ).toBeVisible();
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

  test('a stale filter link drops what does not exist and shows the answers', async ({ page }) => {
    await studentWithAnswers(page);
    await page.goto('/previously-answered?module=gone&subModule=gone-too&concepts=x,y,z');
    await expect(page).toHaveURL(/\/previously-answered$/);
    await expect(cards(page)).toHaveCount(3);
    await expect(conceptsButton(page)).toContainText('Select concepts...');
    await expect(page.getByText('Failed to fetch submodules')).toHaveCount(0);

    await page.goto(
      '/previously-answered?module=sat-math&concepts=linear-equations-one-variable,gone',
    );
    await expect(page).toHaveURL(
      '/previously-answered?module=sat-math&concepts=linear-equations-one-variable',
    );
    await expect(cards(page)).toHaveCount(2);
  });

  test('search narrows the list and survives a reload', async ({ page }) => {
    await studentWithAnswers(page);
    await page.goto('/previously-answered');
    await expect(cards(page)).toHaveCount(3);

    const search = page.getByLabel('Search');
    await expect(search).toHaveAttribute('placeholder', 'Search part of question title..');
    await search.fill('SATISFIES');
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toContainText('satisfies');
    await expect(page).toHaveURL(/search=SATISFIES/);

    await page.reload();
    await expect(page.getByLabel('Search')).toHaveValue('SATISFIES');
    await expect(cards(page)).toHaveCount(1);

    await page.getByLabel('Search').fill('no such words');
    await expect(page.getByText('No previously answered questions found.')).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(cards(page)).toHaveCount(3);
    await expect(page.getByLabel('Search')).toHaveValue('');
  });

  test('module, then sub-module, then concepts filter; reload keeps them', async ({ page }) => {
    await studentWithAnswers(page);
    const submoduleCalls: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/modules\/[^/]+\/submodules$/.test(new URL(request.url()).pathname)) {
        submoduleCalls.push(request.url());
      }
    });
    await page.goto('/previously-answered');
    await expect(cards(page)).toHaveCount(3);

    const moduleSelect = page.getByLabel('Module', { exact: true });
    const subModuleSelect = page.getByLabel('Sub-module');
    await expect(moduleSelect.locator('option:checked')).toHaveText('All Modules');
    await expect(subModuleSelect).toBeDisabled();
    await expect(subModuleSelect.locator('option:checked')).toHaveText('All Sub-modules');
    await expect(conceptsButton(page)).toHaveText('Select concepts...');
    expect(submoduleCalls).toEqual([]);

    // All concepts are offered before a module is chosen, each with its description and place.
    await conceptsButton(page).click();
    const options = conceptOptions(page);
    await expect(options).toHaveCount(3);
    await expect(options.filter({ hasText: 'Circles, Arcs and Sectors' })).toContainText(
      'SAT Math → Geometry and Trigonometry',
    );
    await expect(options.filter({ hasText: 'Systems of Linear Equations' })).toContainText(
      'Solve two linear equations together.',
    );
    await page.keyboard.press('Escape');

    await moduleSelect.selectOption({ label: 'SAT Math' });
    await expect(subModuleSelect).toBeEnabled();
    expect(submoduleCalls).toHaveLength(1);
    await expect(page).toHaveURL(/module=sat-math/);
    await expect(cards(page)).toHaveCount(3);

    // A sub-module without answers: empty, and only its concepts are offered.
    await subModuleSelect.selectOption({ label: 'Geometry and Trigonometry' });
    await expect(page.getByText('No previously answered questions found.')).toBeVisible();
    await conceptsButton(page).click();
    await expect(options).toHaveCount(1);
    await expect(options).toContainText('Circles, Arcs and Sectors');
    await page.keyboard.press('Escape');

    await subModuleSelect.selectOption({ label: 'Algebra' });
    await expect(cards(page)).toHaveCount(3);
    await conceptsButton(page).click();
    await expect(options).toHaveCount(2);
    await options.filter({ hasText: 'Systems of Linear Equations' }).click();
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toContainText('x - y');
    await expect(conceptsButton(page)).toContainText('Systems of Linear Equations');
    // The list stays open for another choice.
    await options.filter({ hasText: 'Linear Equations in One Variable' }).click();
    await expect(conceptsButton(page)).toContainText('2 concepts selected');
    await expect(cards(page)).toHaveCount(3);
    await page.keyboard.press('Escape');

    await page.reload();
    await expect(moduleSelect.locator('option:checked')).toHaveText('SAT Math');
    await expect(subModuleSelect.locator('option:checked')).toHaveText('Algebra');
    await expect(conceptsButton(page)).toContainText('2 concepts selected');
    await expect(cards(page)).toHaveCount(3);

    // A new module clears the sub-module and the concepts.
    await moduleSelect.selectOption({ label: 'All Modules' });
    await expect(subModuleSelect).toBeDisabled();
    await expect(conceptsButton(page)).toHaveText('Select concepts...');
    await expect(page).not.toHaveURL(/subModule|concepts/);
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
    await expect(cards(page).first()).toContainText('2x + 3');
    await expect(page.getByText('Showing 3–3 of 3 questions')).toBeVisible();
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
    await page.goto('/previously-answered');
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
