import { expect, test, type Response } from '@playwright/test';
import { newUser, signUpViaApi } from './helpers';
import { answerOnCard, questionCard, questionServedDuring, type AlgebraId } from './practice-card';
import { answer, cards } from './review-helpers';

const servedId = async (response: Promise<Response>) =>
  ((await (await response).json()) as { _id: AlgebraId })._id;

test('a question missed in practice is found under "Missed on first try" and retried', async ({
  page,
}) => {
  // Practice, the review twice, a retry and practice again: longer than one page's test.
  test.slow();
  await signUpViaApi(page, newUser());
  // Right the first time: never among the missed ones.
  await answer(page, 'test-linear-001', true);

  const { _id: missedId } = await questionServedDuring<{ _id: AlgebraId }>(page, () =>
    page.goto('/practice/algebra'),
  );
  await answerOnCard(page, missedId, false);

  await page.goto('/previously-answered');
  await expect(cards(page)).toHaveCount(2);
  await page.getByLabel('Result').selectOption({ label: 'Missed on first try' });
  await expect(page).toHaveURL(/[?&]result=missed-first/);
  await expect(cards(page)).toHaveCount(1);
  const missed = cards(page).first();
  await expect(missed.getByRole('button').first()).toHaveAccessibleName(/^Incorrect, just now: /);

  // Retry: practice opens on that very question.
  const retried = page.waitForResponse(
    (response) => new URL(response.url()).pathname === `/api/questions/${missedId}/practice`,
  );
  await missed.getByRole('link', { name: 'Retry this question' }).click();
  await expect(page).toHaveURL(`/practice/algebra?question=${missedId}`);
  expect(await servedId(retried)).toBe(missedId);
  await expect(questionCard(page)).toBeVisible();
  const retryNote = page.getByRole('note').filter({ hasText: /^A retry: points and concept/ });
  await expect(retryNote).toBeVisible();
  await answerOnCard(page, missedId, true);
  await expect(questionCard(page).getByRole('status')).toHaveText('Correct! You are doing great!');

  // Afterwards practice goes on with random picks.
  const next = page.waitForResponse((response) =>
    /\/api\/questions\/submodule\/algebra\/random$/.test(new URL(response.url()).pathname),
  );
  await page.getByRole('button', { name: 'Next Question' }).click();
  expect(await servedId(next)).not.toBe(missedId);
  await expect(retryNote).toHaveCount(0);
  // The retry is left behind in the address too: a reload resumes the new draw.
  await expect(page).toHaveURL(/\/practice\/algebra$/);

  // Still missed on the first try, now right on the second.
  await page.goto('/previously-answered?result=missed-first');
  await expect(cards(page)).toHaveCount(1);
  const fixed = cards(page).first().getByRole('button').first();
  await expect(fixed).toContainText('Correct on 2nd try');
  await expect(fixed).toContainText('2 attempts');
  await expect(fixed).toContainText('No Points');
  await fixed.click();
  const dialog = page.getByRole('dialog', { name: 'Question Details' });
  await expect(dialog).toContainText('Correct on 2nd try');
  await expect(dialog.getByRole('link', { name: 'Retry this question' })).toHaveAttribute(
    'href',
    `/practice/algebra?question=${missedId}`,
  );
  // Flagged from the details, which then say so.
  await dialog.getByRole('button', { name: 'Flag for my tutor' }).click();
  await page
    .getByRole('dialog', { name: 'Flag for my tutor' })
    .getByRole('button', { name: 'Flag question' })
    .click();
  await expect(dialog.getByText('Flagged for my tutor')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Edit flag' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('details-flagged.png') });
  await page.keyboard.press('Escape');

  await page.getByLabel('Result').selectOption({ label: 'Incorrect now' });
  await expect(page.getByText('No previously answered questions found.')).toBeVisible();
  await page.getByLabel('Result').selectOption({ label: 'Correct' });
  await expect(cards(page)).toHaveCount(2);
});

test('a retry opened by its address (a new tab, a reload) shows that question, not the pending draw', async ({
  page,
}) => {
  await signUpViaApi(page, newUser());
  const { _id: missedId } = await questionServedDuring<{ _id: AlgebraId }>(page, () =>
    page.goto('/practice/algebra'),
  );
  await answerOnCard(page, missedId, false);
  // Next Question leaves a draw waiting for an answer: the page must not show it instead.
  const { _id: pendingId } = await questionServedDuring<{ _id: AlgebraId }>(page, () =>
    page.getByRole('button', { name: 'Next Question' }).click(),
  );
  expect(pendingId).not.toBe(missedId);
  // A draw answered late must not take the retry's place either.
  await page.route('**/api/questions/submodule/algebra/random', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 700));
    await route.continue();
  });

  for (const open of [
    () => page.goto(`/practice/algebra?question=${missedId}`),
    () => page.reload(),
  ]) {
    const retried = page.waitForResponse(
      (response) => new URL(response.url()).pathname === `/api/questions/${missedId}/practice`,
    );
    await open();
    expect(await servedId(retried)).toBe(missedId);
    await expect(questionCard(page)).toBeVisible();
    await page.waitForTimeout(1000);
  }
  await answerOnCard(page, missedId, true);
  await expect(questionCard(page).getByRole('status')).toHaveText('Correct! You are doing great!');
});

test("a retry of another topic's question is said once and leaves the address", async ({
  page,
}) => {
  await signUpViaApi(page, newUser());
  await page.goto('/practice/algebra?question=test-wic-001');
  await expect(
    page.getByText('That question belongs to another topic: here is one of this topic.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/practice\/algebra$/);
  await expect(questionCard(page)).toBeVisible();
  // A reload practises on without the message.
  await page.reload();
  await expect(questionCard(page)).toBeVisible();
  await expect(page.getByText(/belongs to another topic/)).toHaveCount(0);
});
