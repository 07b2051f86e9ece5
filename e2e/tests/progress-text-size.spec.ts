import { expect, test, type Page } from '@playwright/test';
import { brokenWords } from './broken-words';
import { serveEditedJson } from './edited-json';
import { answerViaApi, newUser, signUpViaApi } from './helpers';
import { boxOf, overlap, textBox } from './text-boxes';
import type { ProgressDashboard } from '@academy/shared/progress-dashboard';

// /progress with text at 200% (WCAG 1.4.4, the root's font size doubled), on a phone and on a
// 1280 px window.

const doubleText = (page: Page) => page.addStyleTag({ content: 'html { font-size: 200%; }' });

/** A student with a wrong answer in each of two algebra concepts and in Words in Context. */
async function studentWithWeakConcepts(page: Page) {
  await signUpViaApi(page, newUser());
  await answerViaApi(page, 'test-linear-001', 'A', false);
  await answerViaApi(page, 'test-system-001', 'D', false);
  await answerViaApi(page, 'test-wic-001', 'A', false);
  await page.goto('/progress');
  await expect(page.getByRole('heading', { name: 'Your weakest concepts' })).toBeVisible();
}

test('at 375 px and 200% text, the totals keep their words whole and Practice stands clear of the concepts', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await studentWithWeakConcepts(page);
  await doubleText(page);
  // Two tiles a row, 160 px each: "Question|s" and "answere|d" broke across lines.
  const totals = page.locator('dl').filter({ hasText: 'Questions answered' });
  expect(await brokenWords(totals)).toEqual([]);
  // Each concept's Practice stood on the end of its name: "Equatio[ns]", "Structur[e]".
  const concepts = page
    .getByRole('region', { name: 'Your weakest concepts' })
    .getByRole('listitem');
  await expect(concepts).toHaveCount(3);
  for (const concept of await concepts.all()) {
    const practice = await boxOf(concept.getByRole('link', { name: /^Practice/ }));
    for (const line of await concept.locator('p').all()) {
      const text = await textBox(line);
      expect(overlap(text, practice), await line.innerText()).toBe(false);
    }
  }
});

test('at 1280 px and 200% text, the dashboard stacks its columns rather than squeeze the charts', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await studentWithWeakConcepts(page);
  const [answered, accuracy] = [
    page.getByText('Questions answered', { exact: true }).last(),
    page.getByText('Accuracy (%)', { exact: true }),
  ];
  await expect(accuracy).toBeAttached();
  // At 100% the weakest concepts stand beside the charts, as designed.
  const weakest = page.getByRole('region', { name: 'Your weakest concepts' });
  const beside = async () =>
    (await boxOf(weakest)).left >
    (await boxOf(page.getByRole('region', { name: 'Mastery by topic' }))).right;
  expect(await beside()).toBe(true);
  await doubleText(page);
  // A 24rem column (768 px) left the charts 255 px: their titles ran into each other, and
  // "Trigonometry" out of the mastery card.
  expect(overlap(await textBox(answered), await textBox(accuracy))).toBe(false);
  const mastery = page.getByRole('region', { name: 'Mastery by topic' });
  const topic = mastery.getByRole('heading', { name: 'Geometry and Trigonometry' });
  expect((await textBox(topic)).right).toBeLessThanOrEqual((await boxOf(mastery)).right);
  expect(await beside()).toBe(false);
});

test('at 375 px and 200% text, a student with a goal set keeps /progress within the screen', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signUpViaApi(page, newUser());
  const goal = await page.request.put('/api/goal', {
    data: { targetScore: 1400, testDate: null },
    headers: { Origin: new URL(page.url()).origin },
  });
  expect(goal.status(), await goal.text()).toBe(200);
  await page.goto('/progress');
  const card = page.getByRole('region', { name: 'Your SAT goal' });
  await expect(card.getByRole('button', { name: 'Edit' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Enter your scores' })).toBeVisible();
  await doubleText(page);
  // The goal card's icon, title and Edit kept one row, 307 px wide where 263 px were left: the
  // card, and the SAT scores card beside it, ran 30 px past the screen, which scrolled sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);
  const [edit, region] = [
    await boxOf(card.getByRole('button', { name: 'Edit' })),
    await boxOf(card),
  ];
  expect(edit.right).toBeLessThanOrEqual(region.right);
});

test('at 360 px and 200% text, the goal card’s title stands clear of Edit', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await signUpViaApi(page, newUser());
  const goal = await page.request.put('/api/goal', {
    data: { targetScore: 1400, testDate: null },
    headers: { Origin: new URL(page.url()).origin },
  });
  expect(goal.status(), await goal.text()).toBe(200);
  await page.goto('/');
  const card = page.getByRole('region', { name: 'Your SAT goal' });
  const edit = card.getByRole('button', { name: 'Edit your goal' });
  await expect(edit).toBeVisible();
  await doubleText(page);
  // Between the icon and Edit the title kept 10 px: "Your SAT goal" ran across Edit ("SATEdit").
  const title = card.getByRole('heading', { name: 'Your SAT goal' });
  expect(overlap(await textBox(title), await boxOf(edit))).toBe(false);
  expect((await textBox(title)).right).toBeLessThanOrEqual((await boxOf(card)).right);
  expect(await brokenWords(title)).toEqual([]);
});

test('at 375 px and 200% text, an official score reads whole beside Remove', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signUpViaApi(page, newUser());
  const testDate = new Date(Date.now() - 10 * 86_400_000).toISOString().slice(0, 10);
  const scores = await page.request.post('/api/sat-scores', {
    data: { testDate, math: 640, readingWriting: 610 },
    headers: { Origin: new URL(page.url()).origin },
  });
  expect(scores.status(), await scores.text()).toBe(201);
  await page.goto('/progress');
  const row = page.getByRole('region', { name: 'Your SAT scores' }).getByRole('listitem');
  const remove = row.getByRole('button', { name: /^Remove the scores of/ });
  await expect(remove).toBeVisible();
  await doubleText(page);
  // The bold figures' font arrives after the page: the row is measured as drawn with it.
  await page.evaluate(() => document.fonts.ready);
  // The score and Remove kept one row, 305 px wide where 261 px were left: both cards at the
  // top of the page ran 28 px past the screen, which scrolled sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);
  for (const line of await row.locator('p').all()) {
    expect(overlap(await textBox(line), await boxOf(remove)), await line.innerText()).toBe(false);
  }
});

test('at 360 px and 200% text, a concept with a long word keeps its score whole inside the card', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 800 });
  // The test bank's names have no word as long as the real bank's "Transformations": Linear
  // Equations in One Variable is shown under the real bank's longest concept name.
  const LONG = 'Function Notation and Transformations';
  await serveEditedJson<ProgressDashboard>(page, '**/api/progress/dashboard', (dashboard) => {
    for (const c of [...dashboard.topics.flatMap((t) => t.concepts), ...dashboard.weakest]) {
      if (c.concept === 'linear-equations-one-variable') c.name = LONG;
    }
  });
  await studentWithWeakConcepts(page);
  await doubleText(page);
  await page.evaluate(() => document.fonts.ready);
  // Beside its score the name needed 287 px where 246 were left: "3.7" ended on the card's border.
  const mastery = page.getByRole('region', { name: 'Mastery by topic' });
  const row = mastery.getByRole('listitem').filter({ hasText: LONG });
  const score = row.getByText(/^\d+(\.\d)?$/);
  expect((await textBox(score)).right).toBeLessThanOrEqual((await boxOf(row)).right);
  expect(await brokenWords(score)).toEqual([]);
  const weakest = page.getByRole('region', { name: 'Your weakest concepts' });
  const concept = weakest.getByRole('listitem').filter({ hasText: LONG });
  for (const line of await concept.locator('p').all()) {
    expect((await textBox(line)).right, await line.innerText()).toBeLessThanOrEqual(
      (await boxOf(concept)).right,
    );
  }
});
