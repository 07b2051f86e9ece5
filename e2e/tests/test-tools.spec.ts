import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './a11y';
import { newUser, signUpViaApi } from './helpers';
import { expectMascotClearOf } from './mascot';
import { startTimedTest } from './timed-test-start';
import { serveEditedJson } from './edited-json';

// The timed tests' Reading and Writing tool, Annotate, and every module's Directions. A short
// set lasts 14 minutes of test time, 56 seconds at 4 seconds a minute (serve.ts): each test
// starts its own set and is done well within it.

const SHOTS = process.env.TEST_TOOLS_SHOTS;
// A dialog covers the window, not the page: it is shot as the window shows it.
const shoot = async (page: Page, name: string, fullPage = true) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage });
};

const SECOND_PASSAGE =
  'Tide pools hold water between the rocks when the sea goes out, and the small animals that ' +
  'live in them must survive heat, fresh rain and hungry birds until the tide returns.';

/**
 * The module with a second Reading and Writing question after the bank's one: the test bank
 * holds a single Reading and Writing question (test-wic-001), and a second one would change
 * the counts many server tests and the practice specs rely on. The server refuses an answer to
 * it (not in the module), which the page takes as settled; only annotations are tried on it.
 */
async function withSecondQuestion(page: Page) {
  await serveEditedJson<{ module: { questions: Record<string, unknown>[] } }>(
    page,
    /\/api\/tests\/attempts\/[0-9a-f-]{36}$/,
    (attempt) => {
      const [first] = attempt.module.questions;
      attempt.module.questions.push({
        ...first,
        _id: 'test-tools-second',
        passage: { texts: [{ text: SECOND_PASSAGE }] },
      });
    },
    { method: 'GET' },
  );
}

async function startSet(page: Page, section: 'math' | 'reading-writing', name: string) {
  await signUpViaApi(page, newUser());
  await startTimedTest(page, section, name);
}

const passageText = (page: Page) => page.locator('[data-passage-text]');
const annotateButton = (page: Page) => page.getByRole('button', { name: 'Annotate' });
const annotations = (page: Page) => page.getByRole('region', { name: /^Your annotations/ });
const editor = (page: Page) => page.getByRole('form', { name: 'Annotation' });

/** The words each named highlight draws on the page (CSS.highlights), in order. */
const drawn = (page: Page, name: string) =>
  page.evaluate(
    (highlight) =>
      [...(CSS.highlights.get(highlight) ?? [])].map((range) => (range as Range).toString()),
    name,
  );

/** Where `words` of the passage are on screen: their first and last letters' boxes. */
const wordsOnScreen = (page: Page, words: string) =>
  passageText(page).evaluate((root, wanted) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = (node as Text).data.indexOf(wanted);
      if (at < 0) continue;
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + wanted.length);
      const rects = [...range.getClientRects()];
      const first = rects[0]!;
      const last = rects.at(-1)!;
      return {
        from: { x: first.left + 1, y: first.top + first.height / 2 },
        to: { x: last.right - 1, y: last.top + last.height / 2 },
      };
    }
    throw new Error(`"${wanted}" is not in the passage`);
  }, words);

/** Selects words of the passage as the keyboard or a long press would (a Selection). */
const selectWords = (page: Page, words: string) =>
  passageText(page).evaluate((root, wanted) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = (node as Text).data.indexOf(wanted);
      if (at >= 0) {
        document.getSelection()!.setBaseAndExtent(node, at, node, at + wanted.length);
        return;
      }
    }
    throw new Error(`"${wanted}" is not in the passage`);
  }, words);

// With a link pasted in: a word longer than a phone is wide.
const NOTE =
  'What the report found https://www.example.com/reports/2026/three-main-weaknesses-and-costs';

for (const width of [1280, 375]) {
  test(`annotates a passage: a note kept across questions and a reload (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await withSecondQuestion(page);
    await startSet(page, 'reading-writing', 'Short set: Craft and Structure');
    await expect(page.getByRole('heading', { name: 'Question 1 of 2' })).toBeVisible();

    // Nothing selected: Annotate says how it works instead of acting.
    await expect(annotateButton(page)).toHaveAttribute('aria-disabled', 'true');
    await expect(annotateButton(page)).toHaveAccessibleDescription(
      'Select words in the passage first, then press Annotate.',
    );
    // (Forced: Playwright waits for an aria-disabled button to be enabled.)
    await annotateButton(page).click({ force: true });
    await expect(page.getByText('Select words in the passage first')).toBeVisible();
    await expect(editor(page)).toHaveCount(0);

    // Words selected with the mouse on a desktop, as the keyboard or a long press would on a
    // phone; the button keeps the selection it is pressed for.
    if (width >= 640) {
      const { from, to } = await wordsOnScreen(page, 'three main weaknesses');
      await page.mouse.move(from.x, from.y);
      await page.mouse.down();
      await page.mouse.move(to.x, to.y, { steps: 8 });
      await page.mouse.up();
    } else {
      await selectWords(page, 'three main weaknesses');
    }
    await expect(annotateButton(page)).toHaveAttribute('aria-disabled', 'false');
    await annotateButton(page).click();

    // Highlighted at once, with its note editor open on the note.
    await expect(editor(page)).toBeVisible();
    await expect(editor(page).getByLabel('Note (optional)')).toBeFocused();
    expect(await drawn(page, 'annotation-yellow-active')).toEqual(['three main weaknesses']);
    await editor(page).getByText('Blue', { exact: true }).click();
    await expect(editor(page).getByRole('radio', { name: 'Blue' })).toBeChecked();
    expect(await drawn(page, 'annotation-blue-active')).toEqual(['three main weaknesses']);
    await editor(page).getByLabel('Note (optional)').fill(NOTE);
    await shoot(page, `annotate-editor-${width}`);
    await expectMascotClearOf(page, [
      annotateButton(page),
      page.getByRole('button', { name: 'Directions' }),
      editor(page).getByRole('button', { name: 'Save' }),
    ]);
    await expectNoSeriousViolations(page);
    await editor(page).getByRole('button', { name: 'Save' }).click();

    const listed = annotations(page).getByRole('listitem');
    await expect(listed).toHaveCount(1);
    await expect(listed).toContainText('three main weaknesses');
    await expect(listed).toContainText('What the report found');
    const edit = annotations(page).getByRole('button', { name: /^Edit annotation/ });
    await expect(edit).toBeFocused();
    // The link wraps in the list: the page keeps to the screen's width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
    expect(await drawn(page, 'annotation-blue')).toEqual(['three main weaknesses']);
    await shoot(page, `annotate-saved-${width}`);

    // Each question has its own: none on the next, this one's back on return.
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Question 2 of 2' })).toBeVisible();
    await expect(passageText(page)).toContainText('Tide pools');
    await expect(annotations(page)).toHaveCount(0);
    expect(await drawn(page, 'annotation-blue')).toEqual([]);
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Question 1 of 2' })).toBeVisible();
    await expect(annotations(page)).toContainText('What the report found');
    expect(await drawn(page, 'annotation-blue')).toEqual(['three main weaknesses']);

    // A reload keeps it, drawn and listed.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Question 1 of 2' })).toBeVisible();
    await expect(annotations(page)).toContainText('three main weaknesses');
    await expect(annotations(page)).toContainText('What the report found');
    await expect.poll(() => drawn(page, 'annotation-blue')).toEqual(['three main weaknesses']);

    // A click on the highlight opens its editor again; Escape leaves it as it was.
    const { from } = await wordsOnScreen(page, 'main weaknesses');
    await page.mouse.click(from.x + 4, from.y);
    await expect(editor(page).getByLabel('Note (optional)')).toHaveValue(NOTE);
    await page.keyboard.type(' and more');
    await page.keyboard.press('Escape');
    await expect(editor(page)).toHaveCount(0);
    await expect(annotations(page)).toContainText('What the report found');
    await expect(annotations(page)).not.toContainText('and more');

    // A note being written goes with the student to another question and back.
    await annotations(page)
      .getByRole('button', { name: /^Edit annotation/ })
      .click();
    await editor(page).getByLabel('Note (optional)').fill('Weaknesses, costs, a plan');
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Question 2 of 2' })).toBeVisible();
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(annotations(page)).toContainText('Weaknesses, costs, a plan');

    // Deleted, it is gone from the passage and the list; the focus goes back to Annotate.
    await annotations(page)
      .getByRole('button', { name: /^Edit annotation/ })
      .click();
    await editor(page).getByRole('button', { name: 'Delete' }).click();
    await expect(annotations(page)).toHaveCount(0);
    expect(await drawn(page, 'annotation-blue')).toEqual([]);
    await expect(annotateButton(page)).toBeFocused();
  });
}

for (const width of [1280, 375]) {
  test(`every module's directions: Reading and Writing, and Math (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await startSet(page, 'reading-writing', 'Short set: Craft and Structure');
    const open = page.getByRole('button', { name: 'Directions' });
    await open.click();
    let dialog = page.getByRole('dialog', { name: 'Directions' });
    await expect(dialog).toHaveAccessibleDescription(
      'SAT Reading and Writing, module 1 of 1: 1 question',
    );
    await expect(dialog).toContainText('one or more short passages, some with a table or a graph');
    await expect(dialog).toContainText('four answer choices');
    await expect(dialog).not.toContainText('calculator');
    await shoot(page, `directions-reading-writing-${width}`, false);
    await expectNoSeriousViolations(page);
    // Its one button ends the text. Where the text outruns the screen (a phone), the dialog
    // opens focused at its top instead, and Space scrolls rather than closing it.
    const back = dialog.getByRole('button', { name: 'Back to the questions' });
    if (width < 640) {
      await expect(back).not.toBeFocused();
      await page.keyboard.press('Space');
      await expect(dialog).toBeVisible();
    } else {
      await expect(back).toBeFocused();
      await expect(back).toBeInViewport();
    }
    await back.click();
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();

    // A Math module's: the calculator, the test's assumptions and the typed-answer rules.
    await page.context().clearCookies();
    await startSet(page, 'math', 'Short set: Algebra');
    await expect(page.getByRole('heading', { name: 'Question 1 of 4' })).toBeVisible();
    await page.getByRole('button', { name: 'Directions' }).click();
    dialog = page.getByRole('dialog', { name: 'Directions' });
    await expect(dialog).toHaveAccessibleDescription('SAT Math, module 1 of 1: 4 questions');
    await expect(dialog).toContainText('You may use the calculator on every question.');
    await expect(dialog).toContainText('Figures are drawn to scale.');
    await expect(dialog).toContainText('for which f(x) is a real number');
    // The typed-answer hint of the answer box, and the SAT's field width.
    await expect(dialog).toContainText('no units, % or commas. Type 3 1/2 as 7/2 or 3.5');
    await expect(dialog).toContainText('the answer box holds 5 characters, or 6 for a negative');
    await shoot(page, `directions-math-${width}`, false);
    await expectNoSeriousViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Directions' })).toBeFocused();
  });
}
