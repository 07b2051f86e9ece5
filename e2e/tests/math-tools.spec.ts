import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './a11y';
import { newUser, signUpViaApi } from './helpers';
import { questionCard } from './practice-card';

// Issue 37: a calculator and the reference sheet on every math question, here on practice.
const SHOTS = process.env.MATH_TOOLS_SHOTS;

// Each test opens a lazily loaded panel and runs axe on it: more than the default 30 s on a
// busy machine.
test.describe.configure({ timeout: 60_000 });

const calculator = (page: Page) => page.getByRole('dialog', { name: 'Calculator' });
const button = (page: Page, name: string | RegExp) => page.getByRole('button', { name });

async function openPractice(page: Page, width: number) {
  await page.setViewportSize({ width, height: 800 });
  await signUpViaApi(page, newUser());
  await page.goto('/practice/algebra');
  await expect(questionCard(page)).toBeVisible();
}

async function calculate(page: Page, expression: string) {
  const input = calculator(page).getByLabel('Expression', { exact: true });
  await input.fill(expression);
  await input.press('Enter');
}

test('the calculator computes exact fractions, ans, trig in degrees and clear errors', async ({
  page,
}) => {
  await openPractice(page, 1280);
  await button(page, 'Calculator').click();
  await expect(calculator(page)).toBeVisible();
  await expect(calculator(page).getByLabel('Expression', { exact: true })).toBeFocused();

  await calculate(page, '1/3 + 1/6');
  const output = calculator(page).locator('output');
  await expect(output).toContainText('1/3 + 1/6 = 1/2 ≈ 0.5');
  await calculate(page, 'ans * 4');
  await expect(output).toContainText('ans * 4 = 2');
  await calculate(page, '(2 + 3');
  await expect(output).toHaveText('A closing parenthesis ")" is missing.');

  await button(page, 'Degrees').click();
  await calculate(page, 'sin(30)');
  await expect(output).toContainText('sin(30) = 0.5');
  // The keypad writes at the caret: √ then 16 gives sqrt(16).
  await button(page, 'Square root').click();
  await page.keyboard.type('16');
  await page.keyboard.press('Enter');
  await expect(output).toContainText('sqrt(16) = 4');
  await expect(calculator(page).getByRole('list').first().getByRole('listitem')).toHaveCount(4);

  await expectNoSeriousViolations(page);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/scientific-1280.png` });
});

test('two functions are graphed and their intersections read; the panel moves by keyboard', async ({
  page,
}) => {
  await openPractice(page, 1280);
  await button(page, 'Calculator').click();
  await calculator(page).getByRole('tab', { name: 'Graphing' }).click();
  await calculator(page).getByLabel('Expression 1 (y1)').fill('y = x^2');
  await button(page, 'Add expression').click();
  await calculator(page).getByLabel('Expression 2 (y2)').fill('x + 2');
  const crossings = calculator(page).getByRole('region', { name: 'Intersections' });
  await expect(crossings).toContainText('(-1, 1)');
  await expect(crossings).toContainText('(2, 4)');
  await expect(calculator(page).locator('svg path.line').first()).toBeVisible();

  await calculator(page).getByLabel('Trace at x =').fill('3');
  await expect(calculator(page).getByText('y1(3) = 9')).toBeVisible();
  await expect(calculator(page).getByText('y2(3) = 5')).toBeVisible();

  // Zoomed in (view 5 wide about 0), the crossing at x = 2 stays, at -1 too.
  await button(page, 'Zoom in').click();
  await button(page, 'Pan right').click();
  await expect(crossings).toContainText('(2, 4)');

  await calculator(page).locator('summary', { hasText: 'Table of values' }).click();
  await expect(calculator(page).getByRole('row', { name: /^-5 25 -3$/ })).toBeVisible();
  await expectNoSeriousViolations(page);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/graphing-1280.png` });

  const before = await calculator(page).boundingBox();
  await button(page, 'Move panel').focus();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Shift+ArrowDown');
  await button(page, 'Resize panel').focus();
  await page.keyboard.press('ArrowLeft');
  // Read until the last press has been drawn: a box read at once could precede it.
  await expect
    .poll(async () => {
      const after = (await calculator(page).boundingBox())!;
      return [after.x, after.y, after.width];
    })
    .toEqual([before!.x - 20, before!.y + 60, before!.width - 20]);

  // Escape closes it and gives the focus back to its button; the expressions are kept.
  await page.keyboard.press('Escape');
  await expect(calculator(page)).toBeHidden();
  await expect(button(page, 'Calculator')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(calculator(page).getByLabel('Expression 2 (y2)')).toHaveValue('x + 2');
});

test('the reference sheet lists the SAT formulas, typeset', async ({ page }) => {
  await openPractice(page, 1280);
  await button(page, 'Reference').click();
  const sheet = page.getByRole('dialog', { name: 'Reference sheet' });
  await expect(sheet.getByText('Area of a circle')).toBeVisible();
  await expect(sheet.getByText('Special right triangle 30°-60°-90°')).toBeVisible();
  await expect(sheet.getByText('Volume of a pyramid')).toBeVisible();
  await expect(sheet.locator('.katex').first()).toBeVisible();
  await expect(
    sheet.getByText(/sum of the measures in degrees of the angles of a triangle/),
  ).toBeVisible();
  await expectNoSeriousViolations(page);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/reference-1280.png` });
  await button(page, 'Close reference sheet').click();
  await expect(sheet).toBeHidden();
});

// With text at 200% on a laptop the sheet keeps its 340 px: two columns left the names none,
// and "Area of a circle" ran one word a line under its formula.
test('at 1280 px and 200% text, no formula of the reference sheet covers its name', async ({
  page,
}) => {
  await openPractice(page, 1280);
  await page.addStyleTag({ content: 'html { font-size: 200%; }' });
  await button(page, 'Reference').click();
  const sheet = page.getByRole('dialog', { name: 'Reference sheet' });
  await expect(sheet.locator('.katex').first()).toBeVisible();
  const overlaps = await sheet.locator('dl > div').evaluateAll((rows) =>
    rows.flatMap((row) => {
      // The words as drawn: a column squeezed to nothing lets them spill out of it.
      const words = document.createRange();
      words.selectNodeContents(row.querySelector('dt')!);
      const name = words.getBoundingClientRect();
      const formula = row.querySelector('dd .katex')!.getBoundingClientRect();
      const apart =
        name.right <= formula.left ||
        formula.right <= name.left ||
        name.bottom <= formula.top ||
        formula.bottom <= name.top;
      return apart ? [] : [row.querySelector('dt')!.textContent];
    }),
  );
  expect(overlaps).toEqual([]);
});

test('on a phone the calculator is a bottom sheet below the question', async ({ page }) => {
  await openPractice(page, 375);
  await button(page, 'Calculator').click();
  const sheet = calculator(page);
  await expect(sheet).toBeVisible();
  // The phone's keyboard stays down until the box is tapped: it would cover the keys just
  // opened. The keys write into the box without bringing it up.
  const expression = sheet.getByLabel('Expression', { exact: true });
  await expect(sheet.locator('[data-panel-body]')).toBeFocused();
  await sheet.getByRole('button', { name: 'Square root' }).click();
  await expect(expression).toHaveValue('sqrt()');
  await expect(expression).not.toBeFocused();
  // Typing in the box, a key keeps the box (and the keyboard) where it is, the caret after it.
  await expression.fill('2');
  await sheet.getByRole('button', { name: 'Power (xʸ)' }).click();
  await expect(expression).toBeFocused();
  await page.keyboard.type('10');
  await expect(expression).toHaveValue('2^10');
  await calculate(page, '2^10');
  await expect(sheet.locator('output')).toContainText('1024');
  const viewport = page.viewportSize()!;
  const box = (await sheet.boundingBox())!;
  expect(box.width).toBe(viewport.width);
  expect(box.y + box.height).toBeCloseTo(viewport.height, 0);
  expect(box.height).toBeLessThanOrEqual(viewport.height / 2);
  // The question's text sits above the sheet, not under it.
  const question = questionCard(page).locator('form [data-mascot-avoid]').first();
  const text = (await question.boundingBox())!;
  expect(text.y).toBeGreaterThanOrEqual(0);
  expect(text.y + Math.min(text.height, 40)).toBeLessThanOrEqual(box.y);
  // And the whole question can scroll clear of it: the page has room below.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const card = (await questionCard(page).boundingBox())!;
  expect(card.y + card.height).toBeLessThanOrEqual(box.y + 1);
  await expectNoSeriousViolations(page);
  if (SHOTS) {
    await page.evaluate(() => window.scrollTo(0, 0));
    await questionCard(page).evaluate((element) => element.scrollIntoView());
    await page.screenshot({ path: `${SHOTS}/scientific-375.png` });
  }
});

test('the evaluation has the tools too, open from one question to the next', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/evaluation');
  const first = page.getByRole('article', { name: 'Section 1, Question 1 of 3' });
  await first.getByRole('button', { name: 'Calculator' }).click();
  await calculate(page, '3/4 + 1/4');
  await expect(calculator(page).locator('output')).toContainText('3/4 + 1/4 = 1');
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  // The next question: the calculator stays open, with that question's own (empty) history.
  await expect(page.getByRole('article', { name: 'Section 1, Question 2 of 3' })).toBeVisible();
  await expect(calculator(page)).toBeVisible();
  await expect(calculator(page).locator('output')).toHaveText('');
  await expectNoSeriousViolations(page);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/evaluation-1280.png` });
});
