import { expect } from '@playwright/test';
import { TUTOR_ACCOUNT } from '../tutor-account';
import { expectNoSeriousViolations } from './a11y';
import { answerViaApi, logInViaUi, newUser, signUpViaApi } from './helpers';
import { linkIn, waitForMail } from './mailbox';
import { expectMascotClearOf } from './mascot';
import { test } from './other-browser';

// Homework: the tutor sets practice on a student's page; the student finds it on their home,
// counted from their answers, and starts practice on its concept from there.
test('the tutor sets homework; the student sees it counted and practices it', async ({
  page,
  otherBrowser,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000);
  const student = newUser({ firstname: 'Hana' });
  const created = await signUpViaApi(page, student);

  const tutor = await otherBrowser();
  await tutor.goto(`/login?redirect=/tutor/students/${created._id as string}`);
  await logInViaUi(tutor, TUTOR_ACCOUNT.email, TUTOR_ACCOUNT.password);
  const panel = tutor.getByRole('region', { name: 'Homework' });
  await expect(panel.getByText('No homework set.')).toBeVisible();
  await panel.getByLabel('Topic').selectOption({ label: 'Algebra' });
  await panel
    .getByLabel('Concept (optional)')
    .selectOption({ label: 'Linear Equations in One Variable' });
  await panel.getByLabel('Questions').fill('3');
  await panel.getByLabel('Note to the student (optional)').fill('Show your steps.');
  await panel.getByRole('button', { name: 'Set homework' }).click();
  await expect(tutor.getByText('Homework set.')).toBeVisible();
  const set = panel.getByRole('listitem').filter({ hasText: 'Linear Equations in One Variable' });
  await expect(set).toContainText('0 of 3 questions');
  for (const width of [1280, 375]) {
    await tutor.setViewportSize({ width, height: 900 });
    await panel.screenshot({ path: testInfo.outputPath(`tutor-homework-${width}.png`) });
  }

  // The student is mailed a link straight into the concept's practice.
  const mail = await waitForMail(baseURL!, student.email, /^Homework from /);
  expect(linkIn(mail, '/practice/')).toMatch(
    /\/practice\/algebra\?concept=linear-equations-one-variable$/,
  );

  await answerViaApi(page, 'test-linear-001', 'B', true);
  await page.goto('/');
  const card = page.getByRole('region', { name: 'Homework from your tutor' });
  await expect(card).toContainText('1 of 3 questions');
  await expect(card).toContainText('“Show your steps.”');
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoSeriousViolations(page);
    await page.screenshot({ path: testInfo.outputPath(`home-homework-${width}.png`) });
  }
  // Scrolled to just under the top bar at 1280 px, the mascot found the homework's right side
  // clear and stood on its due day and the tutor's name after the note.
  await page.setViewportSize({ width: 1280, height: 800 });
  const item = card.getByRole('listitem');
  await item.evaluate((e) => window.scrollBy(0, e.getBoundingClientRect().top - 150));
  await expectMascotClearOf(page, [item]);
  // Named for its concept, as a screen reader's list of links gives it.
  await card
    .getByRole('link', { name: 'Practice, Linear Equations in One Variable', exact: true })
    .click();
  await expect(page).toHaveURL('/practice/algebra?concept=linear-equations-one-variable');
  await expect(page.getByRole('heading', { name: 'Algebra', level: 1 })).toBeVisible();

  // The tutor's list follows the student's answer.
  await tutor.reload();
  await expect(set).toContainText('1 of 3 questions');
});
