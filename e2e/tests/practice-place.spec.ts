import { expect, test, type Page } from '@playwright/test';
import { newUser, signUpViaApi } from './helpers';
import { questionServedDuring } from './practice-card';

/** Runs `action` and returns the id of the question served meanwhile. */
const servedDuring = async (page: Page, action: () => Promise<unknown>) =>
  (await questionServedDuring(page, action))._id;

// Decision 007, rule 6: the question handed out comes back until it is checked.
test('a reload, or signing in again, brings back the question not yet checked', async ({
  page,
}) => {
  const user = newUser();
  await signUpViaApi(page, user);
  const first = await servedDuring(page, () => page.goto('/practice/algebra'));
  expect(await servedDuring(page, () => page.reload())).toBe(first);

  await page.context().clearCookies();
  await page.goto('/login?redirect=%2Fpractice%2Falgebra');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  const afterSignIn = await servedDuring(page, () =>
    page.getByRole('button', { name: 'Sign in' }).click(),
  );
  expect(afterSignIn).toBe(first);
});
