import { expect, type Page } from '@playwright/test';
import { TUTOR_ACCOUNT } from '../tutor-account';
import { logInViaUi } from './helpers';
import { test } from './other-browser';

// The seeded tutor's hours, for the booking tests: each test that opens hours closes them after,
// so the others see a tutor with no free times.

export async function signInAsTutor(page: Page) {
  await page.goto('/login?redirect=/tutor/availability');
  await logInViaUi(page, TUTOR_ACCOUNT.email, TUTOR_ACCOUNT.password);
  await expect(page.getByRole('heading', { name: 'Availability' })).toBeVisible();
}

/** The seeded tutor, signed in on a browser of their own (`otherBrowser`). */
export async function tutorIn(otherBrowser: () => Promise<Page>) {
  const tutor = await otherBrowser();
  await signInAsTutor(tutor);
  return tutor;
}

const setHours = async (tutor: Page, rules: unknown[]) => {
  const response = await tutor.request.put('/api/tutor/availability', {
    data: { rules, exceptions: [] },
    headers: { Origin: new URL(tutor.url()).origin },
  });
  expect(response.status(), await response.text()).toBe(200);
};

type SessionType = 'online' | 'in-person';

/** Sessions (online unless said) from 9 AM to 9 PM every day, through the tutor's page. */
export const openEveryDay = (tutor: Page, sessionType: SessionType = 'online') =>
  setHours(
    tutor,
    [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
      weekday,
      startHour: 9,
      endHour: 21,
      sessionType,
    })),
  );

export const closeAllHours = (tutor: Page) => setHours(tutor, []);

/**
 * The signed-in user books the first `count` free hours (online unless said) from `fromDays`
 * days on for `email` (for the linked child `studentId`, when given), and pays on the local test
 * checkout.
 */
export async function bookAndPay(
  page: Page,
  email: string,
  count: number,
  fromDays: number,
  sessionType: SessionType = 'online',
  studentId?: string,
) {
  const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  const slots = (await (
    await page.request.get(`/api/scheduling/slots?from=${day(fromDays)}&to=${day(fromDays + 3)}`)
  ).json()) as { start: string }[];
  const booked = await page.request.post('/api/payments/scheduling', {
    data: {
      contactInfo: email,
      sessionType,
      sessionCount: count,
      slots: slots.slice(0, count).map((s) => s.start),
      ...(studentId ? { studentId } : {}),
    },
    headers: { Origin: new URL(page.url()).origin },
  });
  expect(booked.status(), await booked.text()).toBe(200);
  await page.goto((await booked.json()).data.sessionUrl);
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(page.getByRole('heading', { name: 'Your session is booked!' })).toBeVisible();
}

/** Closes the tutor's hours after each test of the describe it is called in. */
export const closeHoursAfterEach = () =>
  test.afterEach(async ({ otherBrowser }) => closeAllHours(await tutorIn(otherBrowser)));
