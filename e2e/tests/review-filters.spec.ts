import { expect, test } from '@playwright/test';
import {
  studentWithAnswers,
  cards,
  cardButton,
  conceptsButton,
  conceptOptions,
} from './review-helpers';
import { openInApp } from './practice-card';

test.describe('previously answered questions: filters', () => {
  test('a stale filter link drops what does not exist and shows the answers', async ({ page }) => {
    await studentWithAnswers(page);
    await page.goto('/previously-answered?module=gone&subModule=gone-too&concepts=x,y,z');
    await expect(page).toHaveURL(/\/previously-answered$/);
    await expect(cards(page)).toHaveCount(3);
    await expect(conceptsButton(page)).toContainText('Select concepts...');
    await expect(page.getByText('Failed to fetch submodules')).toHaveCount(0);

    await page.goto(
      '/previously-answered?module=sat-math&concepts=linear-equations-one-variable,gone',
    );
    await expect(page).toHaveURL(
      '/previously-answered?module=sat-math&concepts=linear-equations-one-variable',
    );
    await expect(cards(page)).toHaveCount(2);

    // A sub-module without its module: the list was cut to it while its select, disabled,
    // read "All Sub-modules".
    await page.goto('/previously-answered?subModule=algebra');
    await expect(page).toHaveURL(/\/previously-answered$/);
    await expect(cards(page)).toHaveCount(3);
  });

  test('filter choices that failed to load say so, with a way to try again', async ({ page }) => {
    await studentWithAnswers(page);
    let failing = true;
    await page.route('**/api/progress/concepts', (route) =>
      failing
        ? route.fulfill({ status: 503, json: { message: 'Service unavailable' } })
        : route.fallback(),
    );
    // Opened from inside the app: loaded by its address, the page comes drawn by the server.
    await openInApp(page, '/', /Previously Answered/);
    const notice = page
      .getByRole('alert')
      .filter({ hasText: 'Some filter choices could not be loaded.' });
    await expect(notice).toBeVisible({ timeout: 15_000 });
    await expect(cards(page)).toHaveCount(3);

    failing = false;
    await notice.getByRole('button', { name: 'Try again' }).click();
    await expect(notice).toHaveCount(0);
    await conceptsButton(page).click();
    await expect(conceptOptions(page).first()).toBeVisible();
  });

  test('search narrows the list and survives a reload', async ({ page }) => {
    await studentWithAnswers(page);
    await page.goto('/previously-answered');
    await expect(cards(page)).toHaveCount(3);

    const search = page.getByLabel('Search');
    await expect(search).toHaveAttribute('placeholder', 'Search part of question title..');
    await search.fill('SATISFIES');
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toContainText('satisfies');
    await expect(page).toHaveURL(/search=SATISFIES/);

    await page.reload();
    await expect(page.getByLabel('Search')).toHaveValue('SATISFIES');
    await expect(cards(page)).toHaveCount(1);

    await page.getByLabel('Search').fill('no such words');
    await expect(page.getByText('No previously answered questions found.')).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(cards(page)).toHaveCount(3);
    await expect(page.getByLabel('Search')).toHaveValue('');
  });

  test('module, then sub-module, then concepts filter; reload keeps them', async ({ page }) => {
    await studentWithAnswers(page);
    const submoduleCalls: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/modules\/[^/]+\/submodules$/.test(new URL(request.url()).pathname)) {
        submoduleCalls.push(request.url());
      }
    });
    await page.goto('/previously-answered');
    await expect(cards(page)).toHaveCount(3);

    const moduleSelect = page.getByLabel('Module', { exact: true });
    const subModuleSelect = page.getByLabel('Sub-module');
    await expect(moduleSelect.locator('option:checked')).toHaveText('All Modules');
    await expect(subModuleSelect).toBeDisabled();
    // Told why, not only shown dimmed.
    await expect(subModuleSelect).toHaveAccessibleDescription('Choose a module first.');
    await expect(subModuleSelect.locator('option:checked')).toHaveText('All Sub-modules');
    await expect(conceptsButton(page)).toHaveText('Select concepts...');
    expect(submoduleCalls).toEqual([]);

    // All concepts are offered before a module is chosen, each with its description and place.
    await conceptsButton(page).click();
    const options = conceptOptions(page);
    // The test bank's three SAT Math concepts and two Reading and Writing ones.
    await expect(options).toHaveCount(5);
    await expect(options.filter({ hasText: 'Circles, Arcs and Sectors' })).toContainText(
      'SAT Math → Geometry and Trigonometry',
    );
    await expect(options.filter({ hasText: 'Systems of Linear Equations' })).toContainText(
      'Solve two linear equations together.',
    );
    await page.keyboard.press('Escape');

    await moduleSelect.selectOption({ label: 'SAT Math' });
    await expect(subModuleSelect).toBeEnabled();
    await expect(subModuleSelect).toHaveAccessibleDescription('');
    expect(submoduleCalls).toHaveLength(1);
    await expect(page).toHaveURL(/module=sat-math/);
    await expect(cards(page)).toHaveCount(3);

    // A sub-module without answers: empty, and only its concepts are offered.
    await subModuleSelect.selectOption({ label: 'Geometry and Trigonometry' });
    await expect(page.getByText('No previously answered questions found.')).toBeVisible();
    await conceptsButton(page).click();
    await expect(options).toHaveCount(1);
    await expect(options).toContainText('Circles, Arcs and Sectors');
    await page.keyboard.press('Escape');

    await subModuleSelect.selectOption({ label: 'Algebra' });
    await expect(cards(page)).toHaveCount(3);
    await conceptsButton(page).click();
    await expect(options).toHaveCount(2);
    await options.filter({ hasText: 'Systems of Linear Equations' }).click();
    await expect(cards(page)).toHaveCount(1);
    await expect(cardButton(cards(page).first())).toHaveAccessibleName(/x - y/);
    await expect(conceptsButton(page)).toContainText('Systems of Linear Equations');
    // The list stays open for another choice.
    await options.filter({ hasText: 'Linear Equations in One Variable' }).click();
    await expect(conceptsButton(page)).toContainText('2 concepts selected');
    await expect(cards(page)).toHaveCount(3);
    await page.keyboard.press('Escape');

    await page.reload();
    await expect(moduleSelect.locator('option:checked')).toHaveText('SAT Math');
    await expect(subModuleSelect.locator('option:checked')).toHaveText('Algebra');
    await expect(conceptsButton(page)).toContainText('2 concepts selected');
    await expect(cards(page)).toHaveCount(3);

    // A new module clears the sub-module and the concepts.
    await moduleSelect.selectOption({ label: 'All Modules' });
    await expect(subModuleSelect).toBeDisabled();
    await expect(conceptsButton(page)).toHaveText('Select concepts...');
    await expect(page).not.toHaveURL(/subModule|concepts/);
  });

  test('on a phone held sideways, the concepts list fits the screen with its search box', async ({
    page,
  }) => {
    await studentWithAnswers(page);
    await page.setViewportSize({ width: 740, height: 360 });
    await page.goto('/previously-answered');
    await conceptsButton(page).click();
    const search = page.getByPlaceholder('Search concepts...');
    await expect(search).toBeInViewport({ ratio: 1 });
    const list = await page.getByRole('listbox').boundingBox();
    expect(list!.y).toBeGreaterThanOrEqual(0);
    expect(list!.y + list!.height).toBeLessThanOrEqual(360);
    await expect(conceptOptions(page).first()).toBeVisible();
  });

  test('no filter cuts its text short, from a phone to a wide screen', async ({ page }) => {
    await studentWithAnswers(page);
    await page.goto('/previously-answered');
    await expect(cards(page)).toHaveCount(3);
    const filters = page.getByRole('region', { name: 'Filters' });
    // The room each control's text has against the width that text needs in its own font: a
    // select's chosen option, the search box's placeholder, the concepts button's label.
    const cutTexts = () =>
      filters.evaluate((section) => {
        const context = document.createElement('canvas').getContext('2d')!;
        const cut: string[] = [];
        const check = (element: HTMLElement, text: string) => {
          const style = getComputedStyle(element);
          context.font = style.font;
          const room =
            element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
          if (context.measureText(text).width > room + 0.5) cut.push(text);
        };
        for (const select of section.querySelectorAll('select')) {
          check(select, select.selectedOptions[0]?.text ?? '');
        }
        for (const input of section.querySelectorAll<HTMLInputElement>('input[placeholder]')) {
          check(input, input.placeholder);
        }
        // The concepts button's label wraps rather than cut its words: here it keeps one line.
        for (const label of section.querySelectorAll<HTMLElement>(
          '[aria-haspopup] [id$="-value"]',
        )) {
          const range = document.createRange();
          range.selectNodeContents(label);
          const lines = new Set([...range.getClientRects()].map((line) => Math.round(line.top)));
          if (lines.size > 1) cut.push(label.textContent ?? '');
        }
        return cut;
      });
    for (const width of [375, 768, 1024, 1280, 1440, 1600, 1920]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await cutTexts(), `at ${width} px`).toEqual([]);
    }
  });
});
