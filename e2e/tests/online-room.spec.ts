import { expect } from '@playwright/test';
import { ONLINE_ROOM_PENDING } from '@academy/shared/online-room';
import { newUser, signUpViaApi } from './helpers';
import { test } from './other-browser';
import { shootBothWidths } from './screenshots';
import { bookAndPay, closeHoursAfterEach, openEveryDay, tutorIn } from './tutor-hours';

// How a family joins an online session (decision 060): until the tutor sets the room's link the
// sessions page says it will come; once set on Availability, it is there to click. The link is
// removed again after the test, so the other specs see a tutor without one.

const SHOTS = process.env.ONLINE_ROOM_SHOTS_DIR;
const ROOM = 'https://meet.example.com/summit-prep-e2e';

test.describe('the online room', () => {
  test.setTimeout(90_000);
  closeHoursAfterEach();
  test.afterEach(async ({ otherBrowser }) => {
    const tutor = await tutorIn(otherBrowser);
    const removed = await tutor.request.put('/api/tutor/online-room', {
      data: { url: '' },
      headers: { Origin: new URL(tutor.url()).origin },
    });
    expect(removed.status()).toBe(200);
  });

  test('the tutor sets the link and the student who booked online finds it', async ({
    page,
    otherBrowser,
  }) => {
    const tutor = await tutorIn(otherBrowser);
    await openEveryDay(tutor);
    const student = newUser({ firstname: 'Olive', lastname: 'Online' });
    await signUpViaApi(page, student);
    await bookAndPay(page, student.email, 1, 4, 'online');

    await page.goto('/sessions');
    const booking = page.getByRole('region', { name: /^Booking TS-/ });
    await expect(booking.getByText(ONLINE_ROOM_PENDING)).toBeVisible();

    await tutor.goto('/tutor/availability');
    const online = tutor.getByRole('form', { name: 'Online sessions' });
    await expect(online.getByText(/No link is set/)).toBeVisible();
    await online.getByLabel('Link to join online sessions').fill('meet.example.com/room');
    await online.getByRole('button', { name: 'Save link' }).click();
    await expect(online.getByText(/starting with https:\/\//).first()).toBeVisible();
    // Typed with capitals: kept as a browser writes it, which every calendar invite takes.
    await online.getByLabel('Link to join online sessions').fill(ROOM.replace('meet', 'Meet'));
    await online.getByRole('button', { name: 'Save link' }).click();
    await expect(
      tutor.getByText(/^Saved\. \d+ famil(y|ies) with online sessions ahead (was|were) sent/),
    ).toBeVisible();
    await expect(online.getByText(/No link is set/)).toBeHidden();
    await expect(online.getByLabel('Link to join online sessions')).toHaveValue(ROOM);
    await shootBothWidths(tutor, SHOTS, 'online-room-availability');

    await page.reload();
    const join = booking.getByRole('link', { name: ROOM });
    await expect(join).toHaveAttribute('href', ROOM);
    await expect(join).toHaveAttribute('target', '_blank');
    await shootBothWidths(page, SHOTS, 'online-room-sessions');

    // The tutor's Upcoming sessions give it beside each online session.
    await tutor.goto('/tutor/sessions');
    await expect(tutor.getByRole('link', { name: ROOM }).first()).toBeVisible();
    await shootBothWidths(tutor, SHOTS, 'online-room-tutor-sessions');
  });
});
