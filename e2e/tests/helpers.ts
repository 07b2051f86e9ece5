import { expect, type Page } from '@playwright/test';
import { linkIn, waitForMail } from './mailbox';

export const PASSWORD = 'Secret123';

export interface TestUser {
  firstname: string;
  lastname: string;
  email: string;
  password: string;
}

/** A new user with an email no other test uses. */
export function newUser(overrides: Partial<TestUser> = {}): TestUser {
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  return {
    firstname: 'Ada',
    lastname: 'Lovelace',
    email: `student-${unique}@example.com`,
    password: PASSWORD,
    ...overrides,
  };
}

/**
 * Creates the account through the API (the page's cookie jar keeps the session). With
 * `signedIn` (the default) the app also gets its stored user, as after signing up in the UI;
 * otherwise the session cookie is dropped and only the account remains. With `verified` (the
 * default: an established user, who may buy a plan) the address is verified through the link
 * in the mail the server sent, as its owner would.
 */
export async function signUpViaApi(
  page: Page,
  user: TestUser,
  { signedIn = true, verified = true } = {},
) {
  // A page of the site that runs no app: the app, still starting, would see the stored user
  // appear under it and render twice (and report it), which is no part of the test.
  await page.goto('/api/health');
  // Mutating calls need a same-origin Origin header, which a browser would send.
  const origin = new URL(page.url()).origin;
  const response = await page.request.post('/api/auth/signup', {
    data: user,
    headers: { Origin: origin },
  });
  expect(response.status(), await response.text()).toBe(201);
  let { user: created } = (await response.json()) as { user: Record<string, unknown> };
  if (verified) {
    await verifyEmailViaMail(page, origin, user.email);
    created = { ...created, emailVerified: true };
  }
  if (signedIn) {
    await page.evaluate(
      (stored) => localStorage.setItem('auth_user', JSON.stringify(stored)),
      created,
    );
  } else {
    await page.context().clearCookies();
  }
  return created;
}

/** Posts the token of the newest verification link mailed to `email`, as the page would. */
export async function verifyEmailViaMail(page: Page, baseURL: string, email: string) {
  const mail = await waitForMail(baseURL, email, /Verify your email address/);
  const token = new URL(linkIn(mail, '/verify-email')).searchParams.get('token');
  const response = await page.request.post('/api/auth/verify-email', {
    data: { token },
    headers: { Origin: new URL(baseURL).origin },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Fills and submits the register form. */
export async function signUpViaUi(page: Page, user: TestUser) {
  await page.goto('/signup');
  await submitSignupForm(page, user);
}

/** Fills and submits the sign-up form on the current page. */
export async function submitSignupForm(page: Page, user: TestUser) {
  await page.getByLabel('First name').fill(user.firstname);
  await page.getByLabel('Last name').fill(user.lastname);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Create account' }).click();
}

/** Fills and submits the login form on the current page. */
export async function logInViaUi(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** The top bar's account menu button. */
export const userMenuButton = (page: Page) =>
  page.getByRole('button', { name: /^Account menu for/ });

/** Answers as the practice page does: check, then record, with the page's session cookie. */
export async function answerViaApi(
  page: Page,
  questionId: string,
  answer: string,
  isCorrect: boolean,
) {
  const headers = { Origin: new URL(page.url()).origin };
  const check = await page.request.post(`/api/questions/${questionId}/check`, {
    data: { answer },
    headers,
  });
  expect(check.status(), await check.text()).toBe(200);
  const record = await page.request.post('/api/progress/record-answer', {
    data: { questionId, answer, isCorrect, timeSpentMs: 0 },
    headers,
  });
  expect(record.status(), await record.text()).toBe(200);
}

/**
 * Takes the short algebra set through the API with one choice question answered (a test with no
 * answer is no result) and finishes it: a finished test on the student's lists.
 */
export async function finishShortTestViaApi(page: Page) {
  const headers = { Origin: new URL(page.url()).origin };
  const started = await page.request.post('/api/tests/short-algebra/start', { data: {}, headers });
  expect(started.status(), await started.text()).toBe(200);
  const { attemptId, module } = (await started.json()) as {
    attemptId: string;
    module: { questions: { _id: string; choices: unknown[] }[] };
  };
  const seat = module.questions.find((q) => q.choices.length > 0)!._id;
  const answered = await page.request.put(`/api/tests/attempts/${attemptId}/answers/${seat}`, {
    data: { answer: 'A' },
    headers,
  });
  expect(answered.status(), await answered.text()).toBe(200);
  const ended = await page.request.post(`/api/tests/attempts/${attemptId}/finish-module`, {
    data: {},
    headers,
  });
  expect(ended.status(), await ended.text()).toBe(200);
  return attemptId;
}

/**
 * Moves the server's clock by whole days (TEST_CLOCK=on in e2e/serve.ts): review cards fall
 * due, and booked sessions are held, without waiting. A test that moves it puts it back.
 */
export async function moveClock(page: Page, offsetDays: number) {
  const response = await page.request.post('/api/test/clock', {
    data: { offsetDays },
    headers: { Origin: new URL(page.url()).origin },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Buys a One-Time Month on /subscription through the test checkout: the pass starts now. */
export async function buyOneTimeMonth(page: Page) {
  await page.goto('/subscription');
  await page
    .getByRole('article', { name: 'One-Time Month', exact: true })
    .getByRole('button', { name: 'Choose One-Time Month' })
    .click();
  await page.getByRole('button', { name: 'Pay $14.99' }).click();
  await expect(page.getByRole('heading', { name: 'Pass purchased!' })).toBeVisible();
}
