import { expect } from '@playwright/test';
import { TUTOR_ACCOUNT } from '../tutor-account';
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
