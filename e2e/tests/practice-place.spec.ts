import { expect, test, type Page } from '@playwright/test';
import { newUser, signUpViaApi } from './helpers';

/** Runs `action` and returns the id of the question the random-question call served meanwhile. */
async function servedDuring(page: Page, action: () => Promise<unknown>) {
  const served = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/questions/submodule/algebra/random',
  );
  await action();
  const { _id } = (await (await served).json()) as { _id: string };
  await expect(page.getByRole('article', { name: 'Question' })).toBeVisible();
  return _id;
}

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
