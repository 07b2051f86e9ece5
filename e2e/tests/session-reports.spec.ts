import { expect, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './a11y';
import { moveClock, newUser, signUpViaApi } from './helpers';
import { linkIn, waitForMail } from './mailbox';
import { test } from './other-browser';
import { bookAndPay, closeAllHours, openEveryDay, tutorIn } from './tutor-hours';

// Session reports: a student books and pays a session; once it is held (the server's test clock
// moved four days on), the tutor reports it from the student's page, and the student is mailed
// the report and finds it on /sessions.
const SHEET_LINK =
  'https://docs.example.com/document/d/1aBcDeFgHiJkLmNoPqRsTuVwXyZ0123456789aBcDeFgHiJkLmNoPqRsTu/edit?usp=sharing';

/** At a phone's width the page does not scroll sideways. */
async function expectNoSidewaysScroll(page: Page) {
  await page.setViewportSize({ width: 375, height: 900 });
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
  await page.setViewportSize({ width: 1280, height: 900 });
}

test.describe('session reports', () => {
  // Two browsers, a checkout and a mailed report, on a machine that may be busy.
  test.setTimeout(120_000);

  test.afterEach(async ({ page, otherBrowser }) => {
    await page.goto('/');
    await moveClock(page, 0);
    const tutor = await tutorIn(otherBrowser);
    await closeAllHours(tutor);
  });

  test('the tutor reports a held session; the student is mailed it and reads it on /sessions', async ({
    page,
    otherBrowser,
    baseURL,
  }, testInfo) => {
    const tutor = await tutorIn(otherBrowser);
    await openEveryDay(tutor);

    const student = newUser({ firstname: 'Rosa' });
    const created = await signUpViaApi(page, student);
    await bookAndPay(page, student.email, 1, 2);

    // Four days on, the session has been held.
    await moveClock(page, 4);
    // The workspace's sessions page lists it to report, a link to the student's panel.
    await tutor.goto('/tutor/sessions');
    const toDo = tutor.getByRole('region', { name: /^Reports to write/ });
    for (const width of [1280, 375]) {
      await tutor.setViewportSize({ width, height: 900 });
      await tutor.screenshot({ path: testInfo.outputPath(`tutor-to-report-${width}.png`) });
    }
    await toDo
      .getByRole('link', { name: `Write ${student.firstname} ${student.lastname}'s report` })
      .click();
    await expect(tutor).toHaveURL(`/tutor/students/${created._id as string}#session-reports`);
    const panel = tutor.getByRole('region', { name: 'Session reports' });
    await expect(panel).toBeInViewport();
    const toWrite = panel.getByRole('list', { name: 'Sessions to report' });
    await expect(toWrite.getByRole('listitem')).toHaveCount(1);
    await toWrite.getByRole('button', { name: 'Write report' }).click();
    await panel
      .getByLabel('What the session covered')
      .fill('We worked on slopes and intercepts.\n\nRosa timed ten questions: 8 right.');
    // A link pasted whole, longer than a phone's line: it used to push every page that shows the
    // report sideways.
    await panel
      .getByLabel('Next steps (optional)')
      .fill(`Finish the slopes homework by Friday.\n${SHEET_LINK}`);
    for (const width of [1280, 375]) {
      await tutor.setViewportSize({ width, height: 900 });
      await panel.screenshot({ path: testInfo.outputPath(`tutor-report-form-${width}.png`) });
    }
    await panel.getByRole('button', { name: 'Send report' }).click();
    await expect(tutor.getByText('Report sent to the family.')).toBeVisible();
    const written = panel.getByRole('list', { name: 'Reports written' });
    await expect(written).toContainText('Rosa timed ten questions: 8 right.');
    await expect(toWrite).toHaveCount(0);
    await expectNoSidewaysScroll(tutor);
    await tutor.goto('/tutor/sessions');
    await expect(tutor.getByRole('heading', { name: 'Upcoming sessions' })).toBeVisible();
    await expect(
      tutor.getByRole('link', { name: `Write ${student.firstname} ${student.lastname}'s report` }),
    ).toHaveCount(0);
    await tutor.goBack();
    for (const width of [1280, 375]) {
      await tutor.setViewportSize({ width, height: 900 });
      await expectNoSeriousViolations(tutor);
      await panel.screenshot({ path: testInfo.outputPath(`tutor-reports-${width}.png`) });
    }

    // The student is mailed it, with the page that keeps it.
    const mail = await waitForMail(baseURL!, student.email, /^Your session report: /);
    expect(mail.text).toContain('We worked on slopes and intercepts.');
    expect(mail.text).toContain('Finish the slopes homework by Friday.');
    await page.goto(linkIn(mail, '/sessions'));
    const reports = page.getByRole('region', { name: 'Reports from your tutor' });
    await expect(reports).toContainText('Rosa timed ten questions: 8 right.');
    await expect(reports).toContainText(`Written by `);
    await expect(reports).toContainText('Next steps');
    await expectNoSidewaysScroll(page);
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoSeriousViolations(page);
      await page.screenshot({
        path: testInfo.outputPath(`sessions-report-${width}.png`),
        fullPage: true,
      });
    }
  });
});
