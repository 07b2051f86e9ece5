import { expect, test, type Page } from '@playwright/test';

// The evaluation open in two tabs of one browser (a link opened twice, a tab kept from the
// landing page): both keep the same progress, so neither tab's answers are written away by the
// other's, and a submit in one shows its report in the other. Signed out, the test bank's.

const answered = (page: Page) => page.getByText(/^You've answered \d+ out of \d+ questions$/);
const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true });

test('answers given in either tab are kept, and a submit in one shows in both', async ({
  context,
}) => {
  const first = await context.newPage();
  await first.goto('/evaluation');
  await first.getByRole('radio').first().check();
  const second = await context.newPage();
  await second.goto('/evaluation');
  await expect(answered(second)).toHaveText(/^You've answered 1 out of/);

  await next(first).click();
  await first.getByRole('textbox', { name: 'Your answer' }).fill('5');
  await next(second).click();
  await next(second).click();
  await second.getByRole('textbox', { name: 'Your answer' }).fill('7');
  await expect(answered(second)).toHaveText(/^You've answered 3 out of/);
  await expect(answered(first)).toHaveText(/^You've answered 3 out of/);

  // A second of each tab's clock: each tab saves again, and the reload still finds all three.
  await first.waitForTimeout(1_500);
  await first.reload();
  await expect(first.getByText(/^Welcome back! Your 3 answers from earlier/)).toBeVisible();

  await first
    .getByRole('region', { name: 'Tired? You can submit' })
    .getByRole('button', { name: 'Submit Now' })
    .click();
  const dialog = first.getByRole('dialog', { name: 'Submit Your Evaluation' });
  await dialog.getByLabel('Email Address').fill(`tabs.${Date.now()}@example.com`);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  const hooray = /^Hooray! You have submitted your evaluation test\./;
  await expect(first.getByText(hooray)).toBeVisible();
  await expect(second.getByText(hooray)).toBeVisible();

  // Nothing of the evaluation sent is kept to be resumed as a new one.
  await second.waitForTimeout(1_500);
  expect(await second.evaluate(() => localStorage.getItem('evaluation_progress'))).toBeNull();
});
