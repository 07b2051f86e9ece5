import { expect, test, type Page } from '@playwright/test';
import { FEEDBACK_NOT_RECORDED } from '@academy/shared/practice';
import { answerViaApi, newUser, signUpViaApi } from './helpers';
import { answerOnCard, questionServedDuring, type AlgebraId } from './practice-card';
import { expectMascotClearOf } from './mascot';
import { cards } from './review-helpers';

// Issue 35, a practice page the student controls: skip, flag, one concept, practice again,
// and the marks a check leaves on the choices. The test bank's algebra questions
// (apps/server/test/fixtures/bank): test-system-001 is multiple choice, answered C.
const SYSTEMS = 'Systems of Linear Equations';
const SYSTEMS_ID = 'systems-of-linear-equations';
const ALL = {
  'test-linear-001': 'B',
  'test-linear-002': '2/3',
  'test-system-001': 'C',
  'test-system-002': '8',
} as const;

const card = (page: Page) => page.getByRole('article', { name: 'Question' });
const button = (page: Page, name: string | RegExp) => page.getByRole('button', { name });

/** Runs `action` and returns the id of the question served meanwhile. */
const drawn = async (page: Page, action: () => Promise<unknown>) =>
  (await questionServedDuring(page, action))._id;

test.beforeEach(async ({ page }) => {
  await signUpViaApi(page, newUser());
});

test('Skip for now draws another question; Flag for my tutor keeps a note', async ({ page }) => {
  const first = await drawn(page, () => page.goto('/practice/algebra'));
  const second = await drawn(page, () => button(page, 'Skip for now').click());
  expect(second).not.toBe(first);
  await expect(page.getByText('Skipped for now: it will come back later.')).toBeVisible();

  await button(page, 'Flag for my tutor').click();
  const dialog = page.getByRole('dialog', { name: 'Flag for my tutor' });
  await dialog.getByLabel('Note for your tutor (optional)').fill('Why does step 2 work?');
  const sent = page.waitForRequest((r) => r.url().endsWith(`/api/questions/${second}/flag`));
  await dialog.getByRole('button', { name: 'Flag question' }).click();
  expect((await sent).postDataJSON()).toEqual({ note: 'Why does step 2 work?' });
  await expect(dialog).toBeHidden();
  const flagLine = card(page).getByText('Flagged for my tutor: Why does step 2 work?');
  await expect(flagLine).toBeVisible();

  // A reload brings the same question back, still flagged with its note: no second flag.
  expect(await drawn(page, () => page.reload())).toBe(second);
  await expect(flagLine).toBeVisible();
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await flagLine.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`flagged-${width}.png`) });
  }
  await button(page, 'Edit flag').click();
  const editing = page.getByRole('dialog', { name: 'Flagged for my tutor' });
  const note = editing.getByLabel('Note for your tutor (optional)');
  await expect(note).toHaveValue('Why does step 2 work?');
  await note.fill('Step 2, the substitution');
  await editing.getByRole('button', { name: 'Save note' }).click();
  await expect(
    card(page).getByText('Flagged for my tutor: Step 2, the substitution'),
  ).toBeVisible();
  await button(page, 'Edit flag').click();
  await editing.getByRole('button', { name: 'Remove flag' }).click();
  await expect(button(page, 'Flag for my tutor')).toBeVisible();
  await expect(card(page).getByText(/Flagged for my tutor/)).toHaveCount(0);
});

test('one concept: the pick stays inside it, says when it is done, and clears', async ({
  page,
}) => {
  await drawn(page, () => page.goto('/practice/algebra'));
  const inConcept = await drawn(page, () =>
    page.getByRole('link', { name: `Practice this concept: ${SYSTEMS}` }).click(),
  );
  await expect(page).toHaveURL(new RegExp(`\\?concept=${SYSTEMS_ID}$`));
  expect(['test-system-001', 'test-system-002']).toContain(inConcept);
  await expect(page.getByText(`Practicing one concept: ${SYSTEMS}`)).toBeVisible();
  await expect(page.getByText('Practicing only this concept')).toBeVisible();
  // The chosen concept's box overlaps none of its neighbours' names (the first concept's ran
  // over the second's).
  await drawn(page, () => page.goto('/practice/algebra?concept=linear-equations-one-variable'));
  const chosen = page.locator('li', { has: page.getByText('Practicing only this concept') });
  const items = await chosen.locator('xpath=../li').all();
  expect(items.length).toBeGreaterThan(1);
  for (let i = 1; i < items.length; i++) {
    const [above, below] = [(await items[i - 1]!.boundingBox())!, (await items[i]!.boundingBox())!];
    expect(
      above.y + above.height,
      `concept ${i} starts below concept ${i - 1}`,
    ).toBeLessThanOrEqual(below.y);
  }
  await drawn(page, () => page.goto(`/practice/algebra?concept=${SYSTEMS_ID}`));

  await answerViaApi(page, 'test-system-001', 'C', true);
  await answerViaApi(page, 'test-system-002', '8', true);
  await page.reload();
  await expect(
    page.getByRole('heading', { name: `No questions left in ${SYSTEMS}` }),
  ).toBeVisible();
  await drawn(page, () => page.getByRole('link', { name: 'All concepts' }).first().click());
  await expect(page).toHaveURL(/\/practice\/algebra$/);
});

test('choosing a concept during a retry leaves the retried question behind', async ({ page }) => {
  // test-linear-001 is of Linear Equations in One Variable, not of Systems of Linear Equations.
  await page.goto('/practice/algebra?question=test-linear-001');
  await expect(card(page).getByText('Linear Equations in One Variable')).toBeVisible();
  await expect(page.getByText(/^A retry:/)).toBeVisible();
  await page.getByRole('link', { name: `Practice this concept: ${SYSTEMS}` }).click();
  await expect(page).toHaveURL(new RegExp(`/practice/algebra\\?concept=${SYSTEMS_ID}$`));
  await expect(page.getByText(`Practicing one concept: ${SYSTEMS}`)).toBeVisible();
  await expect(card(page).getByText(SYSTEMS)).toBeVisible();
  await expect(page.getByText(/^A retry:/)).toHaveCount(0);
});

test('a link to a concept the topic does not have practises the whole topic instead', async ({
  page,
}) => {
  // circles is a concept of Geometry and Trigonometry: the draw refuses it for algebra, as it
  // would a concept the bank no longer has (an old homework or bookmark).
  await page.goto('/practice/algebra?concept=circles');
  await expect(page).toHaveURL(/\/practice\/algebra$/);
  await expect(
    page.getByText(
      'That concept is not part of this topic: here is a question from all of its concepts.',
    ),
  ).toBeVisible();
  await expect(card(page)).toBeVisible();
  await expect(page.getByText('Something went wrong!')).toHaveCount(0);
});

test('a check marks the choice in words; after Show Answer the right one, without praise', async ({
  page,
}) => {
  await page.goto('/api/health');
  await answerViaApi(page, 'test-system-002', '8', true);
  await drawn(page, () => page.goto(`/practice/algebra?concept=${SYSTEMS_ID}`));
  const choice = (letter: string) => card(page).locator(`label:has(input[value="${letter}"])`);

  await choice('D').click();
  await button(page, 'Check Answer').click();
  await expect(choice('D')).toContainText('Your answer — incorrect');
  await button(page, 'Show Answer').click();
  await expect(choice('C')).toContainText('Correct answer');

  await choice('C').click();
  await button(page, 'Check Answer').click();
  await expect(card(page).getByRole('status')).toHaveText(`Correct.${FEEDBACK_NOT_RECORDED}`);
  await expect(choice('C')).toContainText('Your answer — correct');

  // Forced colours drop the green and red: the words and the thicker border stay.
  await page.emulateMedia({ forcedColors: 'active' });
  await expect(choice('C').getByText('Your answer — correct')).toBeVisible();
  const border = await choice('C').evaluate((label) => getComputedStyle(label).borderTopWidth);
  expect(border).toBe('2px');

  // The copy of the answer shown was not recorded: the review keeps the miss.
  await page.emulateMedia({ forcedColors: 'none' });
  await page.goto('/previously-answered?result=incorrect');
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first()).toContainText('Incorrect');
});

test('on a phone, the mascot keeps off the answer and explanation Show Answer opens', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/api/health');
  await answerViaApi(page, 'test-system-002', '8', true);
  await drawn(page, () => page.goto(`/practice/algebra?concept=${SYSTEMS_ID}`));
  await card(page).locator('label:has(input[value="D"])').click();
  await button(page, 'Check Answer').click();
  await button(page, 'Show Answer').click();
  const answer = page.getByRole('region', { name: 'Answer and explanation' });
  await expect(answer).toBeVisible();
  await expectMascotClearOf(page, [answer]);
});

test('after Congratulations, Practice again starts a new round', async ({ page }) => {
  await page.goto('/api/health');
  for (const [id, answer] of Object.entries(ALL)) await answerViaApi(page, id, answer, true);
  await page.goto('/practice/algebra');
  await expect(page.getByRole('heading', { name: 'Congratulations!' })).toBeVisible();
  await expect(button(page, 'Select Another Submodule')).toBeVisible();
  const id = await drawn(page, () => button(page, 'Practice again').click());
  expect(Object.keys(ALL)).toContain(id);
  // Its right answers leave the scores where they are: the page says why.
  const roundNote = page.getByRole('note').filter({ hasText: /^Practice again: points and/ });
  await expect(roundNote).toBeVisible();
  // Mid-round, a reload shows the same question; answering it moves on.
  expect(await drawn(page, () => page.reload())).toBe(id);
  await expect(roundNote).toBeVisible();
  await answerViaApi(page, id, ALL[id as keyof typeof ALL], true);
  expect(await drawn(page, () => page.reload())).not.toBe(id);
});

test('a hint opened stays open after a reload, and the answer is recorded with it', async ({
  page,
}) => {
  const id = await drawn(page, () => page.goto('/practice/algebra'));
  await button(page, /^Show hint \(0\//).click();
  const hints = page.getByRole('region', { name: 'Hints' }).getByRole('listitem');
  await expect(hints).toHaveCount(1);

  // The same question comes back on a reload, with its hint.
  expect(await drawn(page, () => page.reload())).toBe(id);
  await expect(hints).toHaveCount(1);
  await expect(button(page, /^Show hint \(1\//)).toBeVisible();

  const recorded = page.waitForRequest(
    (r) => new URL(r.url()).pathname === '/api/progress/record-answer',
  );
  await answerOnCard(page, id as AlgebraId, true);
  expect((await recorded).postDataJSON()).toMatchObject({ hintsUsed: 1 });
});
