import { expect, type Page } from '@playwright/test';
import { TUTOR_ACCOUNT } from '../tutor-account';
import { expectNoSeriousViolations } from './a11y';
import { answerViaApi, logInViaUi, newUser, signUpViaApi } from './helpers';
import { test } from './other-browser';
import { shootBothWidths } from './screenshots';

// What comes of a question report (decisions 040 and 058): a student answers a question and
// reports its answer as wrong; the tutor opens the question on /tutor/reports, sees the key
// beside the student's answer and the explanation, and resolves it with a note, which the
// student reads on /profile; the tutor's Reopen puts it back open for both.

const originOf = (page: Page) => ({ Origin: new URL(page.url()).origin });

/** Both widths from the top: a full-page shot of a scrolled page draws the sticky bar mid-page. */
async function shoot(page: Page, dir: string, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await shootBothWidths(page, dir, name);
}

test.describe('question reports', () => {
  // Two browsers and a few round trips, on a machine that may be busy.
  test.setTimeout(120_000);

  test('the tutor judges a report by the question and its key, resolves it with a note, and reopens it', async ({
    page,
    otherBrowser,
  }, testInfo) => {
    // The student answers A (the key is B) and reports the answer as wrong.
    const studentPage = await otherBrowser();
    const student = newUser({ firstname: 'Rory', lastname: `Reporter${Date.now().toString(36)}` });
    await signUpViaApi(studentPage, student);
    const served = await studentPage.request.get('/api/questions/test-linear-001/practice');
    expect(served.status(), await served.text()).toBe(200);
    await answerViaApi(studentPage, 'test-linear-001', 'A', false);
    const text = `A is right, not B (${student.lastname})`;
    const reported = await studentPage.request.post('/api/questions/test-linear-001/report', {
      data: { reason: 'wrong-answer', text },
      headers: originOf(studentPage),
    });
    expect(reported.status(), await reported.text()).toBe(200);

    // The tutor's list: the report, open, and its question one click away.
    await page.goto('/login?redirect=/tutor/reports');
    await logInViaUi(page, TUTOR_ACCOUNT.email, TUTOR_ACCOUNT.password);
    await expect(page.getByRole('heading', { name: 'Question reports' })).toBeVisible();
    const card = page.locator('li[aria-labelledby^="report-"]').filter({ hasText: text });
    await expect(card).toHaveCount(1);
    await expect(card.getByRole('heading')).toHaveText('The answer is wrong');
    await expect(card).toContainText(`Reported by Rory ${student.lastname}`);

    await card.getByRole('button', { name: 'Show the question' }).click();
    await expect(card).toContainText('what is the value of');
    const choice = (letter: string) =>
      card.getByRole('listitem').filter({ hasText: new RegExp(`^${letter}\\.`) });
    await expect(choice('B')).toContainText('Key');
    await expect(choice('A')).toContainText("Student's answer");
    await expect(choice('C')).not.toContainText('Key');
    await expect(card).toContainText('A (wrong) on');
    await expect(card).toContainText('The answer is B.');
    // The math is the server's KaTeX.
    await expect(card.locator('.katex').first()).toBeVisible();
    await expectNoSeriousViolations(page);
    await shoot(page, testInfo.outputPath(), 'tutor-reports-question');

    // Resolved with a note to the student.
    const note = `B is right: 2x = 8 gives x = 4 (${student.lastname}).`;
    await card.getByRole('button', { name: 'Mark resolved' }).click();
    await card.getByLabel('Note to the student (optional)').fill(note);
    const resolved = page.waitForResponse(
      (r) => r.url().endsWith('/resolve') && r.request().method() === 'POST',
    );
    await card.getByRole('button', { name: 'Mark resolved' }).click();
    expect((await resolved).status()).toBe(200);
    await expect(card.getByText('Resolved', { exact: true })).toBeVisible();
    await expect(card).toContainText(`Note to the student: ${note}`);
    await expect(card).toContainText('resolved by Maya Okafor');
    await expect(page.getByText(`Rory ${student.lastname} is emailed in 2 minutes`)).toBeVisible();
    await expectNoSeriousViolations(page);
    await shoot(page, testInfo.outputPath(), 'tutor-reports-resolved');

    // The student reads what came of it on their profile.
    await studentPage.goto('/profile');
    const mine = studentPage.getByRole('region', { name: 'Your question reports' });
    await expect(mine).toBeVisible();
    const entry = mine.getByRole('listitem').filter({ hasText: text });
    await expect(entry).toContainText('Resolved');
    await expect(entry).toContainText(`Maya Okafor wrote: ${note}`);
    await expect(entry).toContainText('Algebra: If 2x + 3 = 11');
    await expectNoSeriousViolations(studentPage);
    await shoot(studentPage, testInfo.outputPath(), 'profile-question-reports');

    // Reopened: open again for the tutor, and for the student.
    const reopened = page.waitForResponse(
      (r) => r.url().endsWith('/reopen') && r.request().method() === 'POST',
    );
    await card.getByRole('button', { name: 'Reopen' }).click();
    expect((await reopened).status()).toBe(200);
    await expect(card.getByRole('button', { name: 'Mark resolved' })).toBeVisible();
    await expect(card).not.toContainText('Note to the student');
    await page.reload();
    await expect(
      page.locator('li[aria-labelledby^="report-"]').filter({ hasText: text }),
    ).not.toContainText('resolved by');
    await studentPage.reload();
    await expect(
      studentPage
        .getByRole('region', { name: 'Your question reports' })
        .getByRole('listitem')
        .filter({ hasText: text }),
    ).toContainText('Open');
  });
});
