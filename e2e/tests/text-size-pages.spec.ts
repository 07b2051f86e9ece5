import { expect, test, type Page } from '@playwright/test';
import { brokenWords } from './broken-words';
import { newUser, signUpViaApi } from './helpers';
import { boxOf, expectNothingUnderMascotScrolling, mascotOf } from './mascot';
import { questionCard } from './practice-card';
import { formulaRoom } from './formula-room';
import { boxOf as elementBox, overlap, textBox } from './text-boxes';

// A phone with text at 200% (WCAG 1.4.4, the root's font size doubled): the pages a student
// opens most ran 40–100 px wider than the screen. Grids whose one column sized itself to its
// cards' longest words, and the trial notice's words and button kept on one line.

const pages = [
  { path: '/', ready: 'Available Topics' },
  { path: '/practice', ready: 'Algebra' },
  { path: '/tests', ready: 'free questions left' },
  { path: '/previously-answered', ready: 'All Modules' },
  // Their buttons' labels held them 25 and 31 px wide.
  { path: '/progress', ready: 'Enter your scores' },
  { path: '/sessions', ready: 'Book a tutor session' },
];

/** The labels of the page's buttons (and links drawn as buttons) that run out of their box. */
const spilledLabels = (page: Page) =>
  page.locator('button:visible, a:visible').evaluateAll((controls) =>
    controls
      .filter((c) => c.clientWidth > 0 && c.scrollWidth > c.clientWidth + 1)
      // Not a skip link's hidden text, nor a small control's invisible hit area (touch-target).
      .filter((c) => !c.closest('.sr-only') && !c.classList.contains('touch-target'))
      .map((c) => c.textContent?.trim()),
  );

/**
 * The labels of buttons wrapped on several lines whose lines are not centred: a wrapped label's
 * lines started at its left, under a centred one-line neighbour.
 */
const offCentreLines = (page: Page) =>
  page.locator('button:visible, a:visible').evaluateAll((controls) =>
    controls
      .filter((c) => getComputedStyle(c).justifyContent === 'center')
      .filter((c) => {
        // The text's lines, each from its first word's left to its last word's right.
        const lines = new Map<number, { left: number; right: number }>();
        const walker = document.createTreeWalker(c, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          // A screen reader's words, laid out in a box 1 px wide, a word a line.
          if (node.parentElement?.closest('.sr-only')) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          for (const r of range.getClientRects()) {
            if (r.width <= 1) continue; // a space
            const line = lines.get(Math.round(r.bottom)) ?? { left: r.left, right: r.right };
            lines.set(Math.round(r.bottom), {
              left: Math.min(line.left, r.left),
              right: Math.max(line.right, r.right),
            });
          }
        }
        // Centred lines share their middle (an icon beside them moves them all alike).
        const middles = [...lines.values()].map((l) => (l.left + l.right) / 2);
        return Math.max(...middles) - Math.min(...middles) > 4;
      })
      .map((c) => c.textContent?.trim()),
  );

/** The labels of buttons and links whose icon shrank to a sliver beside their wrapped words. */
const shrunkIcons = (page: Page) =>
  page
    .locator('button:visible, a:visible')
    .evaluateAll((controls) =>
      controls
        .filter((c) =>
          [...c.querySelectorAll('svg')].some((icon) => icon.getBoundingClientRect().width < 4),
        )
        .map((c) => c.textContent?.trim()),
    );

test('at 375 px and 200% text, the student’s main pages fit the screen', async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 375, height: 800 });
  await signUpViaApi(page, newUser({ firstname: 'Evangeline' }));
  for (const { path, ready } of pages) {
    await page.goto(path);
    await expect(page.getByText(ready).first()).toBeAttached();
    await page.addStyleTag({ content: 'html { font-size: 200%; }' });
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, path).toBeLessThanOrEqual(375);
    // Buttons kept their labels on one line: "Create account" ran out of its button.
    expect(await spilledLabels(page), path).toEqual([]);
    // A wrapped label's lines are centred, as one line is.
    expect(await offCentreLines(page), path).toEqual([]);
    expect(await shrunkIcons(page), path).toEqual([]);
  }
});

test('at 375 px and 200% text, a practice question’s formulas have room in their choices', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signUpViaApi(page, newUser({ firstname: 'Evangeline' }));
  await page.goto('/practice/algebra?question=test-linear-001');
  await expect(page.getByRole('radio')).toHaveCount(4);
  await page.addStyleTag({ content: 'html { font-size: 200%; }' });
  // It was 43 px.
  expect(await formulaRoom(page)).toBeGreaterThanOrEqual(116);
});

test('at 375 px and 200% text, a question’s long formula stays in its card', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signUpViaApi(page, newUser({ firstname: 'Evangeline' }));
  await page.goto('/practice/algebra?question=test-system-002');
  const text = questionCard(page).getByText('what is the value of');
  await expect(text).toBeVisible();
  await page.addStyleTag({ content: 'html { font-size: 200%; }' });
  // KaTeX breaks the formula after its + and =, but (1,000,000)(0.000012) alone is wider than the
  // card: it ran 132 px past the text's edge, across the card's padding and border.
  await expect.poll(() => text.evaluate((e) => e.scrollWidth - e.clientWidth)).toBe(0);
  const formula = text.getByRole('region', { name: 'Formula, scrolls sideways' });
  const [inner, box] = [await text.boundingBox(), await formula.boundingBox()];
  expect(box!.x).toBeGreaterThanOrEqual(inner!.x);
  expect(box!.x + box!.width).toBeLessThanOrEqual(inner!.x + inner!.width);
  await formula.focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => formula.evaluate((e) => e.scrollLeft)).toBeGreaterThan(0);
  // The sentence's short formulas keep their places in its lines: $y = 2x$ beside "If".
  const [word, short] = await text.evaluate((e) => {
    const range = document.createRange();
    range.setStart(e.firstChild!, 0);
    range.setEnd(e.firstChild!, 2);
    return [range, e.querySelector('.katex')!].map((r) => {
      const { left, right, top, bottom } = r.getBoundingClientRect();
      return { left, right, top, bottom };
    });
  });
  expect(short!.left).toBeGreaterThan(word!.right);
  expect((short!.top + short!.bottom) / 2).toBeGreaterThan(word!.top);
  expect((short!.top + short!.bottom) / 2).toBeLessThan(word!.bottom);
});

test('at 375 px and 200% text, the public pages fit the screen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  // The landing's cards and the evaluation's timer and Back/Next rows ran 100–170 px wider.
  for (const [path, heading] of [
    ['/', /Reach your best score/],
    ['/evaluation', 'SAT Math Evaluation'],
    ['/pricing', /./],
    ['/login', /./],
    ['/signup', /./],
    // The tutor's card, the academy's address, and a page's one button ran 36–199 px wider.
    ['/about', /./],
    ['/contact', /./],
    ['/privacy', /./],
    ['/family/accept?token=x', /./],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await page.addStyleTag({ content: 'html { font-size: 200%; }' });
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, path).toBeLessThanOrEqual(375);
    // Buttons kept their labels on one line: "Create account" ran out of its button.
    expect(await spilledLabels(page), path).toEqual([]);
    // A wrapped label's lines are centred, as one line is.
    expect(await offCentreLines(page), path).toEqual([]);
    expect(await shrunkIcons(page), path).toEqual([]);
  }
});

test('at 360 px and 200% text, the home’s links keep their words clear of their arrows', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await signUpViaApi(page, newUser());
  await page.goto('/');
  const links = page
    .getByRole('complementary', { name: 'Your account' })
    .locator('a, button')
    .filter({ has: page.locator('svg.lucide-arrow-right') });
  await expect(links.getByText('Your Progress')).toBeVisible();
  await page.addStyleTag({ content: 'html { font-size: 200%; }' });
  // Beside the icon and the arrow the words kept 54 px: "progress," and "homework" ran under
  // the arrow and out to the card's edge.
  for (const link of await links.all()) {
    const arrow = await elementBox(link.locator('svg.lucide-arrow-right'));
    for (const words of await link.locator('span.block').all()) {
      const text = await textBox(words);
      expect(overlap(text, arrow), await words.innerText()).toBe(false);
      expect(text.right, await words.innerText()).toBeLessThanOrEqual(arrow.right);
    }
  }
});

test('at 768 and 1280 px and 200% text, the pricing page’s plans keep their words in their cards', async ({
  page,
}) => {
  // Three across from 768 px, whatever the text's size: at 200% on a tablet each card left its
  // words a line, which ran past the card's edge and the screen's.
  for (const width of [768, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/pricing');
    await expect(page.getByRole('link', { name: 'Choose One-Time Year' })).toBeVisible();
    await page.addStyleTag({ content: 'html { font-size: 200%; }' });
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(6);
    for (const card of await cards.all()) {
      const spilled = await card.evaluate((root) => {
        const edge = root.getBoundingClientRect().right;
        return [...root.querySelectorAll('*')]
          .filter((e) => e.getBoundingClientRect().right > edge + 1)
          .map((e) => e.textContent?.trim());
      });
      expect(spilled, `a card at ${width} px`).toEqual([]);
      expect(await brokenWords(card), `a card at ${width} px`).toEqual([]);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
  }
});

test('at 768 px and 200% text, the sign-in forms scroll clear of the mascot', async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 800 });
  // The card fills the tablet's width at this size: the mascot, fixed top right as if beside it,
  // stood with its line on the email field and, scrolled, on the password and Sign in.
  for (const path of ['/login', '/signup']) {
    await page.goto(path);
    await page.addStyleTag({ content: 'html { font-size: 200%; }' });
    await expectNothingUnderMascotScrolling(page, `${path} at 768 px and 200% text`);
  }
});

test('at 375 px and 200% text, the sign-up page’s mascot and focused fields stand below the taller top bar', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/signup');
  await page.addStyleTag({ content: 'html { font-size: 200%; }' });
  // Login and Sign Up stack: the bar is 192 px, and the mascot stood under it, out of sight.
  const barHeight = await page
    .locator('[data-site-bar]')
    .evaluate((bar) => bar.getBoundingClientRect().height);
  expect(barHeight).toBeGreaterThan(64);
  await expect.poll(async () => (await boxOf(mascotOf(page))).y).toBe(barHeight + 10);
  // Its line took a word a line, 120 px wide, down over "Join the Academy!".
  const bubble = await page.locator('[data-mascot-bubble]').boundingBox();
  const title = await page.getByRole('heading', { name: 'Join the Academy!' }).boundingBox();
  expect(bubble!.y + bubble!.height).toBeLessThanOrEqual(title!.y);
  // The page's scroll padding was 4.5rem (144 px here): Shift+Tab up the form focused the password
  // field 49 px under the bar, out of sight (WCAG 2.4.11).
  await page.getByRole('button', { name: 'Create account' }).focus();
  // Show password, then the four fields.
  for (let press = 0; press < 5; press++) {
    await page.keyboard.press('Shift+Tab');
    const { top, name } = await page.evaluate(() => ({
      top: document.activeElement!.getBoundingClientRect().top,
      name: document.activeElement!.getAttribute('name') ?? document.activeElement!.ariaLabel,
    }));
    expect(top, `${name}`).toBeGreaterThanOrEqual(barHeight);
  }
  await expect(page.getByLabel('First name')).toBeFocused();
});

test('at 375 px and 200% text, the calculator’s keys and modes fit, and its expression shows', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signUpViaApi(page, newUser());
  await page.goto('/practice/algebra?question=test-linear-001');
  await expect(page.getByRole('radio')).toHaveCount(4);
  await page.addStyleTag({ content: 'html { font-size: 200%; }' });
  await page.getByRole('button', { name: 'Calculator', exact: true }).click();
  const sheet = page.getByRole('dialog', { name: 'Calculator' });
  // The sheet kept 48% of the screen: its header, modes and Deg/Rad left the expression below it.
  await expect(sheet.getByLabel('Expression', { exact: true })).toBeInViewport();
  // "sin" ran into "cos", and "tan", "ans" and "Clear" out of their keys; Graphing off the screen.
  expect(await spilledLabels(page)).toEqual([]);
  const right = await sheet
    .locator('button:visible')
    .evaluateAll((buttons) => Math.max(...buttons.map((b) => b.getBoundingClientRect().right)));
  expect(right).toBeLessThanOrEqual(375);
});
