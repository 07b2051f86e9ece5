import { expect, type Page } from '@playwright/test';
import { linkParent } from './family-link';
import { newUser, signUpViaApi } from './helpers';
import { test } from './other-browser';
import { bookAndPay, closeHoursAfterEach, openEveryDay, tutorIn } from './tutor-hours';

// A booked session's hours on a phone with text at 200% (WCAG 1.4.4): "9:00 AM – 10:00 AM CST"
// was kept on one line, ran off the card of the home, /family and the tutor's sessions, and the
// page scrolled sideways (the home by over 100 px).
test.describe('session hours at 200% text', () => {
  test.setTimeout(120_000);
  closeHoursAfterEach();

  const fitsAt200 = async (page: Page, path: string, ready: string, width = 375) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(path);
    await expect(page.getByText(ready).first()).toBeVisible();
    await page.addStyleTag({ content: 'html { font-size: 200%; }' });
    // Whichever hour was free first: the other specs' bookings take the morning's first ones.
    const hours = page.getByText(/\d+:00 [AP]M – \d+:00 [AP]M C[SD]T/).first();
    await expect(hours).toBeVisible();
    // Named on failure: once, on CI only, a page ran 1 px wider with nothing said of what.
    const pastTheEdge = await page.evaluate(() =>
      [...document.querySelectorAll('body *')]
        .filter((e) => e.getBoundingClientRect().right > innerWidth)
        .map((e) => `${e.tagName} ${e.textContent?.slice(0, 40)}`),
    );
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth),
      `${path}: ${pastTheEdge.join(' | ')}`,
    ).toBe(width);
    // Within their card too: on the home at 360 px "7:00 PM CST" ran across the card's border.
    const [right, card] = await hours.evaluate((e) => [
      e.getBoundingClientRect().right,
      e.closest('section, li')!.getBoundingClientRect().right,
    ]);
    expect(right, path).toBeLessThanOrEqual(card);
  };

  test("the home's next session, /family and the tutor's sessions keep the hours on the screen", async ({
    page,
    otherBrowser,
    baseURL,
  }) => {
    const tutor = await tutorIn(otherBrowser);
    await openEveryDay(tutor);
    // A long family name: the tutor's line of student and booking reference kept "Castellanos ·
    // TS-…" as one word, which ran 19 px past the screen.
    const student = newUser({ firstname: 'Wanda', lastname: 'Montgomery-Castellanos' });
    await signUpViaApi(page, student);
    const parentPage = await otherBrowser();
    await linkParent(page, parentPage, baseURL!);
    await bookAndPay(page, student.email, 1, 2);

    await fitsAt200(page, '/', 'Your next tutor session', 360);
    await fitsAt200(parentPage, '/family', 'Upcoming sessions');
    await fitsAt200(tutor, '/tutor/sessions', 'Upcoming sessions');
  });

  // The booking's confirmation at 375 px and 200% text: each term kept its one-line width, so
  // "Number of sessions" ran past the screen and every value beside a term stood a letter a line.
  test('the booking confirmation keeps its details readable at 200% text', async ({
    page,
    otherBrowser,
  }) => {
    await openEveryDay(await tutorIn(otherBrowser));
    const parent = newUser({ firstname: 'Dana' });
    await signUpViaApi(page, parent);
    await bookAndPay(page, parent.email, 2, 2);

    await page.setViewportSize({ width: 375, height: 800 });
    await page.addStyleTag({ content: 'html { font-size: 200%; }' });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);
    const firstSession = page.locator('dd', { hasText: /C[SD]T$/ }).first();
    const lines = await firstSession.evaluate(
      (e) => e.getBoundingClientRect().height / parseFloat(getComputedStyle(e).lineHeight),
    );
    expect(lines).toBeLessThanOrEqual(3);
  });
});
