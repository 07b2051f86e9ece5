import { expect, test } from '@playwright/test';
import { newUser, signUpViaApi } from './helpers';

// A phone with text at 200% (WCAG 1.4.4, the root's font size doubled): the pages a student
// opens most ran 40–100 px wider than the screen. Grids whose one column sized itself to its
// cards' longest words, and the trial notice's words and button kept on one line.

const pages = [
  { path: '/', ready: 'Available Topics' },
  { path: '/practice', ready: 'Algebra' },
  { path: '/tests', ready: 'free questions left' },
  { path: '/previously-answered', ready: 'All Modules' },
];

test('at 375 px and 200% text, the student’s main pages fit the screen', async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 375, height: 800 });
  await signUpViaApi(page, newUser({ firstname: 'Evangeline' }));
  for (const { path, ready } of pages) {
    await page.goto(path);
    await expect(page.getByText(ready).first()).toBeAttached();
    await page.addStyleTag({ content: 'html { font-size: 200%; }' });
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, path).toBeLessThanOrEqual(375);
  }
});

test('at 375 px and 200% text, a timed test keeps its title and question in lines', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 375, height: 800 });
  await signUpViaApi(page, newUser({ firstname: 'Evangeline' }));
  await page.goto('/tests');
  await page
    .getByRole('listitem')
    .filter({ hasText: 'Short set: Algebra' })
    .getByRole('button', { name: 'Start' })
    .click();
  await expect(page.getByRole('heading', { name: 'Question 1 of 4' })).toBeVisible();
  await page.addStyleTag({ content: 'html { font-size: 200%; }' });
  // The bar's room for the mascot was 8rem, 256 px at this size: the title stood a word a line
  // ("Adva" over "nced"), and the question's column sized itself to its widest line.
  const title = page.getByRole('heading', { name: 'Short set: Algebra', level: 1 });
  expect(await title.evaluate((e) => e.getBoundingClientRect().width)).toBeGreaterThan(180);
  const question = page.getByRole('article', { name: 'Question 1 of 4' });
  expect(await question.evaluate((e) => e.getBoundingClientRect().right)).toBeLessThanOrEqual(375);
});

test('at 375 px and 200% text, the public pages fit the screen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  // The landing's cards and the evaluation's timer and Back/Next rows ran 100–170 px wider.
  for (const [path, heading] of [
    ['/', /Reach your best score/],
    ['/evaluation', 'SAT Math Evaluation'],
    ['/pricing', /./],
    ['/login', /./],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await page.addStyleTag({ content: 'html { font-size: 200%; }' });
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, path).toBeLessThanOrEqual(375);
  }
});
