import { expect } from '@playwright/test';
import { test } from './other-browser';
import { invitesIn, shootBilling } from './booking-helpers';
import { linkParent } from './family-link';
import { newUser, signUpViaApi } from './helpers';
import { waitForMail } from './mailbox';
import { bookAndPay, closeHoursAfterEach, openEveryDay, tutorIn } from './tutor-hours';

// Bookings for a family: a parent pays for a child's sessions and sees them, and their refund, in
// the billing history; an in-person session says where it is held, to the student and the
// parent. The tutor's hours are removed again after each test, as in booking-slots.spec.ts.

test.describe('bookings for a family', () => {
  // Three browsers, a tutor's sign-in and mailed invitations: more than one page's worth of steps.
  test.setTimeout(90_000);

  closeHoursAfterEach();

  test('a parent pays for a child’s sessions; /family’s billing lists them and the refund', async ({
    page,
    otherBrowser,
    baseURL,
  }, testInfo) => {
    const tutor = await tutorIn(otherBrowser);
    await openEveryDay(tutor);

    const student = newUser({ firstname: 'Sam', lastname: 'Rivera' });
    await signUpViaApi(page, student);
    const parentPage = await otherBrowser();
    const parent = await linkParent(page, parentPage, baseURL!, { verified: false });
    const children = await (await parentPage.request.get('/api/family/children')).json();
    await bookAndPay(parentPage, parent.email, 2, 4, 'online', children[0].id);

    // The parent cancels one of Sam's sessions from their Tutor Sessions page.
    await parentPage.goto('/sessions');
    const first = parentPage
      .getByRole('region', { name: /^Booking TS-/ })
      .getByRole('listitem')
      .filter({ hasText: /^Session 1: / });
    await first.getByRole('button', { name: 'Cancel session' }).click();
    await first.getByRole('button', { name: 'Yes, cancel it' }).click();
    await expect(first.getByText(/^\$60\.00 refunded to /)).toBeVisible();

    await parentPage.goto('/family');
    const billing = parentPage.getByRole('region', { name: 'Billing history', exact: true });
    const paid = billing.getByRole('row', { name: /2 online tutor sessions/ });
    await expect(paid).toContainText('For Sam');
    await expect(paid).toContainText('$60.00 refunded');
    const refund = billing.getByRole('row', { name: /Refund: canceled online tutor session/ });
    await expect(refund).toContainText('For Sam');
    await expect(refund).toContainText('−$60.00');
    await expect(parentPage.getByRole('button', { name: 'Update card' })).toBeVisible();
    await shootBilling(parentPage, billing, testInfo, 'family');
    // Sam paid nothing: Sam's plan page has no billing to show for it.
    await page.goto('/subscription');
    await expect(
      page
        .getByRole('region', { name: 'Billing history', exact: true })
        .getByText('No payments yet.'),
    ).toBeVisible();
  });

  test('an in-person session says where it is held: the receipt, the home, /sessions, /family', async ({
    page,
    otherBrowser,
    baseURL,
  }, testInfo) => {
    const ADDRESS = '2200 Ross Avenue, Suite 410, Dallas, TX 75201';
    const tutor = await tutorIn(otherBrowser);
    await openEveryDay(tutor, 'in-person');
    const student = newUser({ firstname: 'Ines', lastname: 'Rivera' });
    await signUpViaApi(page, student);
    await bookAndPay(page, student.email, 1, 3, 'in-person');

    const receipt = await waitForMail(baseURL!, student.email, /tutor session booking/);
    expect(receipt.text.replace(/\r\n/g, '\n')).toContain(
      `Session type: In-person\nWhere: ${ADDRESS}\n`,
    );
    expect(invitesIn(receipt.raw)[0]).toContain(`LOCATION:${ADDRESS.replace(/,/g, '\\,')}`);

    await page.goto('/');
    const card = page.getByRole('region', { name: 'Your next tutor session' });
    await expect(card).toContainText(`At the academy: ${ADDRESS}`);
    await card.screenshot({ path: testInfo.outputPath('next-session-in-person.png') });
    await page.goto('/sessions');
    await expect(page.getByText(`At the academy: ${ADDRESS}`)).toBeVisible();
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 800 });
      await page.screenshot({
        path: testInfo.outputPath(`sessions-in-person-${width}.png`),
        fullPage: true,
      });
    }

    // A parent the student shares with reads where on /family.
    const parentPage = await otherBrowser();
    await linkParent(page, parentPage, baseURL!);
    await parentPage.goto('/family');
    const child = parentPage.getByRole('region', { name: 'Ines Rivera' });
    await expect(child.getByText(`At the academy: ${ADDRESS}`)).toBeVisible();
    for (const width of [1280, 375]) {
      await parentPage.setViewportSize({ width, height: 800 });
      await child.getByText(`At the academy: ${ADDRESS}`).scrollIntoViewIfNeeded();
      await parentPage.screenshot({ path: testInfo.outputPath(`family-in-person-${width}.png`) });
    }
  });
});
