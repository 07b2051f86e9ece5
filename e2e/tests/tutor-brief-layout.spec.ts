import { expect } from '@playwright/test';
import { TUTOR_ACCOUNT } from '../tutor-account';
import { brokenWords } from './broken-words';
import { answerViaApi, logInViaUi, newUser, signUpViaApi } from './helpers';
import { test } from './other-browser';

// The session brief on a phone: its weakest-concepts table let every cell break anywhere, so the
// narrow columns were squeezed first: with the bank's long concept names it read "SCOR" over "E"
// at 375 px, and with text at 200% "SC" "OR" "E" over "0." "0 / 10".

test('at 375 px the brief’s weakest concepts keep their words whole', async ({
  page,
  otherBrowser,
}) => {
  const studentPage = await otherBrowser();
  const student = newUser({ lastname: `Weakest${Date.now().toString(36)}` });
  const { _id: studentId } = await signUpViaApi(studentPage, student);
  await answerViaApi(studentPage, 'test-linear-001', 'A', false);
  await answerViaApi(studentPage, 'test-system-001', 'D', false);

  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`/login?redirect=/tutor/students/${String(studentId)}/brief`);
  await logInViaUi(page, TUTOR_ACCOUNT.email, TUTOR_ACCOUNT.password);
  const table = page.getByRole('region', { name: 'Weakest concepts' }).getByRole('table');
  await expect(table.getByRole('columnheader', { name: 'Score' })).toBeVisible();
  await expect(table.getByRole('cell', { name: '0.0 / 10' }).first()).toBeVisible();
  expect(await brokenWords(table)).toEqual([]);

  // With text at 200% only a concept's long name may break, and the page still fits.
  await page.addStyleTag({ content: 'html { font-size: 200%; }' });
  const score = table.getByRole('columnheader', { name: 'Score' });
  expect(await brokenWords(score)).toEqual([]);
  expect(await brokenWords(table.getByRole('cell', { name: '0.0 / 10' }).first())).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

// Its scores table at 200% text on a phone: three columns' headings need about 425 px of the
// 343 the screen has, so words broke anywhere, "Readin" over "g and Writing", "answer" over "s".
test('at 375 px and 200% text the brief’s scores keep their words whole, as a table when wide', async ({
  page,
  otherBrowser,
}) => {
  const studentPage = await otherBrowser();
  const student = newUser({ lastname: `Scores${Date.now().toString(36)}` });
  const { _id: studentId } = await signUpViaApi(studentPage, student);
  const submitted = await studentPage.request.post('/api/questions/evaluation/submit', {
    data: { email: student.email, answers: { 'test-eval-s1-01': 'A' } },
    headers: { Origin: new URL(studentPage.url()).origin },
  });
  expect(submitted.status(), await submitted.text()).toBe(200);

  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`/login?redirect=/tutor/students/${String(studentId)}/brief`);
  await logInViaUi(page, TUTOR_ACCOUNT.email, TUTOR_ACCOUNT.password);
  const scores = page.getByRole('region', { name: 'Scores' });
  // At 100% the table fits the phone.
  await expect(scores.getByRole('row', { name: /^SAT Reading and Writing/ })).toContainText(
    'Not taken',
  );
  expect(await brokenWords(scores)).toEqual([]);

  await page.addStyleTag({ content: 'html { font-size: 200%; }' });
  expect(await brokenWords(scores)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  // Each section's figures still say what they are.
  const math = scores.getByRole('listitem').filter({ hasText: 'SAT Math' });
  await expect(math.getByRole('term')).toHaveText(['From practice', 'Latest evaluation']);
  await expect(math.getByRole('definition').last()).toContainText(/\d{3}–\d{3} \(/);

  // Wide, on screen and on paper, the table is back, its words whole.
  await page.setViewportSize({ width: 1280, height: 900 });
  for (const media of ['screen', 'print'] as const) {
    await page.emulateMedia({ media });
    const row = scores.getByRole('row', { name: /^SAT Math/ });
    await expect(row).toContainText(/\d{3}–\d{3} \(/);
    await expect(scores.getByRole('columnheader', { name: 'Latest evaluation' })).toBeVisible();
    await expect(scores.getByRole('listitem').filter({ hasText: 'SAT Math' })).toBeHidden();
    expect(await brokenWords(scores)).toEqual([]);
  }
});

// A flagged question's long formula on the tutor's pages at 200% text on a phone: KaTeX cannot
// break (1,000,000)(0.000012), which ran past the student's page and widened it sideways. It
// gets a line and a scrolling box of its own, as in the student's question card.
test('at 375 px and 200% text a flagged question’s long formula scrolls in its own box', async ({
  page,
  otherBrowser,
}) => {
  const studentPage = await otherBrowser();
  const student = newUser({ lastname: `F${Date.now().toString(36)}` });
  const { _id: studentId } = await signUpViaApi(studentPage, student);
  const flag = await studentPage.request.post('/api/questions/test-system-002/flag', {
    data: { note: 'Too long to read' },
    headers: { Origin: new URL(studentPage.url()).origin },
  });
  expect(flag.status()).toBeLessThan(300);

  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`/login?redirect=/tutor/students/${String(studentId)}`);
  await logInViaUi(page, TUTOR_ACCOUNT.email, TUTOR_ACCOUNT.password);
  const text = page.getByText('what is the value of');
  await expect(text).toBeVisible();
  await page.addStyleTag({ content: 'html { font-size: 200%; }' });
  const formula = text.getByRole('region', { name: 'Formula, scrolls sideways' });
  await expect(formula).toBeVisible();
  const [inner, box] = [await text.boundingBox(), await formula.boundingBox()];
  expect(box!.x + box!.width).toBeLessThanOrEqual(inner!.x + inner!.width);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

// A tutor's last note with a pasted link: the brief's quote of it kept the link on one line, so at
// 375 px a shared document's address ran past the screen and the whole brief scrolled sideways.
test('at 375 px the brief’s last note breaks a long link within the page', async ({
  page,
  otherBrowser,
}) => {
  const studentPage = await otherBrowser();
  const { _id: studentId } = await signUpViaApi(studentPage, newUser());

  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`/login?redirect=/tutor/students/${String(studentId)}`);
  await logInViaUi(page, TUTOR_ACCOUNT.email, TUTOR_ACCOUNT.password);
  const link = 'https://docs.google.com/document/d/1aBcDeFgHiJkLmNoPqRsTuVwXyZ0123456789abcd/edit';
  await page.getByLabel('New note').fill(`Go through ${link}`);
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByText(`Go through ${link}`)).toBeVisible();

  await page.goto(`/tutor/students/${String(studentId)}/brief`);
  const note = page.getByRole('region', { name: 'Last note' });
  await expect(note).toContainText(link);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

// On paper the brief is set in 11 pt; its tables kept the screen's 14 px (10.5 pt), smaller than
// the questions around them.
test('the printed brief’s tables are in 11 pt, as the rest of it', async ({
  page,
  otherBrowser,
}) => {
  const studentPage = await otherBrowser();
  const { _id: studentId } = await signUpViaApi(studentPage, newUser());
  await answerViaApi(studentPage, 'test-linear-001', 'A', false);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/login?redirect=/tutor/students/${String(studentId)}/brief`);
  await logInViaUi(page, TUTOR_ACCOUNT.email, TUTOR_ACCOUNT.password);
  const weakest = page.getByRole('region', { name: 'Weakest concepts' }).getByRole('table');
  await expect(weakest.getByRole('cell', { name: '0.0 / 10' }).first()).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  const tables = page.getByRole('table');
  await expect(tables).toHaveCount(2);
  for (const table of await tables.all()) {
    const size = await table
      .getByRole('cell')
      .first()
      .evaluate((cell) => parseFloat(getComputedStyle(cell).fontSize));
    expect(size).toBeCloseTo((11 * 96) / 72, 1);
  }
});
