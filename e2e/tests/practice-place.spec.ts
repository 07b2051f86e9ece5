import { expect, test, type Page } from '@playwright/test';
import { newUser, signUpViaApi } from './helpers';
import { answerOnCard, questionCard, questionServedDuring, type AlgebraId } from './practice-card';

/** Runs `action` and returns the id of the question served meanwhile. */
const servedDuring = async (page: Page, action: () => Promise<unknown>) =>
  (await questionServedDuring(page, action))._id;

// Decision 007, rule 6: the question handed out comes back until it is checked.
test('a reload, or signing in again, brings back the question not yet checked', async ({
  page,
}) => {
  const user = newUser();
  await signUpViaApi(page, user);
  const first = await servedDuring(page, () => page.goto('/practice/algebra'));
  expect(await servedDuring(page, () => page.reload())).toBe(first);

  await page.context().clearCookies();
  await page.goto('/login?redirect=%2Fpractice%2Falgebra');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  const afterSignIn = await servedDuring(page, () =>
    page.getByRole('button', { name: 'Sign in' }).click(),
  );
  expect(afterSignIn).toBe(first);
});

test('"How scores work" opens beside a question just missed, which stays as it was', async ({
  page,
}) => {
  await signUpViaApi(page, newUser());
  const missed = (await servedDuring(page, () => page.goto('/practice/algebra'))) as AlgebraId;
  await answerOnCard(page, missed, false);
  const card = questionCard(page);
  await expect(card.getByRole('status')).toHaveText('Incorrect but you can do it! Try again!');
  await card.getByRole('button', { name: 'Show Answer' }).click();
  const explanation = card.getByRole('region', { name: 'Answer and explanation' });
  await expect(explanation).toBeVisible();
  const verdict = (await card.getByRole('status').textContent())!;

  const help = page.getByRole('button', { name: 'How scores work' });
  await help.click();
  await expect(help).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText(/^A concept’s score \(0–10\) estimates/)).toBeVisible();
  await expect(page.getByText('Mastered', { exact: true })).toBeVisible();
  // Still the question missed, its verdict and its answer on screen.
  await expect(page).toHaveURL('/practice/algebra');
  await expect(card.getByRole('status')).toHaveText(verdict);
  await expect(explanation).toBeVisible();

  await help.click();
  await expect(page.getByText(/^A concept’s score/)).toHaveCount(0);
});
