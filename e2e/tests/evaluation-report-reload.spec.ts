import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './other-browser';

// A family that reloads, or comes back to, the tab after submitting finds its report again;
// another browser does not. Signed out, against the test bank's evaluations.

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Submit Your Evaluation' });
const hooray = (page: Page) => page.getByText(/^Hooray! You have submitted your evaluation test\./);
const scoreHeading = (page: Page, name: string) =>
  page.getByRole('heading', { name: new RegExp(`^Estimated ${name} score: \\d{3}–\\d{3}$`) });

async function submit(page: Page, button: Locator) {
  await button.click();
  await dialog(page).getByLabel('Email Address').fill(`reload.${Date.now()}@example.com`);
  await dialog(page).getByRole('button', { name: 'Submit' }).click();
  await expect(hooray(page)).toBeVisible();
}

test('the report survives a reload until a new evaluation is started', async ({
  page,
  otherBrowser,
}) => {
  await page.goto('/evaluation');
  await page.getByRole('radio', { name: 'A. 4' }).check();
  await submit(
    page,
    page
      .getByRole('region', { name: 'Tired? You can submit' })
      .getByRole('button', { name: 'Submit Now' }),
  );
  const range = await scoreHeading(page, 'SAT Math').textContent();
  const missedCount = await page
    .getByRole('region', { name: /Questions to review/ })
    .getByRole('listitem')
    .count();

  await page.reload();
  await expect(hooray(page)).toBeVisible();
  await expect(page.getByRole('heading', { name: range! })).toBeVisible();
  await expect(
    page.getByRole('region', { name: /Questions to review/ }).getByRole('listitem'),
  ).toHaveCount(missedCount);
  // Only the key (and the address sign-up offers) is kept in the browser, not the report or its
  // answers; the offer survives the reload.
  const kept = await page.evaluate(() => localStorage.getItem('evaluation_report'));
  expect(Object.keys(JSON.parse(kept!)).sort()).toEqual(['email', 'id', 'key', 'savedAt']);
  await expect(page.getByRole('link', { name: 'Start the Quarterly plan' })).toHaveAttribute(
    'href',
    /^\/signup\?plan=Quarterly&email=reload\.\d+%40example\.com$/,
  );

  // Someone else's browser finds the evaluation, not this report.
  const other = await otherBrowser();
  await other.goto('/evaluation');
  await expect(other.getByRole('radio', { name: 'A. 4' })).toBeVisible();
  await expect(hooray(other)).toHaveCount(0);

  // The English evaluation is apart: it starts afresh, and its own report is kept too.
  await page.goto('/evaluation/reading-writing');
  await page.getByRole('radio', { name: /welcome/ }).check();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await submit(page, page.getByRole('button', { name: 'Submit', exact: true }));
  await page.reload();
  await expect(scoreHeading(page, 'SAT Reading and Writing')).toBeVisible();

  await page.goto('/evaluation');
  await expect(page.getByRole('heading', { name: range! })).toBeVisible();
  await page.getByRole('button', { name: 'Start a new evaluation' }).click();
  // The button pressed is gone: the focus goes to the first question, not back to the page.
  await expect(page.getByRole('article', { name: 'Section 1, Question 1 of 3' })).toBeFocused();
  await expect(page.getByText(/^Welcome back!/)).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('radio', { name: 'A. 4' })).toBeVisible();
  await expect(hooray(page)).toHaveCount(0);
});
