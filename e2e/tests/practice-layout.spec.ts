import { mathTextToHtml } from '@academy/shared/math-html';
import { expect, test, type Page } from '@playwright/test';
import { newUser, signUpViaApi } from './helpers';
import { openInApp } from './practice-card';
import { serveEditedJson } from './edited-json';

// The bank's widest table (probability-003), 560 px at display size: wider than a phone.
const WIDE_TABLE =
  'If an adult who sleeps fewer than $7$ hours is chosen at random, what is the probability that the adult exercises regularly? $$\\begin{array}{l|c|c|c} & \\text{7 hours or more} & \\text{Fewer than 7 hours} & \\text{Total} \\\\ \\hline \\text{Exercises} & 96 & 54 & 150 \\\\ \\text{Does not exercise} & 66 & 84 & 150 \\\\ \\hline \\text{Total} & 162 & 138 & 300 \\end{array}$$';

// A figure as wide as the bank's widest (560 px), with labels at the bank's size.
const WIDE_FIGURE =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 560 300" width="560" height="300">' +
      '<rect width="560" height="300" fill="#fff" stroke="#94a3b8"/>' +
      '<text x="20" y="40" font-size="14">Label at the left</text>' +
      '<text x="420" y="280" font-size="14">Label at the right</text></svg>',
  );
const FIGURE_ALT = 'A rectangle with a label at its left and one at its right';

/**
 * Serves the practice page's questions with `change` made to them. The page is then opened from
 * inside the app (openInApp): loaded by its address, it comes drawn by the server.
 */
async function serveQuestionsWith(page: Page, change: Record<string, unknown>) {
  await serveEditedJson<Record<string, unknown>>(
    page,
    '**/api/questions/submodule/algebra/random',
    (question) => ({ ...question, ...change }),
  );
}

test.describe('practice layout', () => {
  test('on a phone, a table wider than the screen scrolls inside the card', async ({ page }) => {
    const width = 375;
    await signUpViaApi(page, newUser());
    // The test bank has no wide table, so the served question gets the real bank's widest.
    await serveQuestionsWith(page, { bodyLatex: WIDE_TABLE, bodyHtml: mathTextToHtml(WIDE_TABLE) });
    await page.setViewportSize({ width, height: 800 });
    await openInApp(page, '/practice', /^Algebra /);
    const card = page.getByRole('article', { name: 'Question' });
    const table = card.locator('.katex-display').first();
    await expect(table).toBeVisible();

    const pageOverflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(pageOverflow).toBe(0);
    const cardBox = await card.boundingBox();
    expect(cardBox!.x + cardBox!.width).toBeLessThanOrEqual(width);
    // The table's own box scrolls sideways to its last column. KaTeX lays a table out column by
    // column, so the last 'Total' is that column's heading.
    const scroller = table.locator('xpath=..');
    const { scrollWidth, clientWidth } = await scroller.evaluate((el) => ({
      scrollWidth: el.scrollWidth,
      clientWidth: el.clientWidth,
    }));
    expect(scrollWidth).toBeGreaterThan(clientWidth);
    // The edge with more beyond it fades out: first the right one, at the end the left one.
    const fadedEdges = () =>
      scroller.evaluate((el) =>
        ['start', 'end'].filter((edge) => el.hasAttribute(`data-more-${edge}`)),
      );
    await expect.poll(fadedEdges).toEqual(['end']);
    // It takes the focus, so the keyboard can scroll it too.
    await expect(scroller).toHaveAttribute('tabindex', '0');
    await scroller.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => scroller.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    expect(await scroller.evaluate((el) => getComputedStyle(el).maskImage)).toContain('gradient');
    await scroller.scrollIntoViewIfNeeded();
    await scroller.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
    await expect(table.locator('.katex-html').getByText('Total').last()).toBeInViewport();
    await expect.poll(fadedEdges).toEqual(['start']);
    // Turned to where the table fits, nothing fades.
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect.poll(fadedEdges).toEqual([]);
    await expect(scroller).not.toHaveAttribute('tabindex');
    expect(await scroller.evaluate((el) => getComputedStyle(el).maskImage)).toBe('none');
  });

  test('on a phone, a shrunk figure opens at its own size', async ({ page }) => {
    await signUpViaApi(page, newUser());
    await serveQuestionsWith(page, {
      imageUrl: WIDE_FIGURE,
      imageAlt: FIGURE_ALT,
      imagePosition: 'top',
    });
    await page.setViewportSize({ width: 375, height: 800 });
    await openInApp(page, '/practice', /^Algebra /);
    const card = page.getByRole('article', { name: 'Question' });
    await expect(card.getByRole('img', { name: FIGURE_ALT })).toBeVisible();
    await page.screenshot({ path: '/tmp/shots/figure-375.png' });
    const enlarge = card.getByRole('button', { name: 'Enlarge figure' });
    await enlarge.click();
    const dialog = page.getByRole('dialog', { name: 'Figure' });
    const large = dialog.getByRole('img', { name: FIGURE_ALT });
    await expect(large).toBeVisible();
    expect((await large.boundingBox())!.width).toBe(560);
    // Wider than the phone: its box scrolls, and says so at the edge with more.
    await expect(large.locator('xpath=..')).toHaveAttribute('data-more-end', '');
    await page.screenshot({ path: '/tmp/shots/figure-375-open.png' });
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(enlarge).toBeFocused();

    // Where it fits at its own size, there is nothing to enlarge.
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(card.getByRole('img', { name: FIGURE_ALT })).toBeVisible();
    await expect(enlarge).toBeHidden();
    await page.screenshot({ path: '/tmp/shots/figure-1280.png' });
  });
});
