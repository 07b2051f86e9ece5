import { expect } from '@playwright/test';
import { TUTOR_ACCOUNT } from '../tutor-account';
import { brokenWords } from './broken-words';
import { finishShortTestViaApi, logInViaUi, newUser, signUpViaApi } from './helpers';
import { test } from './other-browser';

// A student's page in the tutor's workspace at 1280 px: the cards under the progress dashboard
// (flags, evaluations, timed tests, bookings) ran 24 px further right than the dashboard's
// "Mastery by topic" above them, their columns split the page differently.

test('at 1280 px the timed tests line up with the mastery card above them', async ({
  page,
  otherBrowser,
}) => {
  const studentPage = await otherBrowser();
  const { _id: studentId } = await signUpViaApi(studentPage, newUser());
  await finishShortTestViaApi(studentPage);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/login?redirect=/tutor/students/${String(studentId)}`);
  await logInViaUi(page, TUTOR_ACCOUNT.email, TUTOR_ACCOUNT.password);
  const tests = page.getByRole('region', { name: 'Timed tests' }).getByRole('list');
  await expect(tests.getByRole('link', { name: /^See the result of/ })).toBeVisible();
  const mastery = await page.getByRole('region', { name: 'Mastery by topic' }).boundingBox();
  const card = await tests.boundingBox();
  expect(card!.x).toBe(mastery!.x);
  expect(card!.width).toBeCloseTo(mastery!.width, 0);
});

// The students list on a phone with text at 200%: names and addresses were cut to one line,
// "Marcus Whitfiel…", which only a pointer's hover read in full.
test('at 375 px and 200% text the students list shows a name and email whole', async ({
  page,
  otherBrowser,
}) => {
  const student = newUser({ firstname: 'Marcus', lastname: 'Whitfield Abernathy' });
  await signUpViaApi(await otherBrowser(), student);

  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/login?redirect=/tutor');
  await logInViaUi(page, TUTOR_ACCOUNT.email, TUTOR_ACCOUNT.password);
  await page.getByLabel('Search students').fill(student.email);
  const row = page.getByRole('link', { name: /Marcus Whitfield Abernathy/ });
  await expect(row).toHaveCount(1);
  await page.addStyleTag({ content: 'html { font-size: 200%; }' });

  const name = row.getByText('Marcus Whitfield Abernathy', { exact: true });
  const email = row.getByText(student.email, { exact: true });
  for (const text of [name, email]) {
    // Every line of it shows: none runs on past its box, under a "…".
    expect(await text.evaluate((e) => e.scrollWidth - e.clientWidth)).toBeLessThanOrEqual(0);
  }
  // The name wraps between its words; an address may break anywhere.
  expect(await brokenWords(name)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
