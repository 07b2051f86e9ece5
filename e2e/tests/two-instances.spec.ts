import { expect, test, type Page } from '@playwright/test';
import { authMessages } from '@academy/shared/auth';
import { INSTANCES, LIMITED_SIGN_IN_MAX, sharedDatabase, sharedRedis } from '../instances';
import { logInViaUi, newUser, signUpViaApi, userMenuButton } from './helpers';

// Instances behind a load balancer keep no state of their own that matters: sessions, progress
// and sign-in limits live in PostgreSQL and Redis. playwright.config.ts starts the instances.

test.skip(
  !sharedDatabase,
  'Several instances need PostgreSQL: run with DATABASE_URL (and REDIS_URL) to start them.',
);

const { main: A, twin: B } = INSTANCES;

const cards = (page: Page) =>
  page.getByRole('list', { name: 'Answered questions' }).getByRole('listitem');

/**
 * A client address no other test or run uses: a random /64 (the limiter counts IPv6 clients by
 * /64) in the documentation prefix, sent as X-Forwarded-For to the instances that trust it.
 */
function newClientAddress() {
  const group = () => Math.floor(Math.random() * 0x10000).toString(16);
  return `2001:db8:${group()}:${group()}::1`;
}

/**
 * Answers the question on the practice card, whatever it is, and waits for the verdict and for
 * the answer to be recorded: the verdict shows once the check answers, and the page's next
 * address would cut off the recording still in flight (seen on a busy machine).
 */
async function answerShownQuestion(page: Page) {
  const card = page.getByRole('article', { name: 'Question' });
  const choices = card.getByRole('radio');
  await expect(card.getByRole('button', { name: 'Check Answer' })).toBeVisible();
  if ((await choices.count()) > 0) await choices.first().check();
  else await card.getByLabel('Your answer').fill('1');
  const recorded = page.waitForResponse(
    (r) => r.url().endsWith('/api/progress/record-answer') && r.request().method() === 'POST',
  );
  await card.getByRole('button', { name: 'Check Answer' }).click();
  await expect(card.getByRole('button', { name: 'Next Question' })).toBeVisible();
  expect((await recorded).status()).toBe(200);
}

test.describe('two instances on one database', () => {
  test('share sessions and progress, page after page', async ({ page }) => {
    // Eight page loads on two servers, two answers and a sign-out: more than a page's 30 s.
    test.setTimeout(90_000);
    const user = newUser({ firstname: 'Katherine' });
    await signUpViaApi(page, user, { signedIn: false });
    await page.goto(`${A}/login`);
    await logInViaUi(page, user.email, user.password);
    await expect(page.getByRole('heading', { name: 'Welcome, Katherine!' })).toBeVisible();

    // The session cookie belongs to the host, so B receives it; local storage belongs to the
    // origin, so the stored user is carried over as one public origin would share it.
    const stored = await page.evaluate(() => localStorage.getItem('auth_user'));
    await page.goto(`${B}/about`);
    await page.evaluate((user) => localStorage.setItem('auth_user', user!), stored);
    await page.goto(`${B}/profile`);
    await expect(page.getByRole('heading', { name: 'Profile Settings' })).toBeVisible();
    // In the account's region: the Security section's change of address names it too.
    await expect(
      page.getByRole('region', { name: 'Account', exact: true }).getByText(user.email),
    ).toBeVisible();

    // An answer on A is in B's review; one on B is in A's.
    await page.goto(`${A}/practice/algebra`);
    await answerShownQuestion(page);
    await page.goto(`${B}/previously-answered`);
    await expect(cards(page)).toHaveCount(1);
    await page.goto(`${B}/practice/algebra`);
    await answerShownQuestion(page);
    await page.goto(`${A}/previously-answered`);
    await expect(cards(page)).toHaveCount(2);

    // Signing out on B ends the session on A too.
    await page.goto(`${B}/`);
    await userMenuButton(page).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
    await page.goto(`${A}/profile`);
    await expect(page).toHaveURL(`${A}/login?redirect=%2Fprofile`);
  });

  test('count sign-in attempts together against the limit', async ({ page }) => {
    test.skip(!sharedRedis, 'A shared limit needs Redis: run with REDIS_URL.');
    const client = newClientAddress();
    const signIn = (url: string, from = client) =>
      page.request.post(`${url}/api/auth/login`, {
        data: { email: newUser().email, password: 'Wrong-pass1' },
        headers: { Origin: url, 'X-Forwarded-For': from },
      });
    const [first, second] = INSTANCES.limited;

    for (let attempt = 0; attempt < LIMITED_SIGN_IN_MAX; attempt++) {
      const response = await signIn(attempt % 2 ? second : first);
      expect(response.status()).toBe(400);
      expect(await response.json()).toMatchObject({ message: authMessages.invalidCredentials });
    }
    for (const url of [first, second]) {
      const refused = await signIn(url);
      expect(refused.status()).toBe(429);
      expect(Number(refused.headers()['retry-after'])).toBeGreaterThan(0);
    }
    // Another client still gets through.
    expect((await signIn(second, newClientAddress())).status()).toBe(400);
  });
});
