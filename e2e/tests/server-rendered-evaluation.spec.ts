import { expect, test, type Page } from '@playwright/test';
import { descriptionOf } from '@academy/shared/page-descriptions';
import { newUser, signUpViaApi } from './helpers';
import {
  collectErrors,
  holdAppModules,
  hydratedParsedHeading,
  rememberParsedHeading,
} from './hydration';

// The public evaluations reach a visitor without a session drawn by the server, first question
// showing, with the data they were drawn from; the app hydrates that markup (issue 42).

const EVALUATIONS = [
  {
    path: '/evaluation',
    heading: 'SAT Math Evaluation',
    firstQuestion: 'what is the value of',
    choice: 'A. 4',
    ofSection: 'Question 1 of 3',
    total: 6,
  },
  {
    path: '/evaluation/reading-writing',
    heading: 'SAT Reading and Writing Evaluation',
    firstQuestion: 'dry weather',
    choice: /welcome/,
    ofSection: 'Question 1 of 1',
    total: 2,
  },
] as const;

const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true });
const answered = (page: Page, count: number, total = 6) =>
  expect(page.getByRole('region', { name: 'Tired? You can submit' })).toContainText(
    `You've answered ${count} out of ${total} questions`,
  );

/** Counts the browser's calls for the evaluation's questions. */
function countQuestionCalls(page: Page) {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/questions\/evaluation(\/reading-writing)?$/.test(new URL(request.url()).pathname)) {
      calls.push(request.url());
    }
  });
  return calls;
}

test.describe('server-rendered evaluations', () => {
  for (const { path, heading, firstQuestion, choice, ofSection, total } of EVALUATIONS) {
    test(`${path} comes drawn, first question showing, with its data`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      expect(response.headers().vary).toMatch(/cookie/);
      const html = (await response.text()).replaceAll('<!-- -->', '');
      expect(html).toContain('<div id="root" data-prerendered>');
      expect(html).toContain(`<h1 class=`);
      expect(html).toContain(heading);
      expect(html).toContain(firstQuestion);
      expect(html).toContain(ofSection);
      expect(html.match(/<meta name="description" content="([^"]*)"/g)).toEqual([
        `<meta name="description" content="${descriptionOf(path)}"`,
      ]);
      // The data it was drawn from, as JSON the browser never runs: the CSP refuses inline
      // scripts. The app is asked for once the page is painted, its modules not preloaded: the
      // stylesheets and fonts come first.
      const scripts = html.match(/<script\b[^>]*>/g) ?? [];
      expect(scripts).toHaveLength(3);
      expect(scripts[0]).toMatch(/^<script defer src="\/assets\/keep-early-press-[\w-]+\.js">$/);
      expect(scripts[1]).toMatch(
        /^<script defer src="\/assets\/start-after-paint-[\w-]+\.js" data-entry="\/assets\/index-[\w-]+\.js">$/,
      );
      expect(scripts[2]).toBe('<script type="application/json" id="query-seeds">');
      expect(html).not.toContain('rel="modulepreload"');
      expect(html).toMatch(/<link rel="preload" as="font"[^>]+KaTeX_Main-Regular-/);
    });

    test(`${path} hydrates without asking for its questions again`, async ({ page }) => {
      const errors = collectErrors(page);
      const calls = countQuestionCalls(page);
      await rememberParsedHeading(page);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect.poll(() => hydratedParsedHeading(page)).toBe(true);
      await page.getByRole('radio', { name: choice }).check();
      await answered(page, 1, total);
      await next(page).click();
      await expect(page.getByText(`2 / ${total}`, { exact: true })).toBeVisible();
      expect(calls).toEqual([]);
      expect(errors).toEqual([]);
    });
  }

  test('a choice taken before the app has started counts once it has', async ({ page }) => {
    const errors = collectErrors(page);
    const modules = await holdAppModules(page);
    await modules.opened('/evaluation');
    const choice = page.getByRole('radio', { name: 'A. 4' });
    await choice.check();
    modules.release();
    await answered(page, 1);
    await expect(choice).toBeChecked();
    await next(page).click();
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(choice).toBeChecked();
    expect(errors).toEqual([]);
  });

  test('a reload mid-way resumes at its own question, drawn afresh', async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto('/evaluation');
    await page.getByRole('radio', { name: 'A. 4' }).check();
    await answered(page, 1);
    await next(page).click();
    await expect(page.getByText('Question 2 of 3', { exact: true })).toBeVisible();
    await rememberParsedHeading(page);
    await page.reload();
    await expect(page.getByText('Question 2 of 3', { exact: true })).toBeVisible();
    await answered(page, 1);
    expect(await hydratedParsedHeading(page)).toBe(false);
    expect(errors).toEqual([]);
  });

  test('a signed-in student gets the shell, and the evaluation from the API', async ({ page }) => {
    const errors = collectErrors(page);
    await signUpViaApi(page, newUser());
    const shell = await page.request.get('/evaluation');
    expect(await shell.text()).not.toContain('data-prerendered');
    const calls = countQuestionCalls(page);
    await page.goto('/evaluation');
    await expect(page.getByText('Question 1 of 3', { exact: true })).toBeVisible();
    expect(calls).toHaveLength(1);
    expect(errors).toEqual([]);
  });
});
