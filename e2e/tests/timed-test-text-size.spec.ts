import { expect, test } from '@playwright/test';
import { formulaRoom } from './formula-room';
import { newUser, signUpViaApi } from './helpers';
import { boxOf } from './mascot';
import { startTimedTest } from './timed-test-start';

// A timed test's page with text at 200% (WCAG 1.4.4, the root's font size doubled), on a phone
// and a laptop, and its bar at normal text on a phone.

test('at 375 px and 200% text, a timed test keeps its title and question in lines', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 375, height: 800 });
  await signUpViaApi(page, newUser({ firstname: 'Evangeline' }));
  await startTimedTest(page, 'math', 'Short set: Algebra');
  await expect(page.getByRole('heading', { name: 'Question 1 of 4' })).toBeVisible();
  await page.addStyleTag({ content: 'html { font-size: 200%; }' });
  // The bar's room for the mascot was 8rem, 256 px at this size: the title stood a word a line
  // ("Adva" over "nced"), and the question's column sized itself to its widest line.
  const title = page.getByRole('heading', { name: 'Short set: Algebra', level: 1 });
  expect(await title.evaluate((e) => e.getBoundingClientRect().width)).toBeGreaterThan(180);
  const question = page.getByRole('article', { name: 'Question 1 of 4' });
  expect(await question.evaluate((e) => e.getBoundingClientRect().right)).toBeLessThanOrEqual(375);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  // A fieldset was as wide as its longest formula, past the screen's edge; held to the screen,
  // the rem margins of the page, the card and the choice left a formula no room at all.
  if (await page.locator('fieldset label .katex').count()) {
    expect(await formulaRoom(page)).toBeGreaterThanOrEqual(116);
  }
  // The bar under the site's took 570 of the 800 px: it scrolls away with the page now.
  const bar = page.locator('header').filter({ has: title });
  await page.getByRole('button', { name: 'Finish test' }).scrollIntoViewIfNeeded();
  expect(await bar.evaluate((e) => e.getBoundingClientRect().bottom)).toBeLessThan(0);

  // The Finish dialog's warning kept clear of the close icon all the way down: a column of two
  // words a line ("Once you / finish the / test…") beside the counts' full lines below it.
  await page.getByRole('button', { name: 'Finish test' }).click();
  const dialog = page.getByRole('dialog', { name: 'Finish the test?' });
  const widthOf = (text: string | RegExp) =>
    dialog.getByText(text).evaluate((e) => e.getBoundingClientRect().width);
  const warning = await widthOf(/^Once you finish the test/);
  expect(warning).toBeGreaterThanOrEqual((await widthOf(/^\d+ unanswered\./)) - 1);
});

// At 1280 px the page keeps its two columns with text at 200%, and the numbers' column its
// 18rem: 576 px. The question was left about 370 px, and with a tool open the numbers' right
// edge (5, 10, 15, 20) lay under it.
test('at 1280 px and 200% text, a timed test’s question numbers stay clear of an open tool', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signUpViaApi(page, newUser({ firstname: 'Evangeline' }));
  await startTimedTest(page, 'math', 'Short set: Algebra');
  await expect(page.getByRole('heading', { name: 'Question 1 of 4' })).toBeVisible();
  await page.addStyleTag({ content: 'html { font-size: 200%; }' });
  await page.getByRole('button', { name: 'Reference' }).click();
  const sheet = page.getByRole('dialog', { name: 'Reference sheet' });
  await expect(sheet).toBeVisible();
  const tool = await boxOf(sheet);
  const numbers = await boxOf(page.getByRole('navigation', { name: 'Questions' }));
  const apart =
    numbers.x + numbers.width <= tool.x ||
    numbers.x >= tool.x + tool.width ||
    numbers.y + numbers.height <= tool.y ||
    numbers.y >= tool.y + tool.height;
  expect(apart, 'the question numbers under the sheet').toBe(true);
  const question = page.getByRole('article', { name: 'Question 1 of 4' });
  expect((await boxOf(question)).width).toBeGreaterThan(600);
});

test('at 375 px and normal text, a timed test’s bar stays under the site’s', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 667 });
  await signUpViaApi(page, newUser({ firstname: 'Evangeline' }));
  await startTimedTest(page, 'math', 'Short set: Algebra');
  const title = page.getByRole('heading', { name: 'Short set: Algebra', level: 1 });
  const bar = page.locator('header').filter({ has: title });
  await page.getByRole('button', { name: 'Finish test' }).scrollIntoViewIfNeeded();
  await expect(bar).toBeInViewport();
  expect(await bar.evaluate((e) => e.getBoundingClientRect().top)).toBe(64);
});
