import { expect, test, type Page } from '@playwright/test';

// The evaluation's section timer (issue 36), on the test bank's evaluation (three questions a
// section). The page's clock is Playwright's, so 35 minutes pass in a moment.

const timer = (page: Page) => page.getByRole('timer');
const notice = (page: Page) => page.locator('#evaluation-timer-notice').filter({ hasText: /\S/ });
const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true });
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Submit Your Evaluation' });

test('the timer counts down, hides, never submits, and its times go with the answers', async ({
  page,
}) => {
  test.setTimeout(120_000); // two sections, a reload and a submit: longer than most tests
  await page.clock.install();
  await page.goto('/evaluation');
  // Running: the page comes drawn by the server at 35:00, and counts once the app has started.
  await expect(timer(page)).toHaveText(/^Time left in section 1: 34:\d\d$/);
  await expect(notice(page)).toHaveCount(0);

  // 30 minutes on: the warning is written once, in the live region.
  await page.clock.fastForward('30:00');
  await expect(timer(page)).toHaveText(/: [45]:\d\d$/);
  await expect(notice(page)).toHaveText('5 minutes left in this section.');

  // Hidden, as in Bluebook; the time still runs out, and nothing is submitted by itself.
  const submits: string[] = [];
  page.on('request', (r) => r.url().includes('/evaluation/submit') && submits.push(r.url()));
  await page.getByRole('button', { name: 'Hide timer' }).click();
  await expect(timer(page)).toHaveCount(0);
  await expect(page.getByText('Timer hidden')).toBeVisible();
  await page.clock.fastForward('06:00');
  await expect(notice(page)).toHaveText(
    'Time is up for this section. You may still finish and submit your answers.',
  );
  await expect(dialog(page)).toHaveCount(0);
  await page.getByRole('radio', { name: 'A. 4' }).check();
  for (let i = 0; i < 3; i++) await next(page).click();

  // Section 2 has a clock of its own; the timer stays hidden until shown again.
  await expect(page.getByRole('main').getByText('Section 2', { exact: true })).toBeVisible();
  await expect(notice(page)).toHaveCount(0);
  await page.clock.fastForward('02:00');
  await page.getByRole('button', { name: 'Show timer' }).click();
  await expect(timer(page)).toHaveText(/^Time left in section 2: 3[23]:\d\d$/);

  // A reload keeps the time taken, as it keeps the answers.
  await page.reload();
  await expect(page.getByRole('main').getByText('Section 2', { exact: true })).toBeVisible();
  await expect(timer(page)).toHaveText(/^Time left in section 2: 3[23]:\d\d$/);

  for (let i = 0; i < 2; i++) await next(page).click();
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await dialog(page).getByLabel('Email Address').fill('timed@example.com');
  const submitted = page.waitForRequest('**/api/questions/evaluation/submit');
  const answered = page.waitForResponse('**/api/questions/evaluation/submit');
  await dialog(page).getByRole('button', { name: 'Submit' }).click();
  const [first, second] = (await submitted).postDataJSON().sectionSeconds as number[];
  expect(first).toBeGreaterThanOrEqual(36 * 60);
  expect(first).toBeLessThan(37 * 60);
  expect(second).toBeGreaterThanOrEqual(2 * 60);
  expect(second).toBeLessThan(3 * 60);
  expect((await (await answered).json()).result.timing).toEqual({
    sectionSeconds: [first, second],
    finishedInTime: [false, true],
    sectionAnswered: [1, 0],
  });
  await expect(page.getByText(/Section 1: 3[67] min — over the 35 minutes/)).toBeVisible();
  await expect(page.getByText(/Section 2: [23] min — within the 35 minutes/)).toBeVisible();
  expect(submits).toHaveLength(1);
});
