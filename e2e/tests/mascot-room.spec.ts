import { expect, test, type Page } from '@playwright/test';
import { answerViaApi, newUser, signUpViaApi } from './helpers';
import { boxOf, dragBy, mascotOf, settledBoxOf } from './mascot';
import { openInApp } from './practice-card';
import { serveEditedJson } from './edited-json';

// Motion as most students see it (the config asks for reduced motion elsewhere).
test.use({ reducedMotion: 'no-preference' });

// Issue 35: the mascot and its bubble never cover the page's work, marked [data-mascot-avoid]
// (the question, its choices, the action buttons, the concept scores, review cards), at a
// phone's, a tablet's and desktops' sizes, also after scrolling.
const SIZES = [
  { width: 375, height: 667 },
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
];

/**
 * The marked elements the mascot (with the mute switch overhanging its corner) or its bubble
 * overlaps on screen, each named by its first words.
 */
const coveredWork = (page: Page) =>
  page.evaluate(() => {
    const mascot = document.querySelector('[data-testid="mascot"]')!;
    const parts = [mascot, ...mascot.querySelectorAll('button, [data-mascot-bubble]')].map(
      (element) => element.getBoundingClientRect(),
    );
    const covered: string[] = [];
    for (const work of document.querySelectorAll('[data-mascot-avoid]')) {
      const box = work.getBoundingClientRect();
      const hit = parts.some(
        (part) =>
          part.left < box.right &&
          box.left < part.right &&
          part.top < box.bottom &&
          box.top < part.bottom,
      );
      if (hit) covered.push((work.textContent ?? '').trim().slice(0, 40));
    }
    return covered;
  });

async function expectClear(page: Page, when: string) {
  await settledBoxOf(mascotOf(page));
  await expect.poll(() => coveredWork(page), { message: when }).toEqual([]);
}

const scrollTo = (page: Page, where: 'middle' | 'end') =>
  page.evaluate((to) => {
    const end = document.documentElement.scrollHeight - window.innerHeight;
    window.scrollTo({ top: to === 'end' ? end : end / 2, behavior: 'instant' });
  }, where);

for (const size of SIZES) {
  const at = `at ${size.width}×${size.height}`;

  test.describe(`the mascot keeps off the work ${at}`, () => {
    test.use({ viewport: size });

    test('in practice, speaking after a check, and scrolled', async ({ page }) => {
      await signUpViaApi(page, newUser());
      await page.goto('/practice/algebra');
      const card = page.getByRole('article', { name: 'Question' });
      await expect(card.getByRole('button', { name: 'Check Answer' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Concept scores' })).toBeVisible();
      await expectClear(page, 'on arrival');

      const radios = card.getByRole('radio');
      if ((await radios.count()) > 0) await radios.first().check();
      else await card.getByLabel('Your answer').fill('999');
      await card.getByRole('button', { name: 'Check Answer' }).click();
      // Its bubble is open for 3 s after an answer is checked.
      await expect(mascotOf(page).locator('[data-mascot-bubble]')).toBeVisible();
      await expect.poll(() => coveredWork(page), { message: 'speaking' }).toEqual([]);

      await scrollTo(page, 'middle');
      await expectClear(page, 'scrolled halfway');
      await scrollTo(page, 'end');
      await expectClear(page, 'scrolled to the end');
    });

    test('on the review page, and scrolled to its end', async ({ page }) => {
      await signUpViaApi(page, newUser());
      await answerViaApi(page, 'test-linear-001', 'A', false);
      await answerViaApi(page, 'test-system-001', 'C', true);
      await answerViaApi(page, 'test-linear-002', '2/3', true);
      await page.goto('/previously-answered');
      // Three cards, each card's Report a problem button, the footer's name and city, and the
      // test-mode ribbon.
      await expect(page.locator('[data-mascot-avoid]')).toHaveCount(8);
      await expectClear(page, 'on arrival');
      await scrollTo(page, 'end');
      await expectClear(page, 'scrolled to the end');
    });

    test('in the evaluation, and scrolled to its end', async ({ page }) => {
      await page.goto('/evaluation');
      await expect(page.getByText('Question 1 of 3', { exact: true })).toBeVisible();
      await expectClear(page, 'on arrival');
      await scrollTo(page, 'end');
      await expectClear(page, 'scrolled to the end');
    });
  });
}

/**
 * Whether the mascot or its bubble is drawn over the top bar's account menu, with the plan's tier
 * under the name: what is on top at points across it. The bubble lets clicks through, so it is
 * hit-tested here as the eye sees it.
 */
const overAccountMenu = (page: Page) =>
  page.evaluate(() => {
    const menu = document.querySelector('header nav[aria-label="Account"]')!;
    const { left, top, width, height } = menu.getBoundingClientRect();
    const bubble = document.querySelector<HTMLElement>('[data-mascot-bubble]');
    if (bubble) bubble.style.pointerEvents = 'auto';
    try {
      for (const x of [0.1, 0.3, 0.5, 0.7, 0.9]) {
        for (const y of [0.2, 0.5, 0.8]) {
          const hit = document.elementFromPoint(left + width * x, top + height * y);
          if (hit?.closest('[data-testid="mascot"]')) return true;
        }
      }
      return false;
    } finally {
      if (bubble) bubble.style.pointerEvents = '';
    }
  });

/**
 * Opens a practice page with a multiple-choice question and the scores' column of a real topic,
 * picks an answer (the last choice, wrong in both, or the right one) and scrolls `top` px down.
 */
async function pickScrolledTo(page: Page, top: number, { right = false } = {}) {
  await signUpViaApi(page, newUser());
  // The typed answers done, a multiple-choice question comes: its page is the taller.
  await answerViaApi(page, 'test-linear-002', '2/3', true);
  await answerViaApi(page, 'test-system-002', '8', true);
  // A topic of the real bank has five to eight concepts: the scores' column is as tall.
  await serveEditedJson<Record<string, string>[]>(
    page,
    '**/api/modules/submodules/algebra/concepts',
    (concepts) => {
      const more = [
        'Linear Equations in Two Variables',
        'Linear Functions',
        'Linear Inequalities',
        'Interpreting Linear Models',
      ];
      const extra = more.map((name) => ({
        ...concepts[0],
        _id: name.toLowerCase().replaceAll(' ', '-'),
        name,
      }));
      return [...concepts, ...extra];
    },
  );
  await openInApp(page, '/practice', /^Algebra /);
  const card = page.getByRole('article', { name: 'Question' });
  await expect(card.getByRole('button', { name: 'Check Answer' })).toBeVisible();
  const scores = page.getByRole('region', { name: 'Concept scores' });
  await expect(scores.getByText('Interpreting Linear Models')).toBeVisible();

  // test-system-001 (x + y = 10 and x - y = 4) is C, test-linear-001 is B.
  const system = ((await card.textContent()) ?? '').includes(' and ');
  const choice = right ? card.locator(`input[type="radio"][value="${system ? 'C' : 'B'}"]`) : null;
  await (choice ?? card.getByRole('radio').last()).check();
  await page.evaluate((to) => window.scrollTo({ top: to, behavior: 'instant' }), top);
  return card;
}

/**
 * Checks the answer picked `top` px down and expects the mascot and its bubble to cover neither
 * the work nor the top bar's account menu, read once settled (not waited for) while speaking and
 * after.
 */
async function checkScrolledTo(page: Page, top: number) {
  const card = await pickScrolledTo(page, top);
  await card.getByRole('button', { name: 'Check Answer' }).click();
  const bubble = mascotOf(page).locator('[data-mascot-bubble]');
  await expect(bubble).toBeAttached();
  await settledBoxOf(mascotOf(page));
  expect(await coveredWork(page), 'speaking, scrolled').toEqual([]);
  expect(await overAccountMenu(page), 'over the top bar, speaking').toBe(false);
  await expect(bubble).toHaveCount(0, { timeout: 5000 });
  await settledBoxOf(mascotOf(page));
  expect(await coveredWork(page), 'after speaking, scrolled').toEqual([]);
  expect(await overAccountMenu(page), 'over the top bar, after speaking').toBe(false);
}

test.describe('scrolled down a practice page from 1024 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  // With no clear spot on screen the mascot parks in the page's room. The room at the page's end
  // is hidden from 1024 px, and its empty box, at the top of the screen, was taken for a room
  // there: the mascot and its bubble parked over the concept scores and the top bar, and stayed.
  test('500 px down, checking an answer leaves the concept scores uncovered', async ({ page }) => {
    await checkScrolledTo(page, 500);
  });

  // Parked at its start spot in the page, a little scrolled, it was drawn over the sticky top bar
  // (its layer was above the bar's) and its bubble opened beside the account menu.
  test('a little down, parked at its start spot, it stays under the top bar', async ({ page }) => {
    await checkScrolledTo(page, 60);
  });

  // Its arms swing out past its box between poses, and each moving part of the drawing is a layer
  // as large as the figure, turned with the part: parked in the page, the turned layers reached
  // past the window's right edge and widened the page (1280 to 1330 px), a scroll bar flickering.
  test('celebrating there never widens the page', async ({ page }) => {
    const card = await pickScrolledTo(page, 60, { right: true });
    // The page's width at every frame of the celebration's first 2 s (poses, hops, turns).
    const widest = page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const start = performance.now();
          let widest = 0;
          const measure = () => {
            widest = Math.max(widest, document.documentElement.scrollWidth);
            if (performance.now() - start < 2000) requestAnimationFrame(measure);
            else resolve(widest);
          };
          requestAnimationFrame(measure);
        }),
    );
    await card.getByRole('button', { name: 'Check Answer' }).click();
    await expect(mascotOf(page)).toHaveAttribute('data-emotion', 'happy');
    expect(await widest).toBe(await page.evaluate(() => document.documentElement.clientWidth));
  });
});

test.describe('where the student drags it', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('is remembered on this device, and only clamped when drawn', async ({ page }) => {
    // A page with room to spare at both widths: let go over a title, it steps off it.
    await page.goto('/no-such-page');
    const mascot = mascotOf(page);
    const start = await settledBoxOf(mascot);
    await dragBy(page, mascot, -700, 300);
    const dragged = { x: start.x - 700, y: start.y + 300 };
    await expect.poll(() => boxOf(mascot)).toMatchObject(dragged);

    await page.reload();
    await expect.poll(() => settledBoxOf(mascot)).toMatchObject(dragged);

    // A phone is too narrow for that spot: drawn inside it, and back there on a large screen.
    await page.setViewportSize({ width: 375, height: 667 });
    await expect.poll(() => boxOf(mascot)).toMatchObject({ x: 10, y: dragged.y });
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect.poll(() => settledBoxOf(mascot)).toMatchObject(dragged);
  });

  test('onto the question, it steps to the nearest clear spot', async ({ page }) => {
    await signUpViaApi(page, newUser());
    await page.goto('/practice/algebra');
    const card = page.getByRole('article', { name: 'Question' });
    await expect(card.getByRole('button', { name: 'Check Answer' })).toBeVisible();
    const mascot = mascotOf(page);
    const start = await settledBoxOf(mascot);
    const question = await boxOf(card.locator('[data-mascot-avoid]').first());
    await dragBy(page, mascot, question.x + 20 - start.x, question.y - start.y);
    await expectClear(page, 'let go over the question');
  });
});
