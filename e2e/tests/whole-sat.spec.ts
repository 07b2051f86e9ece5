import { expect, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './a11y';
import { linkParent } from './family-link';
import { buyOneTimeMonth, newUser, signUpViaApi } from './helpers';
import { expectMascotClearOf } from './mascot';
import { test } from './other-browser';
import { shootTimedTest as shoot } from './timed-test-start';

// The whole SAT (decision 066) on the test bank: one Reading and Writing question a module,
// four algebra questions a Math module, and a minute of test time lasting 4 seconds (serve.ts),
// so the 10-minute break lasts 40.

const saved = (page: Page) => expect(page.getByText('All answers saved')).toBeVisible();

/** Ends the module on screen through its Finish dialog. */
async function finish(page: Page, label: 'Finish module' | 'Finish test') {
  await page.getByRole('button', { name: label }).first().click();
  await page.getByRole('dialog').getByRole('button', { name: label }).click();
}

test('the whole SAT: Reading and Writing, a break, then Math with its tools, one total score', async ({
  page,
  otherBrowser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await signUpViaApi(page, newUser());
  // A Guest has one short set: the whole SAT takes a plan.
  await buyOneTimeMonth(page);

  await page.goto('/tests');
  // Above the sections' tabs, with both sections' length and the break.
  const card = page.getByRole('listitem').filter({ hasText: 'Full-length SAT' });
  await expect(card).toContainText(
    'Reading and Writing (2 modules of 27 questions, 32 minutes each), a 10-minute break, then Math (2 modules of 22 questions, 35 minutes each)',
  );
  await expect(page.getByRole('tabpanel')).not.toContainText('Full-length SAT');
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await shoot(page, `whole-sat-card-${width}`);
  }
  await card.getByRole('button', { name: 'Start, Full-length SAT', exact: true }).click();

  // Section 1: Reading and Writing, its passage, no calculator.
  await expect(page.getByText('Section 1, Module 1: Reading and Writing')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Passage' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Calculator' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Directions' }).click();
  await expect(page.getByRole('dialog', { name: 'Directions' })).toHaveAccessibleDescription(
    'Section 1, Module 1 (Reading and Writing): 1 question',
  );
  await page.keyboard.press('Escape');
  await page.getByRole('radio', { name: /concise/ }).check();
  await saved(page);
  await finish(page, 'Finish module');
  await expect(page.getByText('Section 1, Module 2: Reading and Writing')).toBeVisible();
  await finish(page, 'Finish module');

  // The break: its own clock, the focus on it, and Resume Testing.
  const title = page.getByRole('heading', { name: 'Break', level: 1 });
  await expect(title).toBeFocused();
  await expect(page.getByRole('timer')).toHaveText(/^Remaining break time: 0:[1-4]\d$/);
  await expect(
    page.getByText(
      'Reading and Writing is over and your answers are saved. Math starts when the break ends, or as soon as you resume.',
    ),
  ).toBeVisible();
  await expectNoSeriousViolations(page);
  await shoot(page, 'whole-sat-break-1280');
  await page.setViewportSize({ width: 375, height: 800 });
  await shoot(page, 'whole-sat-break-375');
  await page.reload();
  await expect(title).toBeVisible();
  await page.getByRole('button', { name: 'Resume Testing' }).click();

  // Section 2: Math, with the calculator and the reference sheet.
  await expect(page.getByText('Section 2, Module 1: Math')).toBeVisible();
  await expect(
    page.getByText('The module before is over. This is Section 2, Module 1 (Math): 4 questions.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Calculator' })).toBeVisible();
  await expect(page.getByRole('timer')).toHaveText(/^Time left in Section 2, Module 1: 2:[0-2]\d$/);
  await finish(page, 'Finish module');
  await expect(page.getByText('Section 2, Module 2: Math')).toBeVisible();
  await finish(page, 'Finish test');

  // One total score, and each section's.
  await expect(page.getByRole('heading', { name: 'Full-length SAT', level: 1 })).toBeFocused();
  const summary = page.getByRole('region', { name: 'Summary' });
  await expect(summary).toContainText('Estimated SAT score');
  // Each section's estimate, with its count right.
  await expect(
    summary.getByText(/^SAT Reading and Writing: \d{3}–\d{3} \(\d \/ 2 correct\)$/),
  ).toBeVisible();
  await expect(summary.getByText(/^SAT Math: \d{3}–\d{3} \(0 \/ 8 correct\)$/)).toBeVisible();
  await expect(summary).toContainText('Reading and Writing, module 1 (mixed difficulty)');
  await expect(summary).toContainText('Math, module 2');
  await expect(
    page.getByRole('article').filter({ hasText: 'Math, module 1 · Question 1' }),
  ).toBeVisible();
  await shoot(page, 'whole-sat-result-375');

  // The lists of finished tests give the split too: the parent's is the only place they see it.
  const row =
    /^Estimated SAT score \d{3,4}–\d{3,4} · SAT Reading and Writing \d{3}–\d{3} · SAT Math \d{3}–\d{3}$/;
  await page.goto('/tests');
  await expect(
    page.getByRole('region', { name: 'Your finished tests' }).getByText(row),
  ).toBeVisible();
  const parentPage = await otherBrowser();
  await linkParent(page, parentPage, baseURL!);
  await parentPage.goto('/family');
  await expect(parentPage.getByText(row)).toBeVisible();
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await parentPage.setViewportSize({ width, height: 900 });
    await shoot(page, `whole-sat-finished-${width}`);
    await shoot(parentPage, `whole-sat-family-${width}`);
  }
});

test('at 375 px and 200% text, the break’s mascot keeps off the test-mode ribbon', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signUpViaApi(page, newUser());
  await buyOneTimeMonth(page);
  await page.goto('/tests');
  await page.getByRole('button', { name: 'Start, Full-length SAT', exact: true }).click();
  await finish(page, 'Finish module');
  await expect(page.getByText('Section 1, Module 2: Reading and Writing')).toBeVisible();
  await finish(page, 'Finish module');
  await expect(page.getByRole('heading', { name: 'Break', level: 1 })).toBeFocused();
  // Right after the clock's tick: its next one, a change the mascot looks again at the page for,
  // is a second away, and what the larger text alone moves has to be enough.
  const timer = page.getByRole('timer');
  const shown = (await timer.textContent())!;
  await expect(timer).not.toHaveText(shown);
  await page.addStyleTag({ content: 'html { font-size: 200%; }' });
  // The top bar doubled its height and the ribbon came down onto the mascot's feet.
  await expectMascotClearOf(page, [page.getByText('Test mode: no real payment')]);
});
