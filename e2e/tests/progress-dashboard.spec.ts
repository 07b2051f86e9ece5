import { expect, test, type Page } from '@playwright/test';
import { masteryOf, masteryScore } from '@academy/shared/mastery-model';
import { PRACTICE_ESTIMATE_MIN_ANSWERS } from '@academy/shared/progress-dashboard';
import { answerViaApi, newUser, signUpViaApi, userMenuButton } from './helpers';
import { expectNothingUnderMascotScrolling, wordsUnderMascot } from './mascot';

// A user with a scripted history (the test bank's four algebra questions, two right, answered
// through the API as practice does) sees it on /progress: totals, charts and their table, the
// weakest concepts with Practice, and how far the estimate is.
const HISTORY = [
  ['test-linear-001', 'B', true],
  ['test-linear-002', '3/2', false],
  ['test-system-001', 'C', true],
  ['test-system-002', '6', false],
] as const;

// Linear: right d1, wrong d2, wrong d4; systems: right d3, wrong d4.
const expected = (answers: [boolean, number][]) =>
  (
    Math.round(
      masteryScore(
        masteryOf(
          answers.map(([right, difficulty]) => ({
            right,
            difficulty,
            hintsUsed: 0,
            superhintsUsed: 0,
          })),
        ),
      ) * 10,
    ) / 10
  ).toFixed(1);
const LINEAR = expected([
  [true, 1],
  [false, 2],
  [false, 4],
]);
const SYSTEMS = expected([
  [true, 3],
  [false, 4],
]);

async function scriptedUser(page: Page) {
  await signUpViaApi(page, newUser());
  await page.goto('/');
  for (const [id, answer, right] of HISTORY) await answerViaApi(page, id, answer, right);
}

for (const width of [375, 1280]) {
  test(`a student's progress page at ${width} px`, async ({ page }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width, height: 900 });
    await scriptedUser(page);

    // Linked from the home and from the user menu.
    await page.goto('/');
    await page.getByRole('link', { name: /^Your Progress/ }).click();
    await expect(page).toHaveURL('/progress');
    await expect(page.getByRole('heading', { name: 'Your Progress', level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(/^Your Progress · /);

    const summary = page.getByRole('region', { name: 'Summary' });
    await expect(summary.getByText('Questions answered')).toBeVisible();
    await expect(summary.locator('dd').first()).toHaveText('4');
    await expect(summary).toContainText('50%');
    // The two right first tries' difficulties, 1 and 3.
    await expect(
      summary.locator('div').filter({ hasText: 'Points earned' }).locator('dd'),
    ).toHaveText('4');
    await expect(summary).toContainText('1 day');
    await expect(summary).toContainText(
      `Answer ${PRACTICE_ESTIMATE_MIN_ANSWERS - 4} more to see an estimate`,
    );
    // Each SAT section has its own estimate; no Reading and Writing question was answered.
    const english = summary
      .locator('div')
      .filter({
        has: page.getByRole('heading', { name: 'Estimated SAT Reading and Writing score' }),
      })
      .last();
    await expect(english).toContainText(
      `Answer ${PRACTICE_ESTIMATE_MIN_ANSWERS} more to see an estimate`,
    );

    // The charts draw (recharts, loaded for this page), and the table says the same.
    const weekly = page.getByRole('region', { name: 'Week by week' });
    await expect(weekly.locator('.recharts-surface')).toHaveCount(2);
    // Each chart stays inside the card when the layout changes: drawn full width on a tablet,
    // the charts kept that width side by side at 1280 px and ran out of the card.
    await page.setViewportSize({ width: 900, height: 900 });
    await expect(weekly.locator('.recharts-surface').first()).toHaveAttribute(
      'width',
      /^[6-9]\d\d/,
    );
    await page.setViewportSize({ width, height: 900 });
    await expect(async () => {
      const card = (await weekly.boundingBox())!;
      for (const chart of await weekly.locator('.recharts-surface').all()) {
        const box = (await chart.boundingBox())!;
        expect(box.x + box.width, 'the chart ends inside its card').toBeLessThanOrEqual(
          card.x + card.width,
        );
      }
    }).toPass({ timeout: 5_000 });
    const table = weekly.getByRole('table', { name: 'Questions answered and accuracy per week' });
    // Weeks start with the student's first: a new one has this week alone (and the header).
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(table.getByRole('row').last()).toContainText(/4\s*2\s*50%/);
    await weekly.getByRole('button', { name: 'Show as table' }).click();
    await expect(table).toBeVisible();
    await expect(weekly.locator('.recharts-surface')).toHaveCount(0);
    await weekly.getByRole('button', { name: 'Show as charts' }).click();
    await expect(weekly.locator('.recharts-surface')).toHaveCount(2);

    // Mastery per concept with level and done counts, and the weakest, lowest first.
    const mastery = page.getByRole('region', { name: 'Mastery by topic' });
    await expect(mastery).toContainText('4 of 4 done');
    await expect(
      mastery.getByRole('meter', { name: 'Linear Equations in One Variable' }),
    ).toHaveAttribute('aria-valuetext', `${LINEAR} out of 10`);
    await expect(mastery).toContainText('Practicing · 3 of 3 done');
    await expect(mastery).toContainText('Not started · 0 of 0 done');
    const weakest = page.getByRole('region', { name: 'Your weakest concepts' });
    const items = weakest.getByRole('listitem');
    await expect(items).toHaveCount(2);
    const [first, second] =
      Number(LINEAR) <= Number(SYSTEMS)
        ? ['Linear Equations in One Variable', 'Systems of Linear Equations']
        : ['Systems of Linear Equations', 'Linear Equations in One Variable'];
    await expect(items.nth(0)).toContainText(first);
    await expect(items.nth(1)).toContainText(second);
    await expect(weakest.getByRole('link', { name: `Practice ${first}` })).toHaveAttribute(
      'href',
      /^\/practice\/algebra\?concept=/,
    );
    await expect(page.getByRole('region', { name: 'How scores and levels work' })).toContainText(
      'A score of 8.5 or more after at least 10 answers.',
    );

    // Nothing wider than the screen.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    if (process.env.PROGRESS_SHOTS) {
      await page.screenshot({
        path: `${process.env.PROGRESS_SHOTS}/progress-${width}.png`,
        fullPage: true,
      });
    }

    await userMenuButton(page).click();
    await expect(page.getByRole('menuitem', { name: 'Your Progress' })).toBeVisible();
  });
}

// The dashboard is read whole, as the practice page's concept scores are (decision 026): on a
// phone the mascot stood on concept scores, the charts' words and the weakest concepts.
test.describe('with motion, as most students see it', () => {
  test.use({ reducedMotion: 'no-preference' });

  test('on a phone the mascot covers no words of the dashboard', async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 375, height: 700 });
    await scriptedUser(page);
    await page.goto('/progress');
    await expect(page.getByRole('region', { name: 'Summary' })).toBeVisible();
    await expectNothingUnderMascotScrolling(page, '/progress at 375 px', wordsUnderMascot);
  });
});
