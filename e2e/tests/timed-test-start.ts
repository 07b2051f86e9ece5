import { expect, type Page } from '@playwright/test';

/** Opens /tests on a section and starts one of its tests by name: the module's page opens. */
export async function startTimedTest(
  page: Page,
  section: 'math' | 'reading-writing',
  name: string,
) {
  await page.goto(`/tests?section=${section}`);
  // Named exactly as a screen reader's list of controls gives it: Chromium once read the hidden
  // test name as "Start , Short set: Algebra".
  await page.getByRole('button', { name: `Start, ${name}`, exact: true }).click();
  await expect(page).toHaveURL(/\/tests\/[0-9a-f-]{36}$/);
}

const SHOTS = process.env.TIMED_TESTS_SHOTS;
/** A full-page shot of a timed test's page, when TIMED_TESTS_SHOTS names a folder for them. */
export const shootTimedTest = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};
