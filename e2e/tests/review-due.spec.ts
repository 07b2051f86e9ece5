import { expect, test, type Page } from '@playwright/test';
import { answerViaApi, moveClock, newUser, signUpViaApi } from './helpers';
import {
  answerOnCard,
  questionCard as card,
  questionServedDuring,
  type AlgebraId,
} from './practice-card';

const CORRECT = 'Correct! You are doing great!';
const WRONG = 'Incorrect but you can do it! Try again!';

const reviewLink = (page: Page) => page.getByRole('link', { name: /^Review: \d+ due$/ });

/** Answers the question on the card through the page and waits for its verdict. */
async function answer(page: Page, id: AlgebraId, correct: boolean) {
  await answerOnCard(page, id, correct);
  await expect(card(page).getByRole('status')).toHaveText(correct ? CORRECT : WRONG);
}

test.afterEach(async ({ page }) => {
  await moveClock(page, 0);
});

test('a missed question comes back in /practice/review once it is due', async ({ page }) => {
  test.setTimeout(90_000);
  await signUpViaApi(page, newUser());
  const { _id: missed } = await questionServedDuring<{ _id: AlgebraId }>(page, () =>
    page.goto('/practice/algebra'),
  );
  await answer(page, missed, false);

  // Due tomorrow: nothing to review yet.
  await page.goto('/practice');
  await expect(page.getByRole('heading', { name: 'Choose Your Topic' })).toBeVisible();
  await expect(reviewLink(page)).toHaveCount(0);
  await page.goto('/practice/review');
  await expect(page.getByRole('heading', { name: 'No reviews due.' })).toBeVisible();
  await expect(page.getByText(/^Next review: \w+day, \w+ \d+ at \d+:\d\d [AP]M\.$/)).toBeVisible();

  await moveClock(page, 2);
  await page.goto('/');
  await expect(reviewLink(page)).toHaveText('Review: 1 due');
  await page.goto('/practice');
  await expect(reviewLink(page)).toHaveText('Review: 1 due');
  const due = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/review/due');
  await reviewLink(page).click();
  await expect(page).toHaveURL('/practice/review');
  await expect(page).toHaveTitle(/^Review · Practice · /);
  expect((await (await due).json()).map((q: { _id: string }) => q._id)).toEqual([missed]);
  await expect(card(page)).toBeVisible();
  await expect(card(page).getByRole('heading', { name: 'Question' })).toBeFocused();

  await answer(page, missed, true);
  await page.getByRole('button', { name: 'Next Question' }).click();
  await expect(page.getByRole('heading', { name: 'No reviews due.' })).toBeVisible();
  await expect(page.getByText(/^Next review: /)).toBeVisible();
  await page.getByRole('link', { name: 'Back to practice' }).click();
  await expect(page).toHaveURL('/practice');
  await expect(reviewLink(page)).toHaveCount(0);
});

test('Skip for now in review moves to the next card due; the last one offers no skip', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signUpViaApi(page, newUser());
  await answerViaApi(page, 'test-linear-001', 'A', false);
  await answerViaApi(page, 'test-system-001', 'D', false);
  await moveClock(page, 2);

  const servedNext = () =>
    page
      .waitForResponse((r) => new URL(r.url()).pathname === '/api/review/due')
      .then(async (r) => ((await r.json()) as { _id: AlgebraId }[])[0]!._id);
  const first = servedNext();
  await page.goto('/practice/review');
  const skipped = await first;
  await expect(card(page)).toBeVisible();
  await expect(page.getByText('2 questions due now')).toBeVisible();

  const second = servedNext();
  await card(page).getByRole('button', { name: 'Skip for now' }).click();
  const other = await second;
  expect(other).not.toBe(skipped);
  await expect(page.getByText('Skipped for now: it will come back later.')).toBeVisible();

  await answer(page, other, true);
  const third = servedNext();
  await page.getByRole('button', { name: 'Next Question' }).click();
  expect(await third).toBe(skipped);
  // The one answered right went to a later day: one is left.
  await expect(page.getByText('1 question due now')).toBeVisible();
  // The only card left: a skip would bring it straight back, so none is offered.
  await expect(card(page).getByRole('button', { name: 'Check Answer' })).toBeVisible();
  await expect(card(page).getByRole('button', { name: 'Skip for now' })).toHaveCount(0);
});
