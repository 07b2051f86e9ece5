import { expect } from '@playwright/test';
import { test } from './other-browser';
import { expectNoSeriousViolations } from './a11y';
import { continueToPayment, invitesIn, shootBilling } from './booking-helpers';
import { newUser, signUpViaApi, userMenuButton } from './helpers';
import { linkIn, waitForMail } from './mailbox';
import {
  bookAndPay,
  closeHoursAfterEach,
  openEveryDay,
  signInAsTutor,
  tutorIn,
} from './tutor-hours';

// Bookings with a time (issue 38): the tutor opens hours, a customer books two of them, pays on
// the local test checkout, and the confirmation carries an invite per session. The hours are
// removed again at the end, so the other booking tests see a tutor with no free times.

/**
 * The weekday three days from now in the academy's zone. Its 3 PM is always past the 24-hour
 * notice, so it is the first slot offered whatever time the suite runs (a fixed Monday is not,
 * on a Sunday afternoon).
 */
function weekdayAhead() {
  const format = new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: 'America/Chicago' });
  const day = format.format(new Date(Date.now() + 3 * 86_400_000));
  return { day, short: day.slice(0, 3) };
}

test.describe('bookings with a time', () => {
  // Two browsers, a tutor's sign-in and a mailed receipt: more than one page's worth of steps.
  test.setTimeout(90_000);

  closeHoursAfterEach();

  test('the tutor opens hours; a customer books two slots, pays and gets the invites', async ({
    page,
    otherBrowser,
    baseURL,
  }, testInfo) => {
    const { day, short } = weekdayAhead();
    await signInAsTutor(page);
    await page.getByRole('button', { name: 'Add weekly hours' }).click();
    await page.getByLabel('Hours 1: day').selectOption(day);
    await page.getByLabel('Hours 1: from').selectOption({ label: '3 PM' });
    await page.getByLabel('Hours 1: to').selectOption({ label: '7 PM' });
    await page.getByRole('button', { name: 'Save availability' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({
        path: testInfo.outputPath(`availability-${width}.png`),
        fullPage: true,
      });
    }

    const customer = await otherBrowser();
    const email = `slots.${Date.now()}@example.com`;
    await customer.goto('/');
    await customer.getByRole('button', { name: 'Book a session' }).click();
    const dialog = customer.getByRole('dialog', { name: 'Book a Tutor Session' });
    await dialog.getByLabel('Email or Phone Number').fill(email);
    await dialog.getByLabel('Number of Sessions (1-12)').fill('2');
    const first = dialog.getByLabel('Session 1');
    await expect(first.locator('option').nth(1)).toHaveText(new RegExp(`^${short}, .*, 3:00 PM$`));
    await first.selectOption({ index: 1 });
    await dialog.getByLabel('Session 2').selectOption({ index: 3 });
    const chosen = [await first.inputValue(), await dialog.getByLabel('Session 2').inputValue()];
    for (const width of [1280, 375]) {
      await customer.setViewportSize({ width, height: width === 375 ? 812 : 800 });
      await first.scrollIntoViewIfNeeded();
      await customer.screenshot({ path: testInfo.outputPath(`booking-modal-${width}.png`) });
    }
    await continueToPayment(dialog);

    await expect(customer).toHaveURL(/\/api\/payments\/local-checkout\//);
    await customer.getByRole('button', { name: 'Pay $120.00' }).click();
    await expect(customer.getByRole('heading', { name: 'Your session is booked!' })).toBeVisible();
    await expect(customer.locator('dl')).toContainText(new RegExp(`Session 2.*${short}, `));

    const receipt = await waitForMail(baseURL!, email, /tutor session booking/);
    expect(receipt.text).toMatch(/Session 1: .* at 3:00 PM C[SD]T/);
    const invites = invitesIn(receipt.raw);
    expect(invites).toHaveLength(2);
    invites.forEach((ics, i) => {
      expect(ics).toContain('METHOD:REQUEST');
      const stamp = chosen[i]!.replace(/[-:]/g, '').replace(/\.\d{3}/, '');
      expect(ics).toContain(`DTSTART:${stamp}`);
    });

    // The mailed link opens the page that moves or cancels each session.
    await customer.goto(linkIn(receipt, '/booking/'));
    await expect(customer.getByRole('heading', { name: 'Your tutor sessions' })).toBeVisible();
    for (const n of [1, 2]) {
      await expect(customer.getByText(new RegExp(`^Session ${n}: ${short}, `))).toBeVisible();
    }
    await expect(customer.getByRole('button', { name: 'Move' })).toHaveCount(2);

    // Cancelling one gives its price back to the card at once (decision 044).
    const second = customer.getByRole('listitem').filter({ hasText: /^Session 2: / });
    await second.getByRole('button', { name: 'Cancel session' }).click();
    await second.getByRole('button', { name: 'Yes, cancel it' }).click();
    await expect(second.getByText('Canceled', { exact: true })).toBeVisible();
    await expect(second.getByText(/^\$60\.00 refunded to your card\./)).toBeVisible();
    await expect(customer.getByRole('button', { name: 'Move' })).toHaveCount(1);
    for (const width of [1280, 375]) {
      await customer.setViewportSize({ width, height: 800 });
      await customer.screenshot({
        path: testInfo.outputPath(`manage-${width}.png`),
        fullPage: true,
      });
    }
  });

  test('a signed-in student moves a session from their account, and the mail links the booking', async ({
    page,
    otherBrowser,
    baseURL,
  }, testInfo) => {
    const tutor = await tutorIn(otherBrowser);
    await openEveryDay(tutor);

    const student = newUser({ firstname: 'Mina' });
    await signUpViaApi(page, student);
    await bookAndPay(page, student.email, 2, 3);

    // From the home's card to the account's sessions page.
    await page.goto('/');
    const card = page.getByRole('region', { name: 'Your next tutor session' });
    await card.screenshot({ path: testInfo.outputPath('next-session-card.png') });
    // On a phone it comes first, before the topics, not after them with the side column.
    await page.setViewportSize({ width: 375, height: 800 });
    const topics = page.getByRole('heading', { name: 'Available Topics' });
    expect((await card.boundingBox())!.y).toBeLessThan((await topics.boundingBox())!.y);
    await page.screenshot({ path: testInfo.outputPath('home-next-session-375.png') });
    await page.setViewportSize({ width: 1280, height: 800 });
    await card.getByRole('link', { name: 'Move or cancel' }).click();
    await expect(page).toHaveURL('/sessions');
    await expect(
      page.getByRole('heading', { name: 'Your tutor sessions', level: 1 }),
    ).toBeVisible();
    const booking = page.getByRole('region', { name: /^Booking TS-/ });
    await expect(booking.getByRole('listitem')).toHaveCount(2);
    const first = booking.getByRole('listitem').filter({ hasText: /^Session 1: / });
    const before = await first.getByText(/^Session 1: /).textContent();
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 800 });
      await expectNoSeriousViolations(page);
      await page.screenshot({ path: testInfo.outputPath(`sessions-${width}.png`), fullPage: true });
    }

    await first.getByRole('button', { name: 'Move' }).click();
    const choice = first.getByLabel('New time (Dallas time)');
    const options = choice.locator('option');
    await expect(options.nth(1)).toBeAttached();
    await choice.selectOption({ index: (await options.count()) - 1 });
    await first.getByRole('button', { name: 'Move session' }).click();
    await expect(booking.getByText(before!)).toHaveCount(0);

    // The mail of the change carries a link of its own, to the same booking.
    const moved = await waitForMail(baseURL!, student.email, /^Moved: your tutor session/);
    await page.goto(linkIn(moved, '/booking/'));
    await expect(page.getByRole('heading', { name: 'Your tutor sessions' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Move' })).toHaveCount(2);

    await page.goto('/');
    await userMenuButton(page).click();
    await expect(page.getByRole('menuitem', { name: 'Tutor Sessions' })).toBeVisible();

    // The tutor, taken ill, cancels the other one: the family is told why and refunded.
    await tutor.goto('/tutor/sessions');
    const upcoming = tutor.getByRole('listitem').filter({ hasText: `${student.firstname} ` });
    await expect(upcoming).toHaveCount(2);
    const soonest = upcoming.first();
    for (const width of [1280, 375]) {
      await tutor.setViewportSize({ width, height: 800 });
      await tutor.screenshot({ path: testInfo.outputPath(`tutor-sessions-${width}.png`) });
    }
    await soonest.getByRole('button', { name: 'Cancel session' }).click();
    await soonest.getByLabel('Message to the family (optional)').fill('I am unwell, so sorry.');
    for (const width of [1280, 375]) {
      await tutor.setViewportSize({ width, height: 800 });
      await soonest.screenshot({ path: testInfo.outputPath(`tutor-cancel-${width}.png`) });
    }
    await soonest.getByRole('button', { name: 'Cancel and refund' }).click();
    await expect(
      tutor.getByText('Session canceled. The family gets an email and a full refund.'),
    ).toBeVisible();
    await expect(upcoming).toHaveCount(1);
    const notice = await waitForMail(baseURL!, student.email, /^Canceled by the academy: /);
    expect(notice.text).toContain('wrote: I am unwell, so sorry.');
    await page.goto('/sessions');
    const cancelled = page.getByRole('listitem').filter({ hasText: 'Canceled' });
    await expect(cancelled.getByText(/^\$60\.00 refunded to your card\./)).toBeVisible();
    // The billing history has the booking and, a line of its own, the refund (decision 059).
    await page.goto('/subscription');
    const billing = page.getByRole('region', { name: 'Billing history', exact: true });
    const paid = billing.getByRole('row', { name: /2 online tutor sessions/ });
    await expect(paid).toContainText(/Booking TS-\w{6}/);
    await expect(paid).toContainText('$120.00$60.00 refunded');
    await expect(paid).toContainText('Partially refunded');
    const refund = billing.getByRole('row', { name: /Refund: canceled online tutor session/ });
    await expect(refund).toContainText('−$60.00');
    // The status shows once at any width (under the amount on a phone, in its column above).
    await expect(
      refund.getByText('Refunded', { exact: true }).filter({ visible: true }),
    ).toHaveCount(1);
    await shootBilling(page, billing, testInfo, 'subscription');
    // Its receipt is the booking's paid page, saying what went back.
    const [receipt] = await Promise.all([
      page.waitForEvent('popup'),
      refund.getByRole('link', { name: /^Receipt/ }).click(),
    ]);
    await expect(receipt.getByRole('heading', { name: 'Tutor session receipt' })).toBeVisible();
    await expect(receipt.locator('dl')).toContainText('Refunded$60.00');
    for (const width of [1280, 375]) {
      await receipt.setViewportSize({ width, height: 900 });
      await receipt.screenshot({
        path: testInfo.outputPath(`receipt-${width}.png`),
        fullPage: true,
      });
    }
    await receipt.close();
    // The family calls to move the other one: the tutor picks the new time with them.
    const other = upcoming.first();
    const was = await other.getByRole('heading').textContent();
    await other.getByRole('button', { name: 'Move' }).click();
    const newTime = other.getByLabel('New time (Dallas time)');
    const times = newTime.locator('option');
    await expect(times.nth(1)).toBeAttached();
    await newTime.selectOption({ index: (await times.count()) - 1 });
    await other.getByLabel('Message to the family (optional)').fill('As agreed on the phone.');
    for (const width of [1280, 375]) {
      await tutor.setViewportSize({ width, height: 800 });
      await other.screenshot({ path: testInfo.outputPath(`tutor-move-${width}.png`) });
    }
    await other.getByRole('button', { name: 'Move session' }).click();
    await expect(
      tutor.getByText('Session moved. The family gets an email with the new time.'),
    ).toBeVisible();
    await expect(upcoming.first().getByRole('heading')).not.toHaveText(was!);
    const movedByTutor = await waitForMail(baseURL!, student.email, /^Moved by the academy: /);
    expect(movedByTutor.text).toContain('wrote: As agreed on the phone.');
  });
});
