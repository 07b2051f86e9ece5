import { expect, test, type Page } from '@playwright/test';
import { answerViaApi, newUser, signUpViaApi } from './helpers';
import { boxOf, overlap, textBox } from './text-boxes';

// The topic cards of the home and /practice with text at 200% (WCAG 1.4.4, the root's font size
// doubled) on a 1280 px window and on a phone.

const doubleText = (page: Page) => page.addStyleTag({ content: 'html { font-size: 200%; }' });

/** What of each topic card's text runs out of the card or into another of its lines. */
const crowdedCards = (page: Page) =>
  page
    .getByRole('link')
    .filter({ has: page.getByText('Average', { exact: true }) })
    .evaluateAll((cards) =>
      cards.flatMap((card) => {
        const box = card.getBoundingClientRect();
        const lines = [...card.querySelectorAll('h2, h3, h4, p')].map((e) => {
          const range = document.createRange();
          range.selectNodeContents(e);
          return { text: e.textContent!, rect: range.getBoundingClientRect() };
        });
        const found: string[] = [];
        for (const { text, rect } of lines) {
          if (rect.right > box.right || rect.left < box.left) found.push(`${text} runs out`);
          for (const other of lines) {
            if (other.text === text || other.rect.top > rect.top) continue;
            const meets =
              rect.left < other.rect.right &&
              other.rect.left < rect.right &&
              rect.top < other.rect.bottom &&
              other.rect.top < rect.bottom;
            if (meets && !found.includes(`${other.text} × ${text}`))
              found.push(`${text} × ${other.text}`);
          }
        }
        return found;
      }),
    );

test.beforeEach(async ({ page }) => {
  await signUpViaApi(page, newUser());
  await answerViaApi(page, 'test-linear-001', 'B', true);
});

for (const width of [1280, 375]) {
  test(`at ${width} px and 200% text, the topic cards hold their names and figures apart`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const path of ['/', '/practice']) {
      await page.goto(path);
      await expect(page.getByText('Geometry and Trigonometry').first()).toBeVisible();
      await doubleText(page);
      // Beside the home's account column at 1280 px, two cards of 200 px: "Trigonometry" ran
      // 8 px out of its card, and "done" into the average. Four on /practice, 277 px each.
      expect(await crowdedCards(page), path).toEqual([]);
    }
  });
}

test('at 1280 px, /practice keeps four topics a row at 100% text, and fewer at 200%', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/practice');
  const grid = page.getByRole('list').filter({ hasText: 'Geometry and Trigonometry' });
  const columns = () =>
    grid.evaluate((list) => getComputedStyle(list).gridTemplateColumns.split(' ').length);
  await expect(grid).toBeVisible();
  expect(await columns()).toBe(4);
  await doubleText(page);
  expect(await columns()).toBe(2);
  // The count and the average keep their line where they fit beside each other.
  const card = page.getByRole('link', { name: /Algebra/ }).first();
  const [count, average] = [card.getByText(/questions?$/), card.getByText('Average')];
  expect(overlap(await textBox(count), await boxOf(average))).toBe(false);
});
