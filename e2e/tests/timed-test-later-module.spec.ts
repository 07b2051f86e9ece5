import { expect, test, type Page } from '@playwright/test';
import { newUser, signUpViaApi } from './helpers';
import { expectMascotClearOf, mascotOf, settledBoxOf } from './mascot';
import { shootTimedTest as shoot, startTimedTest } from './timed-test-start';
import { serveEditedJson } from './edited-json';

/**
 * A module after the first, as a full test's second module opens. The test bank's sets have one
 * module each, so the attempt the page reads is told it is module 2 of 2; nothing is answered,
 * so the server is never asked about the module it does not have.
 */
async function asSecondModule(page: Page) {
  await serveEditedJson<{ modules: number; module: { index: number } }>(
    page,
    /\/api\/tests\/attempts\/[0-9a-f-]{36}$/,
    (attempt) => {
      attempt.modules = 2;
      attempt.module.index = 2;
    },
    { method: 'GET' },
  );
}

for (const width of [375, 1280]) {
  test(`a later module says the last one is over, and the mascot keeps off it (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await asSecondModule(page);
    await signUpViaApi(page, newUser());
    await startTimedTest(page, 'math', 'Short set: Algebra');
    const notice = page.getByText('Module 1 is over. This is module 2 of 2: 4 questions.');
    await expect(notice).toBeVisible();
    // The question's heading takes the focus and reads the notice as its description.
    const heading = page.getByRole('heading', { name: 'Question 1 of 4' });
    await expect(heading).toBeFocused();
    await expect(heading).toHaveAccessibleDescription(
      'Module 1 is over. This is module 2 of 2: 4 questions.',
    );
    // With the calculator open the page has least room: on a phone the mascot stood on it.
    // Where no room is left beside it, the mascot steps out of sight instead.
    await page.getByRole('button', { name: 'Calculator' }).click();
    await expect(page.getByRole('dialog', { name: 'Calculator' })).toBeVisible();
    const mascot = mascotOf(page);
    await settledBoxOf(mascot);
    if (await mascot.evaluate((element) => getComputedStyle(element).visibility !== 'hidden')) {
      await expectMascotClearOf(page, [notice]);
    }
    await shoot(page, `later-module-calculator-${width}`);
  });
}
