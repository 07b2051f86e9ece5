import { expect, test, type Locator, type Page } from '@playwright/test';
import type { EvaluationQuestionsResponse } from '@academy/shared/evaluation';
import { mathTextToHtml } from '@academy/shared/math-html';
import { answerViaApi, newUser, signUpViaApi } from './helpers';
import { followLandingLink } from './hydration';
import { serveEditedJson } from './edited-json';

// Windows high contrast, as Chromium emulates it: the user's few system colours replace the
// page's, backgrounds and gradients go, borders and text stay. What the page draws with a
// background alone vanishes, so each check reads the computed styles that forced colours keep.

test.use({ forcedColors: 'active', colorScheme: 'dark' });

/** A CSS system colour (CanvasText, Highlight, ...) as the page resolves it, in rgb(). */
function systemColor(page: Page, name: string) {
  return page.evaluate((name) => {
    const probe = document.createElement('span');
    probe.style.color = name;
    document.body.append(probe);
    const resolved = getComputedStyle(probe).color;
    probe.remove();
    return resolved;
  }, name);
}

/** What forced colours leave of a box's look: its top border and its background colour. */
function looks(locator: Locator) {
  return locator.evaluate((element) => {
    const style = getComputedStyle(element);
    return {
      border: `${style.borderTopWidth} ${style.borderTopStyle} ${style.borderTopColor}`,
      background: style.backgroundColor,
    };
  });
}

/** A bar shows as a bordered track filled with the highlight colour. */
async function expectVisibleBar(page: Page, track: Locator) {
  const canvasText = await systemColor(page, 'CanvasText');
  const highlight = await systemColor(page, 'Highlight');
  expect((await looks(track)).border).toBe(`1px solid ${canvasText}`);
  const fill = track.locator(':scope > div');
  await expect(fill).toHaveCount(1);
  expect((await looks(fill)).background).toBe(highlight);
}

/**
 * The first question of the evaluation with `latex` as its choice A, rendered as the server
 * does. It answers the app's call, so the page must be one the app draws (`followLandingLink`).
 */
async function serveFirstChoice(page: Page, latex: string) {
  await serveEditedJson<EvaluationQuestionsResponse>(
    page,
    '**/api/questions/evaluation',
    (questions) => {
      const choice = questions.firstSectionQuestions[0]!.choices[0]!;
      choice.latex = latex;
      choice.html = mathTextToHtml(latex);
    },
  );
}

const firstQuestion = (page: Page) =>
  page.getByRole('article', { name: 'Section 1, Question 1 of 3' });

test.describe('forced colors', () => {
  test('"≠" keeps its "=": the slash KaTeX lays over it has no plate and the text colour', async ({
    page,
  }) => {
    // The test bank has no "≠"; the real bank and evaluation have 39.
    await serveFirstChoice(page, '$a \\ne 6$');
    await followLandingLink(page, 'SAT Math Evaluation');
    const overlay = firstQuestion(page).locator('.katex .katex-vbox');
    await expect(overlay).toHaveCount(1);
    const canvasText = await systemColor(page, 'CanvasText');
    // Chromium paints a plate behind text that forced colours adjust: the slash's hid the "=".
    const parts = await overlay.evaluate((vbox) =>
      [vbox, ...vbox.querySelectorAll('*')].map((element) => {
        const style = getComputedStyle(element);
        return { adjust: style.getPropertyValue('forced-color-adjust'), color: style.color };
      }),
    );
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(part).toEqual({ adjust: 'none', color: canvasText });
  });

  test("the evaluation's progress bar shows", async ({ page }) => {
    await page.goto('/evaluation');
    await expectVisibleBar(page, page.getByRole('progressbar', { name: 'Overall progress' }));
  });

  test("a Guest's trial meter, the concept scores and the difficulty dots show", async ({
    page,
  }) => {
    await signUpViaApi(page, newUser());
    // One question used and answered right: every bar has something filled.
    await answerViaApi(page, 'test-linear-001', 'B', true);
    await page.goto('/');
    await expectVisibleBar(page, page.getByRole('meter', { name: 'Free questions used' }));

    await page.goto('/practice/algebra');
    const concepts = page.getByRole('meter');
    await expect(concepts).toHaveCount(2);
    for (const meter of await concepts.all()) await expectVisibleBar(page, meter);

    // The header read "Difficulty" followed by nothing: filled dots are highlighted, empty ones
    // are rings. The test bank's algebra questions are of difficulty 1 to 4.
    const difficulty = page.getByRole('img', { name: /^Difficulty \d of 5$/ });
    const level = Number(/\d/.exec((await difficulty.getAttribute('aria-label'))!)![0]);
    const dots = difficulty.locator(':scope > span > span');
    await expect(dots).toHaveCount(5);
    const canvasText = await systemColor(page, 'CanvasText');
    const highlight = await systemColor(page, 'Highlight');
    for (let index = 0; index < 5; index++) {
      const look = await looks(dots.nth(index));
      if (index < level) expect(look.background).toBe(highlight);
      else {
        expect(look.border).toBe(`1px solid ${canvasText}`);
        expect(look.background).not.toBe(highlight);
      }
    }
  });

  test('the chosen plan tab is underlined in the highlight colour', async ({ page }) => {
    await signUpViaApi(page, newUser());
    await page.goto('/subscription');
    const tabs = page.getByRole('tablist', { name: 'Payment type' }).getByRole('tab');
    await expect(tabs).toHaveCount(2);
    const highlight = await systemColor(page, 'Highlight');
    const underline = (tab: Locator) =>
      tab.evaluate((element) => {
        const style = getComputedStyle(element);
        return `${style.borderBottomWidth} ${style.borderBottomStyle} ${style.borderBottomColor}`;
      });
    // A Guest starts on the one-time passes.
    await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true');
    expect(await underline(tabs.nth(0))).toBe(`2px solid ${highlight}`);
    expect(await underline(tabs.nth(1))).toMatch(/^0px /);

    await tabs.nth(1).click();
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    expect(await underline(tabs.nth(1))).toBe(`2px solid ${highlight}`);
    expect(await underline(tabs.nth(0))).toMatch(/^0px /);
  });

  test('a filled button has a border, GrayText when disabled', async ({ page }) => {
    await page.goto('/evaluation');
    const canvas = await systemColor(page, 'Canvas');
    const grayText = await systemColor(page, 'GrayText');
    const edge = (button: Locator) =>
      button.evaluate((element) => {
        const style = getComputedStyle(element);
        return {
          border: `${style.borderTopWidth} ${style.borderTopStyle}`,
          borderColor: style.borderTopColor,
          color: style.color,
        };
      });
    // Next is a primary button: without its background it read as bare text.
    const next = page.getByRole('button', { name: 'Next', exact: true });
    const enabled = await edge(next);
    expect(enabled.border).toBe('1px solid');
    expect(enabled.borderColor).not.toBe(canvas);
    expect(enabled.color).not.toBe(grayText);

    // On the final question, with nothing answered, Submit is disabled. One step at a time: a
    // press before the server-drawn page has started the app does nothing (seen once in CI).
    for (const name of [
      'Section 1, Question 2 of 3',
      'Section 1, Question 3 of 3',
      'Section 2, Question 1 of 3',
      'Section 2, Question 2 of 3',
      'Section 2, Question 3 of 3',
    ]) {
      const question = page.getByRole('article', { name });
      await expect(async () => {
        if (!(await question.isVisible())) await next.click();
        await expect(question).toBeVisible({ timeout: 1_000 });
      }).toPass();
    }
    const submit = page.getByRole('button', { name: 'Submit', exact: true });
    await expect(submit).toBeDisabled();
    expect(await edge(submit)).toEqual({
      border: '1px solid',
      borderColor: grayText,
      color: grayText,
    });
  });
});

test.describe('in normal colours', () => {
  test.use({ forcedColors: 'none' });

  test('a filled button has no border, so its size is unchanged', async ({ page }) => {
    await page.goto('/evaluation');
    const next = page.getByRole('button', { name: 'Next', exact: true });
    await expect(next).toBeVisible();
    expect(await next.evaluate((element) => getComputedStyle(element).borderTopWidth)).toBe('0px');
  });
});
