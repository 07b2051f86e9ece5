import { expect, test, type Locator, type Page } from '@playwright/test';
import { newUser, signUpViaApi } from './helpers';
import { expectNoKatexScript, recordScripts } from './loaded-scripts';
import { questionCard } from './practice-card';
import { card, cards, studentWithAnswers } from './review-helpers';

// Math reaches the browser rendered by the server (decision 039): the math
// routes load KaTeX's CSS and fonts but not its JavaScript, screen readers get MathML, and the
// pages look as they did when the browser typeset the math. The reference screenshots were taken
// from the build before the change (`--update-snapshots` on it).

async function expectMath(page: Page, area: Locator, { mathml = true } = {}) {
  // MathML for screen readers, beside KaTeX's drawn HTML; none where the math sits in a control
  // named by plain text (a review card), whose content is never read.
  if (mathml) await expect(area.locator('.katex math').first()).toBeAttached();
  else await expect(area.locator('.katex math')).toHaveCount(0);
  await expect(area.locator('.katex-html').first()).toBeVisible();
  // The KaTeX fonts have arrived before anything is compared.
  await page.evaluate(() => document.fonts.ready);
}

// A name only zod's code holds. Its 24 KB gzip came into practice with a constant imported from
// a module of schemas, and took the route past its 190 KB budget (issue 42): the question and
// the evaluation draw no form that needs it.
const ZOD_JS = '$ZodType';
const expectNoZod = async (loadedScripts: () => Promise<string>) =>
  expect((await loadedScripts()).includes(ZOD_JS), 'zod was loaded').toBe(false);

/**
 * The practice card showing `text`. The draw is random, and a reload serves the question not yet
 * checked again: a new student draws until it comes.
 */
async function practiceQuestionShowing(page: Page, text: string) {
  for (let attempt = 0; attempt < 20; attempt++) {
    await signUpViaApi(page, newUser());
    await page.goto('/practice/algebra');
    await expect(questionCard(page)).toBeVisible();
    if ((await questionCard(page).textContent())?.includes(text)) return;
  }
  throw new Error(`The practice draw never showed "${text}"`);
}

const compare = {
  animations: 'disabled',
  maxDiffPixelRatio: 0.01,
  stylePath: new URL('./math-screens.css', import.meta.url).pathname,
} as const;

for (const width of [375, 1280]) {
  test.describe(`math rendered by the server at ${width}px`, () => {
    test.use({ viewport: { width, height: width < 600 ? 812 : 900 } });

    test('practice: a question and its explanation', async ({ page }) => {
      // Students sign up until one draws the question.
      test.setTimeout(120_000);
      const scripts = recordScripts(page);
      await practiceQuestionShowing(page, 'x - y');
      const card = questionCard(page);
      await expectMath(page, card);
      await expect(card).toHaveScreenshot(`practice-question-${width}.png`, compare);

      await card.getByRole('button', { name: /^Show hint/ }).click();
      await card.getByRole('button', { name: /^Show superhint/ }).click();
      await card.locator('input[type="radio"][value="C"]').check();
      await page.getByRole('button', { name: 'Check Answer' }).click();
      await page.getByRole('button', { name: 'Show Answer' }).click();
      await expect(card).toContainText('The answer is C.');
      await page.evaluate(() => document.fonts.ready);
      await expect(card).toHaveScreenshot(`practice-explanation-${width}.png`, compare);
      await expectNoKatexScript(scripts);
      await expectNoZod(scripts);
    });

    test('previously answered: the list and a question in detail', async ({ page }) => {
      const scripts = recordScripts(page);
      await studentWithAnswers(page);
      await page.goto('/previously-answered');
      const list = page.getByRole('list', { name: 'Answered questions' });
      await expect(cards(page)).toHaveCount(3);
      await expectMath(page, list, { mathml: false });
      // The time since answering is the only text that may differ between runs.
      await expect(list).toHaveScreenshot(`review-list-${width}.png`, {
        ...compare,
        mask: [list.getByText(/just now|ago/)],
      });

      await card(page, 'x - y').click();
      const dialog = page.getByRole('dialog', { name: 'Question Details' });
      await expect(dialog).toContainText('what is the value of');
      await expectMath(page, dialog);
      await expectNoKatexScript(scripts);
    });

    test('evaluation: the first question', async ({ page }) => {
      const scripts = recordScripts(page);
      await page.goto('/evaluation');
      const question = page.getByRole('article', { name: 'Section 1, Question 1 of 3' });
      await expect(question).toContainText('what is the value of');
      await expectMath(page, question);
      await expect(question).toHaveScreenshot(`evaluation-question-${width}.png`, compare);
      await expectNoKatexScript(scripts);
      await expectNoZod(scripts);
    });
  });
}
