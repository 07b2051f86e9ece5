import { expect } from '@playwright/test';
import { TUTOR_ACCOUNT } from '../tutor-account';
import { expectNoSeriousViolations } from './a11y';
import { logInViaUi, newUser, signUpViaApi } from './helpers';
import { test } from './other-browser';

/** The Dallas day `days` from now, YYYY-MM-DD, as the server counts test days. */
const dallasDay = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(
    new Date(Date.now() + days * 86_400_000),
  );
/** "Sat, Mar 13, 2027" for a YYYY-MM-DD day, as the pages write it. */
const dayLabel = (day: string) =>
  new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T12:00:00Z`));

// The academy's SAT dates (decision 055): the tutor lists them beside the availability, and a
// student setting a goal picks one, its registration deadline shown.
test('the tutor lists an SAT date; a student picks it for their goal', async ({
  page,
  otherBrowser,
}, testInfo) => {
  test.setTimeout(90_000);
  const testDay = dallasDay(45);
  const tutor = await otherBrowser();
  await tutor.goto('/login?redirect=/tutor/availability');
  await logInViaUi(tutor, TUTOR_ACCOUNT.email, TUTOR_ACCOUNT.password);
  const dates = tutor.getByRole('form', { name: 'SAT dates' });
  await expect(dates).toBeVisible();
  // The list replaces the dates ahead: this test's is the only one.
  for (let n = await dates.getByRole('button', { name: /^Remove test date/ }).count(); n > 0; n--) {
    await dates
      .getByRole('button', { name: /^Remove test date/ })
      .first()
      .click();
  }
  await dates.getByRole('button', { name: 'Add a test date' }).click();
  await dates.getByLabel('Test date 1', { exact: true }).fill(testDay);
  await dates.getByLabel('Registration deadline 1 (optional)').fill(dallasDay(50));
  await dates.getByRole('button', { name: 'Save SAT dates' }).click();
  await expect(dates).toContainText('The registration deadline comes before the test date');
  await dates.getByLabel('Registration deadline 1 (optional)').fill(dallasDay(20));
  await dates.getByRole('button', { name: 'Save SAT dates' }).click();
  await expect(tutor.getByText('SAT dates saved')).toBeVisible();
  for (const width of [1280, 375]) {
    await tutor.setViewportSize({ width, height: 900 });
    await expectNoSeriousViolations(tutor);
    await dates.screenshot({ path: testInfo.outputPath(`sat-dates-${width}.png`) });
  }

  const student = newUser({ firstname: 'Omar' });
  await signUpViaApi(page, student);
  await page.goto('/');
  const card = page.getByRole('region', { name: 'Your SAT goal' });
  await card.getByRole('button', { name: 'Set your goal' }).click();
  await card.getByLabel('Target score').fill('1380');
  const choice = card
    .getByRole('group', { name: 'Upcoming SAT dates' })
    .getByRole('button', { name: new RegExp(`^${dayLabel(testDay)} · register by `) });
  await choice.click();
  await expect(choice).toHaveAttribute('aria-pressed', 'true');
  await expect(card.getByLabel('Test date (optional)')).toHaveValue(testDay);
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoSeriousViolations(page);
    await card.screenshot({ path: testInfo.outputPath(`goal-sat-dates-${width}.png`) });
  }
  await card.getByRole('button', { name: 'Save goal' }).click();
  await expect(page.getByText('Goal saved')).toBeVisible();
  await expect(card).toContainText(dayLabel(testDay));
  await expect(card).toContainText(/(44|45|46) days to go/);
  await expect(card).toContainText(/Registration closes \w{3}, \w{3} \d{1,2}/);
});
