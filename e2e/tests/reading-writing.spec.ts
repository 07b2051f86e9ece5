import { expect, test, type Page } from '@playwright/test';
import { newUser, signUpViaApi } from './helpers';

// Issue 40 against the test bank: one Words in Context question (test-wic-001, key B) and a
// two-question English evaluation (one question a section).

const shots = (name: string) => `test-results/reading-writing-${name}.png`;
const noSideScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test.describe('SAT Reading and Writing', () => {
  test('practices a Words in Context question on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await signUpViaApi(page, newUser());
    await page.goto('/practice');
    await page.getByRole('link', { name: /^Craft and Structure/ }).click();
    await expect(page).toHaveURL('/practice/craft-structure');

    const card = page.getByRole('article', { name: 'Question' });
    const passage = card.getByRole('region', { name: 'Passage' });
    await expect(passage).toContainText("The committee's report was blank: in only two pages");
    await expect(passage.locator('.blank')).toHaveText('blank');
    await page.screenshot({ path: shots('practice-375'), fullPage: true });
    expect(await noSideScroll(page)).toBe(true);

    // Folded away to bring the choices up, then opened again.
    await passage.getByRole('button', { name: 'Hide passage' }).click();
    await expect(passage.getByText('in only two pages')).toBeHidden();
    await passage.getByRole('button', { name: 'Show passage' }).click();
    await expect(passage.getByText(/in only two pages/)).toBeVisible();

    // A wrong choice first: where its mark does not fit beside the word on a phone, it goes
    // below it; beside it, it squeezed a long choice into a column of single words.
    await card.getByRole('radio').first().check();
    await page.getByRole('button', { name: 'Check Answer' }).click();
    const marked = card.locator('label[data-mark]');
    const mark = marked.getByText('Your answer — incorrect');
    await expect(mark).toBeVisible();
    const [textBox, markBox] = await Promise.all([
      marked.locator('[class*="whitespace-pre-line"]').boundingBox(),
      mark.boundingBox(),
    ]);
    expect(markBox!.y).toBeGreaterThanOrEqual(textBox!.y + textBox!.height);
    expect(textBox!.height).toBeLessThan(30); // one line
    await page.screenshot({ path: shots('practice-marked-375'), fullPage: true });

    await card.getByRole('radio', { name: /concise/ }).check();
    await page.getByRole('button', { name: 'Check Answer' }).click();
    await expect(card.getByRole('status')).toHaveText('Correct! You are doing great!');

    await page.setViewportSize({ width: 320, height: 700 });
    expect(await noSideScroll(page)).toBe(true);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: shots('practice-1280'), fullPage: true });
  });

  test('takes the English evaluation from the landing page to its result', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'SAT Math Evaluation' })).toHaveAttribute(
      'href',
      '/evaluation',
    );
    await page.getByRole('link', { name: 'SAT English Evaluation' }).click();
    await expect(page).toHaveURL('/evaluation/reading-writing');
    await expect(page).toHaveTitle(/^SAT Reading and Writing Evaluation · /);
    await expect(
      page.getByRole('heading', { name: 'SAT Reading and Writing Evaluation' }),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Passage' })).toContainText('dry weather');
    await page.getByRole('radio', { name: /welcome/ }).check();
    await page.setViewportSize({ width: 375, height: 800 });
    await page.screenshot({ path: shots('evaluation-375'), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: shots('evaluation-1280'), fullPage: true });

    await page.getByRole('button', { name: 'Next', exact: true }).click();
    // The comma splice, so the result has a miss to show with its passage.
    await page.getByRole('radio', { name: /1833, it/ }).check();
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Submit Your Evaluation' });
    await dialog.getByLabel('Email Address').fill('english.parent@example.com');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(
      page.getByRole('heading', { name: /^Estimated SAT Reading and Writing score: \d{3}–\d{3}$/ }),
    ).toBeVisible();
    const missed = page.getByRole('region', { name: /Questions to review/ });
    await expect(missed.getByRole('region', { name: 'Passage' })).toContainText(
      'Peterborough Town Library',
    );
    await page.screenshot({ path: shots('result-1280'), fullPage: true });
    await page.setViewportSize({ width: 375, height: 800 });
    await page.screenshot({ path: shots('result-375'), fullPage: true });
  });
});
