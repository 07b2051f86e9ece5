import { expect, type Page } from '@playwright/test';
import { TUTOR_ACCOUNT } from '../tutor-account';
import { expectNoSeriousViolations } from './a11y';
import { logInViaUi, newUser, signUpViaApi } from './helpers';
import { test } from './other-browser';
import { shootBothWidths } from './screenshots';

// The tutor's workspace, issue 38's loop: a student books a session with a time and pays; the
// tutor sees the session among the upcoming ones, with its time in Dallas (CST or CDT) and the
// brief one click away. The question reports have their own spec (question-reports.spec.ts).

/** The Dallas date `days` from now, YYYY-MM-DD. */
function dallasDate(days: number) {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(
    new Date(Date.now() + days * 86_400_000),
  );
}

const originOf = (page: Page) => ({ Origin: new URL(page.url()).origin });

test.describe('the tutor workspace: upcoming sessions', () => {
  // Two browsers, a checkout and two workspace pages, on a machine that may be busy.
  test.setTimeout(240_000);

  /** The tutor's signed-in page, once the test has one. */
  let tutorPage: Page | undefined;

  test.afterEach(async () => {
    // The other booking tests expect a tutor without free times.
    await tutorPage?.request.put('/api/tutor/availability', {
      data: { rules: [], exceptions: [] },
      headers: originOf(tutorPage),
    });
  });

  test('the tutor sees a booked session with its brief', async ({
    page,
    otherBrowser,
  }, testInfo) => {
    // The tutor opens four hours five days ahead: past the 24-hour notice whenever this runs, and
    // not the day booking-slots.spec.ts books (three days ahead).
    await page.goto('/login?redirect=/tutor/availability');
    await logInViaUi(page, TUTOR_ACCOUNT.email, TUTOR_ACCOUNT.password);
    await expect(page.getByRole('heading', { name: 'Availability' })).toBeVisible();
    tutorPage = page;
    const day = dallasDate(5);
    const opened = await page.request.put('/api/tutor/availability', {
      data: {
        rules: [],
        exceptions: [
          { date: day, kind: 'open', startHour: 15, endHour: 19, sessionType: 'online' },
        ],
      },
      headers: originOf(page),
    });
    expect(opened.status(), await opened.text()).toBe(200);

    // The student books the first free hour and pays.
    const studentPage = await otherBrowser();
    const student = newUser({ firstname: 'Sunny', lastname: `Booker${Date.now().toString(36)}` });
    await signUpViaApi(studentPage, student);
    const headers = originOf(studentPage);
    const slots = await studentPage.request.get(
      `/api/scheduling/slots?from=${day}&to=${dallasDate(6)}`,
    );
    const [slot] = (await slots.json()) as { start: string }[];
    expect(slot, 'a free slot on the opened day').toBeTruthy();
    const booked = await studentPage.request.post('/api/payments/scheduling', {
      data: {
        contactInfo: student.email,
        sessionType: 'online',
        sessionCount: 1,
        slots: [slot!.start],
      },
      headers,
    });
    expect(booked.status(), await booked.text()).toBe(200);
    await studentPage.goto((await booked.json()).data.sessionUrl);
    await studentPage.getByRole('button', { name: /^Pay / }).click();
    // Paid: the checkout returns to the success page (its own test is booking-slots.spec.ts).
    await expect(studentPage).toHaveURL(/\/scheduling\/success\?session_id=/);
    await studentPage.close();

    // The tutor's upcoming sessions: the student's hour, named in Dallas time, and the brief.
    await page
      .getByRole('navigation', { name: 'Tutor workspace' })
      .getByRole('link', { name: 'Sessions' })
      .click();
    await expect(page.getByRole('heading', { name: 'Upcoming sessions' })).toBeVisible();
    const session = page.getByRole('listitem').filter({ hasText: `Sunny ${student.lastname}` });
    await expect(session).toHaveCount(1);
    // The first free hour, named as the slot call gave it.
    const dallasTime = (at: number) =>
      new Intl.DateTimeFormat('en-US', {
        timeZone: 'America/Chicago',
        hour: 'numeric',
        minute: '2-digit',
      }).format(at);
    const start = Date.parse(slot!.start);
    await expect(session.getByRole('heading')).toHaveText(
      new RegExp(`, ${dallasTime(start)} – ${dallasTime(start + 3_600_000)} C[SD]T$`),
    );
    await expect(session).toContainText('Online');
    // Each session's heading comes under the page's (it was an h3 under the h1).
    await expectNoSeriousViolations(page, { headingsInOrder: true });
    await shootBothWidths(page, testInfo.outputPath(), 'tutor-sessions');
    await session.getByRole('link', { name: /^Session brief/ }).click();
    await expect(page.getByRole('heading', { name: /Session brief/ })).toBeVisible();
    await expect(page.getByText(`Sunny ${student.lastname}`).first()).toBeVisible();
  });
});
