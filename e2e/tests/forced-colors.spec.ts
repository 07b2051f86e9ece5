import { expect, test, type Page } from '@playwright/test';
import type { EvaluationQuestionsResponse } from '@academy/shared/evaluation';

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

/** The first question of the evaluation with `latex` as its choice A. */
async function serveFirstChoice(page: Page, latex: string) {
  await page.route('**/api/questions/evaluation', async (route) => {
    const response = await route.fetch();
    const questions = (await response.json()) as EvaluationQuestionsResponse;
    questions.firstSectionQuestions[0]!.choices[0]!.latex = latex;
    // Only the JSON: the server's answer may be compressed, and the fetch decoded it.
    await route.fulfill({ json: questions });
  });
}

const firstQuestion = (page: Page) =>
  page.getByRole('article', { name: 'Section 1, Question 1 of 3' });

test.describe('forced colors', () => {
  test('"≠" keeps its "=": the slash KaTeX lays over it has no plate and the text colour', async ({
    page,
  }) => {
    // The test bank has no "≠"; the real bank and evaluation have 39.
    await serveFirstChoice(page, '$a \\ne 6$');
    await page.goto('/evaluation');
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
});
