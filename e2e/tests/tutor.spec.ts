import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect } from '@playwright/test';
import { sharedDatabase } from '../instances';
import {
  answerViaApi,
  finishShortTestViaApi,
  newUser,
  signUpViaApi,
  userMenuButton,
} from './helpers';
import { test } from './other-browser';
import { shootBothWidths } from './screenshots';

// The tutor's workspace (issue 38): a tutor, given the role by the administrator's command,
// finds a student who practiced, writes a note, marks an evaluation contacted, and prints the
// session brief to PDF. The command line works on the server's database, which the embedded
// one keeps to the server's process: this needs PostgreSQL.
test.skip(
  !sharedDatabase,
  'The admin command gives the tutor role on the running server’s database: run with DATABASE_URL.',
);

const root = resolve(import.meta.dirname, '../..');
/** Where the PDF and the screenshots go, to be looked at. */
const out = resolve(import.meta.dirname, '../test-results/tutor');

/** `npm run admin -- role <email> <role>`, as an administrator runs it. */
function giveRole(email: string, role: string) {
  execFileSync(
    resolve(root, 'node_modules/.bin/tsx'),
    ['apps/server/src/admin/cli.ts', 'role', email, role],
    { cwd: root, env: { ...process.env, LOG_LEVEL: 'silent' }, stdio: 'pipe' },
  );
}

test('a tutor finds a student, notes, marks an evaluation contacted and prints a brief', async ({
  page,
  otherBrowser,
}) => {
  test.setTimeout(120_000);
  mkdirSync(out, { recursive: true });

  // The student practices (two misses), flags a question and takes the evaluation.
  const studentPage = await otherBrowser();
  const student = newUser({ firstname: 'Stella', lastname: `Student${Date.now().toString(36)}` });
  await signUpViaApi(studentPage, student);
  await answerViaApi(studentPage, 'test-linear-001', 'A', false);
  await answerViaApi(studentPage, 'test-linear-002', '2/3', true);
  await answerViaApi(studentPage, 'test-system-001', 'D', false);
  const origin = { Origin: new URL(studentPage.url()).origin };
  const flag = await studentPage.request.post('/api/questions/test-system-001/flag', {
    data: { note: 'Why is it not D?' },
    headers: origin,
  });
  expect(flag.status()).toBeLessThan(300);
  const submitted = await studentPage.request.post('/api/questions/evaluation/submit', {
    data: { email: student.email, answers: { 'test-eval-s1-01': 'A', 'test-eval-s1-02': 'B' } },
    headers: origin,
  });
  expect(submitted.status(), await submitted.text()).toBe(200);
  // …and a short timed set, one question answered.
  const attemptId = await finishShortTestViaApi(studentPage);
  // A student reaching the workspace is told so, not sent to /subscription.
  await studentPage.goto('/tutor');
  await expect(studentPage.getByRole('heading', { name: 'No access' })).toBeVisible();
  await expect(studentPage).toHaveURL(/\/tutor(\?|$)/);

  // The tutor: an account, then the role from the administrator's command.
  const tutor = newUser({ firstname: 'Tess', lastname: 'Tutor' });
  await signUpViaApi(page, tutor);
  giveRole(tutor.email, 'tutor');
  await page.goto('/');
  await userMenuButton(page).click();
  await page.getByRole('menuitem', { name: 'Tutor workspace' }).click();
  await expect(page.getByRole('heading', { name: 'Students' })).toBeVisible();

  await page.getByLabel('Search students').fill(student.lastname);
  const row = page.getByRole('link', { name: new RegExp(student.lastname) });
  await expect(row).toHaveCount(1);
  await shootBothWidths(page, out, 'students');
  await row.click();

  await expect(page.getByRole('heading', { name: `Stella ${student.lastname}` })).toBeVisible();
  // The browser tab names the student, as the page's heading does.
  await expect(page).toHaveTitle(new RegExp(`^Stella ${student.lastname} · `));
  await expect(page.getByText('Why is it not D?')).toBeVisible();
  await page.getByLabel('New note').fill('Slopes next time.\nBring graph paper.');
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByText(/Slopes next time\./)).toBeVisible();
  await expect(page.getByLabel('New note')).toHaveValue('');
  await shootBothWidths(page, out, 'student');

  // The timed set's result, as the student sees it, by skill; then back to the student.
  await page
    .getByRole('region', { name: 'Timed tests' })
    .getByRole('link', { name: /^See the result of Short set: Algebra/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`/tutor/students/[0-9a-f-]{36}/tests/${attemptId}$`));
  await expect(page.getByRole('heading', { name: 'Short set: Algebra', level: 1 })).toBeVisible();
  await expect(
    page.getByText(`Test result · Stella ${student.lastname}`, { exact: true }),
  ).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^Test result · Stella ${student.lastname} · `));
  await expect(page.getByRole('region', { name: 'By skill' })).toContainText('Algebra');
  await expect(page.getByRole('heading', { name: 'Every question' })).toBeVisible();
  await expect(page.getByRole('article').first()).toContainText("Student's answer");
  // Blanks were missed: the tutor reads their concepts, with no practice links of the student's.
  const missed = page.getByRole('region', { name: 'Concepts missed' });
  await expect(missed).toContainText(/\(\d missed\)/);
  await expect(missed.getByRole('link')).toHaveCount(0);
  await shootBothWidths(page, out, 'test-result');
  await page.getByRole('link', { name: 'Back to the student' }).click();
  await expect(page.getByRole('heading', { name: `Stella ${student.lastname}` })).toBeVisible();

  await page.getByRole('link', { name: 'Evaluations' }).click();
  const card = page.getByRole('article').filter({ hasText: student.email });
  await expect(card).toHaveCount(1);
  const contacted = card.getByRole('checkbox', { name: 'Contacted' });
  await expect(contacted).not.toBeChecked();
  const saved = page.waitForResponse(
    (r) => r.url().includes('/api/tutor/evaluations/') && r.request().method() === 'PATCH',
  );
  await contacted.check();
  expect((await saved).status()).toBe(200);
  await page.reload();
  await expect(
    page
      .getByRole('article')
      .filter({ hasText: student.email })
      .getByRole('checkbox', { name: 'Contacted' }),
  ).toBeChecked();
  await shootBothWidths(page, out, 'evaluations');

  await page.getByRole('link', { name: 'Students' }).click();
  await page.getByLabel('Search students').fill(student.email);
  await page.getByRole('link', { name: new RegExp(student.lastname) }).click();
  await page.getByRole('link', { name: 'Session brief' }).click();
  await expect(page.getByRole('heading', { name: /Session brief/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Practice sheet answers' })).toBeVisible();
  // Where the student stands, and what was agreed last time.
  const scores = page.getByRole('region', { name: 'Scores' });
  await expect(scores.getByRole('row', { name: /^SAT Math/ })).toContainText(/\d{3}–\d{3} \(/);
  await expect(scores.getByRole('row', { name: /^SAT Reading and Writing/ })).toContainText(
    'Not taken',
  );
  await expect(page.getByRole('region', { name: 'Last note' })).toContainText('Bring graph paper.');
  await shootBothWidths(page, out, 'brief');
  // On a phone with text at 200%, its tables' headings ("LATEST EVALUATION") held it 70 px wider.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.addStyleTag({ content: 'html { font-size: 200%; }' });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.addStyleTag({ content: 'html { font-size: 100%; }' });
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.emulateMedia({ media: 'print' });
  await page.screenshot({ path: `${out}/brief-print.png`, fullPage: true });
  // Chromium's print to PDF: the answers start a page of their own.
  const pdf = await page.pdf({ path: `${out}/brief.pdf`, format: 'Letter' });
  const pages = pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? [];
  expect(pages.length).toBeGreaterThanOrEqual(2);
});
