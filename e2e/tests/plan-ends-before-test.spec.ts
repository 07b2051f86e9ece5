import { expect, test } from '@playwright/test';
import { buyOneTimeMonth, newUser, signUpViaApi } from './helpers';

// A pass that runs out before the student's SAT says so on the plan page, with the way on.

const academyDayIn = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(
    new Date(Date.now() + days * 86_400_000),
  );

test('a One-Time Month bought 60 days before the SAT warns that access ends first', async ({
  page,
}, testInfo) => {
  test.setTimeout(60_000);
  await signUpViaApi(page, newUser());
  const origin = new URL(page.url()).origin;
  const goal = await page.request.put('/api/goal', {
    data: { targetScore: 1350, testDate: academyDayIn(60) },
    headers: { Origin: origin },
  });
  expect(goal.status(), await goal.text()).toBe(200);

  await buyOneTimeMonth(page);
  await expect(page).toHaveURL(/\/subscription$/, { timeout: 10_000 });

  const note = page.getByRole('region', { name: 'Your current plan' }).getByRole('note');
  await expect(note).toHaveText(
    /^Your access ends on [A-Z][a-z]+ \d{1,2}, \d{4}, (2[89]|3[01]) days before your SAT on .+\. Choose a plan below to keep practicing until test day\.$/,
  );
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await note.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`plan-ends-${width}.png`) });
  }
});
