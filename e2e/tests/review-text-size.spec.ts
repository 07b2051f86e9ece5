import { expect, test, type Page } from '@playwright/test';
import { answerViaApi, newUser, signUpViaApi } from './helpers';
import { answer, cards } from './review-helpers';

// The review's list and its Question Details with text at 200% (WCAG 1.4.4 and 1.4.10).

const doubleText = (page: Page) => page.addStyleTag({ content: 'html { font-size: 200%; }' });

/** How far the open details dialog's content runs past its box, sideways. */
const detailsSpill = (page: Page) =>
  page
    .getByRole('dialog', { name: 'Question Details' })
    .evaluate(
      (dialog) => dialog.firstElementChild!.scrollWidth - dialog.firstElementChild!.clientWidth,
    );

const openDetails = async (page: Page) => {
  await page.goto('/previously-answered');
  await page.getByRole('list', { name: 'Answered questions' }).getByRole('button').first().click();
  await expect(page.getByRole('dialog', { name: 'Question Details' })).toBeVisible();
};

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signUpViaApi(page, newUser());
});

test('at 375 px and 200% text, a wrong choice’s labels stay inside Question Details', async ({
  page,
}) => {
  await answerViaApi(page, 'test-system-001', 'A', false);
  await openDetails(page);
  await page.addStyleTag({ content: 'html { font-size: 200%; }' });
  const details = page.getByRole('dialog', { name: 'Question Details' });
  await expect(details.getByText('(Your Answer)')).toBeVisible();
  // "(Your Answer)" kept its one line beside the choice's letter and words: it ran 32 px past the
  // dialog's edge, and the dialog scrolled sideways.
  expect(await detailsSpill(page)).toBe(0);
  const [label, dialog] = [
    await details.getByText('(Your Answer)').boundingBox(),
    await details.boundingBox(),
  ];
  expect(label!.x + label!.width).toBeLessThanOrEqual(dialog!.x + dialog!.width);
});

test('at 375 px and 200% text, an answered card names its module and sub-module whole', async ({
  page,
}) => {
  await answerViaApi(page, 'test-wic-001', 'A', false);
  await page.goto('/previously-answered');
  const card = page.getByRole('list', { name: 'Answered questions' }).getByRole('listitem').first();
  await expect(card.getByText('SAT Reading and Writing')).toBeVisible();
  await page.addStyleTag({ content: 'html { font-size: 200%; }' });
  // Each was cut to one line with an ellipsis: "SAT Reading and Wri…", "Geometry and Tri…".
  for (const name of ['SAT Reading and Writing', 'Craft and Structure']) {
    const cut = await card
      .getByText(name, { exact: true })
      .evaluate((e) => e.scrollWidth - e.clientWidth);
    expect(cut, name).toBe(0);
  }
});

test('at 360 px and 200% text, an answered card’s time stays inside the card', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await answerViaApi(page, 'test-linear-001', 'A', false);
  // Read half an hour later: "30 minutes ago", a long word for the row.
  await page.clock.setFixedTime(Date.now() + 30 * 60_000);
  await page.goto('/previously-answered');
  const card = page.getByRole('list', { name: 'Answered questions' }).getByRole('listitem').first();
  const time = card.locator('time');
  await expect(time).toHaveText(/^\d+ minutes ago/);
  await expect(time).toBeVisible();
  await doubleText(page);
  // "Incorrect" and the time kept one row, 305 px wide where 246 px were left: "minutes" ran
  // across the card's border.
  const right = (await card.boundingBox())!;
  const text = await time.evaluate((e) => {
    const range = document.createRange();
    range.selectNodeContents(e);
    return range.getBoundingClientRect().right;
  });
  expect(text).toBeLessThanOrEqual(right.x + right.width);
});

/**
 * The filters whose chosen text their box cuts: the text laid out at the control's inner width,
 * in its font and wrapping, must fit the control's inner height (a select's chosen option, the
 * concepts button's label).
 */
const cutFilters = (page: Page) =>
  page.getByRole('region', { name: 'Filters' }).evaluate((section) => {
    const controls: [HTMLElement, string][] = [
      ...[...section.querySelectorAll('select')].map((s): [HTMLElement, string] => [
        s,
        s.selectedOptions[0]!.text,
      ]),
      ...[...section.querySelectorAll<HTMLElement>('[aria-haspopup]')].map(
        (b): [HTMLElement, string] => [b, b.innerText],
      ),
    ];
    return controls
      .filter(([control, text]) => {
        const style = getComputedStyle(control);
        const px = (value: string) => parseFloat(value);
        const probe = document.createElement('div');
        probe.textContent = text;
        Object.assign(probe.style, {
          position: 'absolute',
          visibility: 'hidden',
          font: style.font,
          letterSpacing: style.letterSpacing,
          whiteSpace: style.whiteSpace,
          overflowWrap: style.overflowWrap,
          width: `${control.clientWidth - px(style.paddingLeft) - px(style.paddingRight)}px`,
        });
        document.body.append(probe);
        const room = control.clientHeight - px(style.paddingTop) - px(style.paddingBottom);
        const cut = probe.scrollWidth > probe.clientWidth || probe.offsetHeight > room + 1;
        probe.remove();
        return cut;
      })
      .map(([, text]) => text);
  });

test('at 375 px and 200% text, the filters show their whole choice', async ({ page }) => {
  await answerViaApi(page, 'test-wic-001', 'A', false);
  await page.goto('/previously-answered');
  await expect(cards(page)).toHaveCount(1);
  await page
    .getByLabel('Module', { exact: true })
    .selectOption({ label: 'SAT Reading and Writing' });
  await page.getByLabel('Sub-module').selectOption({ label: 'Standard English Conventions' });
  await page.getByLabel('Result').selectOption({ label: 'Missed on first try' });
  await doubleText(page);
  // One line each, 72 px of it taken by the chevron's room: "SAT Readin", "All Sub-moc",
  // "Select co...". A choice wraps onto more lines, and its box grows to hold them.
  expect(await cutFilters(page)).toEqual([]);
  await page.getByLabel('Sub-module').selectOption({ label: 'All Sub-modules' });
  expect(await cutFilters(page)).toEqual([]);
});

test('at 1280 px, the answered cards reflow to fewer, wider columns as the text grows', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await answer(page, 'test-linear-001', true);
  await answer(page, 'test-linear-002', false);
  await answer(page, 'test-system-001', false);
  await page.goto('/previously-answered');
  await expect(cards(page)).toHaveCount(3);
  const grid = page.getByRole('list', { name: 'Answered questions' });
  const columns = () =>
    grid.evaluate((list) => getComputedStyle(list).gridTemplateColumns.split(' ').map(parseFloat));
  expect(await columns()).toHaveLength(3);
  await doubleText(page);
  // Three columns of 389 px each: "Retry this question" and "Report a problem" a word a line.
  // Each card keeps at least 16rem (512 px here).
  const wider = await columns();
  expect(wider.length).toBeLessThan(3);
  for (const width of wider) expect(width).toBeGreaterThanOrEqual(512);
});

test('at 375 px and 200% text, Question Details scroll under their header, never under Close alone', async ({
  page,
}) => {
  await answerViaApi(page, 'test-system-001', 'A', false);
  await openDetails(page);
  await doubleText(page);
  const dialog = page.getByRole('dialog', { name: 'Question Details' });
  await expect(dialog.getByText('Answer choices')).toBeVisible();
  const close = dialog.getByRole('button', { name: 'Close' });
  // At each scroll position, what shows level with Close, across the dialog: nothing of the
  // content but the title and description beside it (a blank header row above the rest). The
  // close icon stuck over the scrolling content: a word of a chip or a choice hid under it
  // while the rest of its line showed.
  const shownBesideClose = () =>
    close.evaluate((button) => {
      const box = button.closest('[role=dialog]')!;
      const titled = [
        box.getAttribute('aria-labelledby'),
        box.getAttribute('aria-describedby'),
      ].map((id) => document.getElementById(id!)!);
      const { top, bottom } = button.getBoundingClientRect();
      const { left, right } = box.getBoundingClientRect();
      const shown = new Set<string>();
      for (const y of [top + 2, (top + bottom) / 2, bottom - 2]) {
        for (let x = left + 1; x < right; x += 8) {
          const hit = document.elementFromPoint(x, y);
          if (!hit || !box.contains(hit) || button.contains(hit)) continue;
          if (titled.some((t) => t.contains(hit) || hit.contains(t))) continue;
          const text = (hit as HTMLElement).innerText?.trim();
          if (text) shown.add(text.slice(0, 30));
        }
      }
      return [...shown];
    });
  const scroller = close.locator('xpath=..');
  const end = await scroller.evaluate((e) => e.scrollHeight - e.clientHeight);
  expect(end).toBeGreaterThan(400);
  for (let y = 0; y <= end; y += 24) {
    await scroller.evaluate((e, top) => (e.scrollTop = top), y);
    expect(await shownBesideClose(), `scrolled ${y} px`).toEqual([]);
  }
});

/** The pagination's controls that run past the window's sides or into one another. */
const crowdedPagination = (page: Page) =>
  page.getByRole('navigation', { name: 'Pagination' }).evaluate((nav) => {
    const controls = [...nav.querySelectorAll('button')].map((b) => ({
      name: b.getAttribute('aria-label') ?? b.textContent!.trim(),
      rect: b.getBoundingClientRect(),
    }));
    const found: string[] = [];
    controls.forEach(({ name, rect }, i) => {
      if (rect.left < 0 || rect.right > document.documentElement.clientWidth) {
        found.push(`${name} off the screen`);
      }
      for (const other of controls.slice(i + 1)) {
        const r = other.rect;
        if (
          rect.left < r.right &&
          r.left < rect.right &&
          rect.top < r.bottom &&
          r.top < rect.bottom
        )
          found.push(`${name} × ${other.name}`);
      }
    });
    return found;
  });

for (const width of [375, 800]) {
  test(`at ${width} px and 200% text, the pagination's buttons stay apart and on the screen`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 740 });
    await answer(page, 'test-linear-001', true);
    await answer(page, 'test-linear-002', false);
    await answer(page, 'test-system-001', false);
    await answer(page, 'test-system-002', true);
    await answerViaApi(page, 'test-wic-001', 'A', false);
    // Page 3 of 5: Previous, five page numbers and Next.
    await page.goto('/previously-answered?limit=1&page=3');
    const pagination = page.getByRole('navigation', { name: 'Pagination' });
    await expect(pagination.getByRole('button', { name: /^Page / })).toHaveCount(5);
    expect(await crowdedPagination(page)).toEqual([]);
    await doubleText(page);
    // On a phone Previous ran into Next, and Pages 2 and 6 past the screen's edges, which
    // scrolled sideways; at 800 px the three of them in a row ran the page 57 px wide.
    expect(await crowdedPagination(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
  });
}
