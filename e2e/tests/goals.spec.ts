import { expect } from '@playwright/test';
import { TUTOR_ACCOUNT } from '../tutor-account';
import { expectNoSeriousViolations } from './a11y';
import { logInViaUi, newUser, signUpViaApi } from './helpers';
import { test } from './other-browser';

/** The Dallas day `days` from now, YYYY-MM-DD, as the server counts test days. */
const dallasDay = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(
    new Date(Date.now() + days * 86_400_000),
  );

// The student's SAT goal: set on the home, counted down there and on /progress, where official
// scores are entered; the tutor reads both, the goal in the students list sorted by the soonest
// test.
test('a student sets their SAT goal; the home counts down and the tutor sees it', async ({
  page,
  otherBrowser,
}, testInfo) => {
  test.setTimeout(90_000);
  const student = newUser({ firstname: 'Ines', lastname: `Goal${Date.now()}` });
  await signUpViaApi(page, student);
  await page.goto('/');
  const card = page.getByRole('region', { name: 'Your SAT goal' });
  await card.getByRole('button', { name: 'Set your goal' }).click();
  await card.getByLabel('Target score').fill('1455');
  await card.getByRole('button', { name: 'Save goal' }).click();
  await expect(card.getByText('SAT scores go up in steps of 10')).toBeVisible();
  await card.getByLabel('Target score').fill('1450');
  await card.getByLabel('Test date (optional)').fill(dallasDay(60));
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoSeriousViolations(page);
    await card.screenshot({ path: testInfo.outputPath(`goal-form-${width}.png`) });
  }
  await card.getByRole('button', { name: 'Save goal' }).click();
  await expect(page.getByText('Goal saved')).toBeVisible();
  await expect(card).toContainText('Target score1450');
  await expect(card).toContainText(/(59|60|61) days to go/);
  await expect(card).toContainText('Your estimate shows here once both sections have enough');
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoSeriousViolations(page);
    await page.screenshot({ path: testInfo.outputPath(`home-goal-${width}.png`) });
  }

  // The progress page heads with it, beside the official scores, entered there.
  await page.goto('/progress');
  await expect(page.getByRole('region', { name: 'Your SAT goal' })).toContainText('1450');
  const scores = page.getByRole('region', { name: 'Your SAT scores' });
  await scores.getByRole('button', { name: 'Enter your scores' }).click();
  await scores.getByLabel('Test date').fill(dallasDay(-20));
  await scores.getByLabel('Math').fill('640');
  await scores.getByLabel('Reading and Writing').fill('650');
  await scores.getByRole('button', { name: 'Save scores' }).click();
  await expect(page.getByText('Scores saved')).toBeVisible();
  await expect(scores).toContainText('1290');
  await expect(scores).toContainText('Math 640 · Reading and Writing 650');
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoSeriousViolations(page);
    await page.screenshot({ path: testInfo.outputPath(`progress-goal-${width}.png`) });
  }

  // The tutor finds it in the list, sorted by the soonest test.
  const tutor = await otherBrowser();
  await tutor.goto(`/login?redirect=/tutor`);
  await logInViaUi(tutor, TUTOR_ACCOUNT.email, TUTOR_ACCOUNT.password);
  await tutor.getByLabel('Sort by').selectOption({ label: 'Test date' });
  await tutor.getByLabel('Search students').fill(student.lastname);
  const row = tutor.getByRole('link', { name: new RegExp(student.lastname) });
  await expect(row).toContainText('Target 1450');
  await expect(tutor).toHaveURL(/sort=testDate/);
  for (const width of [1280, 375]) {
    await tutor.setViewportSize({ width, height: 900 });
    await tutor.screenshot({ path: testInfo.outputPath(`tutor-list-goal-${width}.png`) });
  }
  await row.click();
  await expect(tutor.getByText(/SAT goal: Target 1450 · SAT on /)).toBeVisible();
  await expect(tutor.getByRole('list', { name: 'Official SAT scores' })).toContainText(
    '1290 (Math 640, Reading and Writing 650)',
  );
  for (const width of [1280, 375]) {
    await tutor.setViewportSize({ width, height: 900 });
    await tutor.screenshot({ path: testInfo.outputPath(`tutor-student-goal-${width}.png`) });
  }

  // The workspace's Results list every entered score, newest first.
  await tutor
    .getByRole('navigation', { name: 'Tutor workspace' })
    .getByRole('link', { name: 'Results' })
    .click();
  await expect(tutor.getByRole('heading', { name: 'Results', level: 1 })).toBeVisible();
  // Its address opens it too: the server knows the page.
  await tutor.reload();
  await expect(tutor.getByRole('heading', { name: 'Results', level: 1 })).toBeVisible();
  const result = tutor.getByRole('listitem').filter({ hasText: student.lastname });
  await expect(result).toContainText('1290');
  await expect(result).toContainText('Too little practice then for an estimate');
  for (const width of [1280, 375]) {
    await tutor.setViewportSize({ width, height: 900 });
    await expectNoSeriousViolations(tutor);
    await tutor.screenshot({ path: testInfo.outputPath(`tutor-results-${width}.png`) });
  }
});
