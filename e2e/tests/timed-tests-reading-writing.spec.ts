import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './a11y';
import { newUser, signUpViaApi } from './helpers';
import { shootTimedTest as shoot } from './timed-test-start';

// A timed Reading and Writing set: the section's own tab on /tests, a passage beside each
// question, and no calculator (the SAT gives none in this section).

test('a Reading and Writing set: its own tab, the passage, no calculator', async ({ page }) => {
  await signUpViaApi(page, newUser());
  await page.goto('/tests');
  await shoot(page, 'sections-1280');
  await page.setViewportSize({ width: 375, height: 800 });
  // One tab a section, Math first; the choice is in the address, so a reload keeps it.
  await expect(page.getByRole('tabpanel', { name: 'SAT Math' })).toContainText('Full SAT Math');
  await page.getByRole('tab', { name: 'SAT Reading and Writing' }).click();
  await expect(page).toHaveURL(/\/tests\?section=reading-writing$/);
  await page.reload();
  const english = page.getByRole('tabpanel', { name: 'SAT Reading and Writing' });
  await expect(english).toContainText('Full SAT Reading and Writing');
  await expect(english).not.toContainText('Full SAT Math');
  await expect(page.getByRole('tab', { name: 'SAT Reading and Writing' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(english).toContainText('2 modules of 27 questions, 32 minutes each');
  await english
    .getByRole('listitem')
    .filter({ hasText: 'Short set: Craft and Structure' })
    .getByRole('button', { name: 'Start' })
    .click();
  await expect(page.getByRole('heading', { name: 'Question 1 of 1' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Passage' })).toContainText(
    "The committee's report was blank",
  );
  await expect(page.getByRole('button', { name: 'Calculator' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Reference' })).toHaveCount(0);
  await shoot(page, 'english-module-375');
  await expectNoSeriousViolations(page);

  // A poem keeps its lines: on a phone a long one wraps with its continuation indented, so that
  // it does not read as a line of its own (it did, the text set as one paragraph).
  const poem = [
    'Does the road wind up-hill all the way, through the long evening and into the night?',
    'Yes, to the very end.',
    '',
    'But is there for the night a resting-place?',
  ];
  await page.route('**/api/tests/attempts/*', async (route) => {
    const response = await route.fetch();
    const attempt = (await response.json()) as {
      module: { questions: { passage: { texts: { text: string }[] } }[] };
    };
    attempt.module.questions[0]!.passage.texts = [{ text: poem.join('\n') }];
    await route.fulfill({ response, json: attempt });
  });
  await page.reload();
  const passage = page.getByRole('region', { name: 'Passage' });
  const long = passage.getByText(poem[0]!);
  await expect(long).toBeVisible();
  await expect(passage.locator('p').filter({ hasText: poem[3]! })).toHaveCount(1);
  const starts = await long.evaluate((line) => {
    const words = document.createRange();
    words.selectNodeContents(line);
    return [...words.getClientRects()].map(({ left, top }) => ({ left, top }));
  });
  const [first, ...rest] = starts;
  const continuation = rest.find((box) => box.top > first!.top);
  expect(continuation, 'the long line wraps at 375 px').toBeDefined();
  expect(continuation!.left - first!.left, 'its continuation is indented').toBeGreaterThan(16);
  await shoot(page, 'english-poem-375');
});
