import { expect, test } from '@playwright/test';
import { newUser, signUpViaApi } from './helpers';

// The bank's widest table (probability-003), 560 px at display size: wider than a phone.
const WIDE_TABLE =
  'If an adult who sleeps fewer than $7$ hours is chosen at random, what is the probability that the adult exercises regularly? $$\\begin{array}{l|c|c|c} & \\text{7 hours or more} & \\text{Fewer than 7 hours} & \\text{Total} \\\\ \\hline \\text{Exercises} & 96 & 54 & 150 \\\\ \\text{Does not exercise} & 66 & 84 & 150 \\\\ \\hline \\text{Total} & 162 & 138 & 300 \\end{array}$$';

test.describe('practice layout', () => {
  test('on a phone, a table wider than the screen scrolls inside the card', async ({ page }) => {
    const width = 375;
    await signUpViaApi(page, newUser());
    // The test bank has no wide table, so the served question gets the real bank's widest.
    await page.route('**/api/questions/submodule/algebra/random', async (route) => {
      const response = await route.fetch();
      const question = { ...(await response.json()), bodyLatex: WIDE_TABLE };
      await route.fulfill({ response, json: question });
    });
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/practice/algebra');
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
    expect(await scroller.evaluate((el) => getComputedStyle(el).maskImage)).toContain('gradient');
    await scroller.scrollIntoViewIfNeeded();
    await scroller.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
    await expect(table.locator('.katex-html').getByText('Total').last()).toBeInViewport();
    await expect.poll(fadedEdges).toEqual(['start']);
    // Turned to where the table fits, nothing fades.
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect.poll(fadedEdges).toEqual([]);
    expect(await scroller.evaluate((el) => getComputedStyle(el).maskImage)).toBe('none');
  });
});
