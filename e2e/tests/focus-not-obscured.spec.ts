import { expect, test, type Page } from '@playwright/test';
import { newUser, signUpViaApi } from './helpers';
import { figureOf, mascotOf, settledBoxOf } from './mascot';
import { questionCard } from './practice-card';
import { startTimedTest } from './timed-test-start';

// Motion as most students see it (the config asks for reduced motion elsewhere).
test.use({ reducedMotion: 'no-preference' });

/**
 * The area (px²) the mascot covers of the focused control, or of its whole label for a control
 * inside one (a choice's radio and its words); 0 when the focus is on the mascot itself.
 */
const coveredByMascot = (page: Page) =>
  page.evaluate(() => {
    const mascot = document.querySelector('[data-testid="mascot"]')!.getBoundingClientRect();
    const focused = document.activeElement;
    if (!focused || focused === document.body || focused.closest('[data-testid="mascot"]')) {
      return 0;
    }
    const box = (focused.closest('label') ?? focused).getBoundingClientRect();
    const width = Math.min(box.right, mascot.right) - Math.max(box.left, mascot.left);
    const height = Math.min(box.bottom, mascot.bottom) - Math.max(box.top, mascot.top);
    return width > 0 && height > 0 ? Math.round(width * height) : 0;
  });

/** Tabs through `stops` focus stops; after each, the mascot must leave the control in sight. */
async function tabClearOfMascot(page: Page, stops: number) {
  for (let stop = 0; stop < stops; stop += 1) {
    await page.keyboard.press('Tab');
    await expect.poll(() => coveredByMascot(page), { message: `focus stop ${stop + 1}` }).toBe(0);
  }
}

/** How far (px) the focused control of the page, with its focus outline, reaches up under the top bar. */
const underTopBar = (page: Page) =>
  page.evaluate(() => {
    const bar = document.querySelector('header')!.getBoundingClientRect();
    const focused = document.activeElement;
    // The page's own controls; the skip link shows over the top bar on purpose.
    if (!focused?.closest('main')) return 0;
    const outline = 4;
    return Math.max(0, Math.round(bar.bottom - (focused.getBoundingClientRect().top - outline)));
  });

/**
 * How far (px) the focused control, or the label around it, with its outline, reaches under a
 * bar of the page: `above` a sticky one at the top (its bottom edge), or `below` a sheet fixed
 * at the bottom (its top edge); 0 when focus is in the bar or clear of it.
 */
const underBar = (page: Page, bar: string, side: 'above' | 'below') =>
  page.evaluate(
    ([selector, edge]) => {
      const barElement = document.querySelector(selector!);
      const focused = document.activeElement;
      if (!barElement || !focused || focused === document.body || barElement.contains(focused)) {
        return 0;
      }
      const box = (focused.closest('label') ?? focused).getBoundingClientRect();
      const bar = barElement.getBoundingClientRect();
      const outline = 4;
      return edge === 'above'
        ? Math.max(0, Math.round(bar.bottom - (box.top - outline)))
        : Math.max(0, Math.round(box.bottom + outline - bar.top));
    },
    [bar, side],
  );

test.describe('keyboard focus is never hidden (WCAG 2.4.11)', () => {
  // Chromium centers a control it scrolls to for focus; Firefox and Safari bring it to the
  // nearest edge, as this does, which for a control above is the top, under the sticky bar.
  test('under the sticky top bar, when a control is scrolled in at the top', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 400 });
    await page.goto('/evaluation');
    await expect(page.getByText('Question 1 of 3', { exact: true })).toBeVisible();
    await page.getByRole('contentinfo').getByRole('link').last().focus();
    const radio = page.getByRole('radio').first();
    await radio.evaluate((element: HTMLElement) => {
      element.focus({ preventScroll: true });
      element.scrollIntoView({ block: 'nearest' });
    });
    await expect.poll(() => underTopBar(page)).toBe(0);
  });

  test('under the mascot, in the evaluation on a short, narrow window', async ({ page }) => {
    await page.setViewportSize({ width: 640, height: 400 });
    await page.goto('/evaluation');
    await expect(page.getByText('Question 1 of 3', { exact: true })).toBeVisible();
    await settledBoxOf(mascotOf(page));
    await page.getByRole('radio').first().check();
    await tabClearOfMascot(page, 12);
  });

  test('under the mascot, in a timed Reading and Writing module with an annotation', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 700 });
    await signUpViaApi(page, newUser());
    await startTimedTest(page, 'reading-writing', 'Short set: Craft and Structure');
    await expect(page.getByRole('heading', { name: 'Question 1 of 1' })).toBeVisible();
    // Words selected as the keyboard would, annotated with a note, listed under the passage.
    await page.locator('[data-passage-text]').evaluate((root) => {
      const text = [...root.querySelectorAll('p')].flatMap((p) => [...p.childNodes])[2] as Text;
      document.getSelection()!.setBaseAndExtent(text, 1, text, 13);
    });
    await page.getByRole('button', { name: 'Annotate' }).click();
    await page.getByLabel('Note (optional)').fill('Short');
    await page.getByRole('button', { name: 'Save' }).click();
    await settledBoxOf(mascotOf(page));
    // From the header's Directions through Annotate, the passage, its annotation and the choices.
    await page.getByRole('button', { name: 'Directions' }).focus();
    await tabClearOfMascot(page, 14);
  });

  test('the mascot: a click does not move it, and the arrow keys still do', async ({ page }) => {
    await page.setViewportSize({ width: 640, height: 400 });
    await page.goto('/evaluation');
    await expect(page.getByText('Question 1 of 3', { exact: true })).toBeVisible();
    const mascot = mascotOf(page);
    const before = await settledBoxOf(mascot);
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(page.getByText('Question 2 of 3', { exact: true })).toBeVisible();
    expect(await settledBoxOf(mascot)).toEqual(before);

    await figureOf(mascot).focus();
    await page.keyboard.press('ArrowLeft');
    await expect.poll(async () => (await mascot.boundingBox())?.x).toBe(before.x - 10);
  });

  // The sheet is fixed over the page's bottom: the page scrolls what Tab reaches above it.
  test("under the math tools' bottom sheet on a phone", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await signUpViaApi(page, newUser());
    await page.goto('/practice/algebra');
    await expect(questionCard(page)).toBeVisible();
    await page.getByRole('button', { name: 'Reference', exact: true }).click();
    const sheet = page.getByRole('dialog', { name: 'Reference sheet' });
    await expect(sheet).toBeVisible();
    // From the sheet's last control on into the page: the question's answers and buttons.
    await sheet.getByRole('button', { name: 'Close reference sheet' }).focus();
    for (let stop = 1; stop <= 10; stop += 1) {
      await page.keyboard.press('Tab');
      await expect
        .poll(() => underBar(page, '[role="dialog"][aria-modal="false"]', 'below'), {
          message: `focus stop ${stop}`,
        })
        .toBe(0);
    }
  });

  test("under a timed test's sticky header, tabbing back on a phone", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await signUpViaApi(page, newUser());
    await startTimedTest(page, 'math', 'Short set: Algebra');
    await expect(page.getByRole('heading', { name: 'Question 1 of 4' })).toBeVisible();
    const header = page.locator('main header:has([data-test-tools])');
    // The test's name is whole, not cut short to leave the mascot room.
    const title = header.getByRole('heading', { level: 1 });
    expect(await title.evaluate((h) => h.scrollWidth <= h.clientWidth)).toBe(true);
    await page.getByRole('button', { name: 'Finish test' }).last().focus();
    for (let stop = 1; stop <= 12; stop += 1) {
      await page.keyboard.press('Shift+Tab');
      await expect
        .poll(() => underBar(page, 'main header:has([data-test-tools])', 'above'), {
          message: `focus stop ${stop}`,
        })
        .toBe(0);
    }
  });

  // Next brings the new question's top into view; on a short phone screen that leaves the
  // button pressed below it, so the new question takes the focus.
  test('after Next on a short phone screen, in the evaluation', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 400 });
    await page.goto('/evaluation');
    await expect(page.getByText('Question 1 of 3', { exact: true })).toBeVisible();
    await page.getByRole('radio').first().check();
    await page.getByRole('button', { name: 'Next', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Question 2 of 3', { exact: true })).toBeVisible();
    const question = page.getByRole('article', { name: 'Section 1, Question 2 of 3' });
    await expect(question).toBeFocused();
    await expect(question).toBeInViewport();
  });
});
