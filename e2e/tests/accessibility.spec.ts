import { expect, test, type Browser, type Cookie, type Page } from '@playwright/test';
import { ACADEMY } from '@academy/shared/academy';
import { expectNoSeriousViolations } from './a11y';
import { answerViaApi, newUser, signUpViaApi, userMenuButton } from './helpers';
import { startTimedTest } from './timed-test-start';
import { continueToPayment } from './booking-helpers';
import { servePaidVerifications } from './paid-verifications';

// Every route of apps/web/src/routes, signed out and signed in, with each dialog and popover
// open, at a desktop and a phone width: no serious or critical axe violations anywhere.

interface Visit {
  path: string;
  /** The page's level-one heading: the page has rendered once it shows. */
  heading: string | RegExp;
}

/** Routes open to anyone, the same signed in or out apart from the top bar. */
const OPEN: Visit[] = [
  { path: '/about', heading: 'About Us' },
  { path: '/contact', heading: 'We would love to hear from you' },
  { path: '/terms', heading: 'Terms of Service' },
  { path: '/privacy', heading: 'Privacy Policy' },
  { path: '/refunds', heading: 'Refund Policy' },
  { path: '/pricing', heading: 'Simple plans for serious score gains' },
  { path: '/evaluation', heading: 'SAT Math Evaluation' },
  { path: '/evaluation/reading-writing', heading: 'SAT Reading and Writing Evaluation' },
  { path: '/scheduling/success', heading: "We couldn't confirm your payment" },
  { path: '/scheduling/success?session_id=cs_paid', heading: 'Your session is booked!' },
  { path: '/no-such-page', heading: 'Not Found' },
];

const SIGNED_OUT: Visit[] = [
  { path: '/', heading: `Reach your best score with ${ACADEMY.name}` },
  { path: '/login', heading: 'Sign in to continue your learning journey' },
  { path: '/signup', heading: 'Join the Academy!' },
  ...OPEN,
];

/** Routes for signed-in users only, and the home a signed-in user gets at /. */
const SIGNED_IN: Visit[] = [
  { path: '/', heading: /^Welcome(?: back)?, / },
  { path: '/practice', heading: 'Choose Your Topic' },
  { path: '/practice/geometry-trigonometry', heading: 'Geometry and Trigonometry' },
  { path: '/practice/no-such-topic', heading: 'Not Found' },
  { path: '/tests', heading: 'Tests Page' },
  { path: '/profile', heading: 'Profile Settings' },
  { path: '/sessions', heading: 'Your tutor sessions' },
  { path: '/subscription', heading: 'Subscription' },
  { path: '/subscription/success', heading: "We couldn't confirm your subscription" },
  // These three leave for /subscription after 3 s: time enough for the audit.
  { path: '/subscription/success?session_id=cs_paid', heading: 'Payment received' },
  {
    path: '/subscription/success?session_id=cs_paid&auto_verify=true',
    heading: 'Subscription activated!',
  },
  { path: '/subscription/cancel', heading: 'Checkout canceled' },
];

const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 375, height: 740 },
];

const heading = (page: Page, name: string | RegExp) =>
  page.getByRole('heading', { level: 1, name });

/**
 * Audits each route in turn, one step each, in one page: its cache spares every route loading
 * the app anew. A route's violations do not stop the others being audited.
 */
async function auditRoutes(page: Page, visits: Visit[]) {
  // About a second a route on a quiet machine; CI's two busy cores took over four, and a retry,
  // which records a trace of each page, twice that: the time allowed grows with the list.
  test.setTimeout(30_000 + visits.length * 10_000);
  await servePaidVerifications(page);
  for (const { path, heading: name } of visits) {
    await test.step(path, async () => {
      await page.goto(path);
      await expect(heading(page, name)).toBeVisible();
      await expectNoSeriousViolations(page, { soft: true, headingsInOrder: true });
    });
  }
}

interface SignedIn {
  cookies: Cookie[];
  storedUser: string;
}

/** A student who answered one question wrong: the session cookie and the app's stored user. */
async function signedInStudent(browser: Browser, baseURL: string): Promise<SignedIn> {
  const page = await browser.newPage({ baseURL });
  await signUpViaApi(page, newUser({ firstname: 'Grace' }));
  await answerViaApi(page, 'test-linear-001', 'A', false);
  const cookies = await page.context().cookies();
  const storedUser = await page.evaluate(() => localStorage.getItem('auth_user'));
  await page.close();
  return { cookies, storedUser: storedUser! };
}

/** Signs the describe's tests in as one new student, made before its first test. */
function signInEachTestAsOneStudent() {
  let student: SignedIn;
  test.beforeAll(async ({ browser }, testInfo) => {
    student = await signedInStudent(browser, testInfo.project.use.baseURL!);
  });
  // In a nested describe these run after the outer ones: its cookie and stored user win.
  test.beforeEach(async ({ context }) => {
    await context.addCookies(student.cookies);
    await context.addInitScript(
      (user) => localStorage.setItem('auth_user', user),
      student.storedUser,
    );
  });
}

for (const viewport of VIEWPORTS) {
  test.describe(`accessibility at ${viewport.width} px`, () => {
    // Colour contrast is measured on settled pages, not halfway through a fade-in.
    test.use({ viewport, reducedMotion: 'reduce' });

    test.describe('signed out', () => {
      test('every route', async ({ page }) => {
        await auditRoutes(page, SIGNED_OUT);
      });

      test('the tutor booking dialog, empty and with its error', async ({ page }) => {
        await page.goto('/');
        await page.getByRole('button', { name: 'Book a session' }).click();
        const dialog = page.getByRole('dialog', { name: 'Book a Tutor Session' });
        await expect(dialog.getByTestId('booking-total')).toHaveText('$60');
        await expectNoSeriousViolations(page);
        await continueToPayment(dialog);
        await expect(dialog.getByText('Please provide your contact information')).toBeVisible();
        await expectNoSeriousViolations(page);
      });

      test('the evaluation in progress, its submit dialog and the thank-you', async ({ page }) => {
        await page.goto('/evaluation');
        await page.getByRole('radio', { name: 'A. 4' }).check();
        await page.getByRole('button', { name: 'Next', exact: true }).click();
        await expect(page.getByPlaceholder('Enter your answer...')).toBeVisible();
        await expect(page.getByRole('region', { name: 'Tired? You can submit' })).toBeVisible();
        await expectNoSeriousViolations(page);

        await page.getByRole('button', { name: 'Submit Now' }).click();
        const dialog = page.getByRole('dialog', { name: 'Submit Your Evaluation' });
        await dialog.getByRole('button', { name: 'Submit' }).click();
        await expect(dialog.getByLabel('Email Address')).toHaveAttribute('aria-invalid', 'true');
        await expectNoSeriousViolations(page);

        await dialog.getByLabel('Email Address').fill('parent@example.com');
        await dialog.getByRole('button', { name: 'Submit' }).click();
        await expect(
          page.getByText(/Hooray! You have submitted your evaluation test/),
        ).toBeVisible();
        // The result under it: range, tallies, next steps and the questions missed.
        await expect(
          page.getByRole('heading', { name: /^Estimated SAT Math score/ }),
        ).toBeVisible();
        await expectNoSeriousViolations(page);
      });
    });

    test.describe('signed in', () => {
      // One student for the whole describe, signed in afresh in each test's context.
      signInEachTestAsOneStudent();

      test('every route', async ({ page }) => {
        await auditRoutes(page, SIGNED_IN);
      });

      // On a phone the open routes are audited signed out only: their content is the same, and
      // the signed-in top bar is audited on every route above.
      if (viewport.width >= 640) {
        test('the routes open to anyone', async ({ page }) => {
          await auditRoutes(page, OPEN);
        });
      }

      test('the user menu open', async ({ page }) => {
        await page.goto('/about');
        await userMenuButton(page).click();
        await expect(page.getByRole('menuitem', { name: 'Your Profile' })).toBeVisible();
        // Inside the top bar's landmark, where a screen reader's landmark list finds it.
        await expect(
          page.getByRole('navigation', { name: 'Account' }).getByRole('menu'),
        ).toBeVisible();
        await expectNoSeriousViolations(page);
      });

      test('practice: a question, checked, with hints and the answer shown', async ({ page }) => {
        await page.goto('/practice/algebra');
        const card = page.getByRole('article', { name: 'Question' });
        await expect(card).toBeVisible();
        await expectNoSeriousViolations(page);

        const choices = card.getByRole('radio');
        if ((await choices.count()) > 0) await choices.first().check();
        else await card.getByLabel('Your answer').fill('1');
        await card.getByRole('button', { name: 'Check Answer' }).click();
        await expect(card.getByRole('status')).not.toHaveText('');
        await card.getByRole('button', { name: /^Show hint \(0\// }).click();
        await card.getByRole('button', { name: 'Show Answer' }).click();
        await expect(card.getByRole('region', { name: 'Answer and explanation' })).toBeVisible();
        await expectNoSeriousViolations(page);
      });

      test('review: the list, the concepts list open and the Question Details modal', async ({
        page,
      }) => {
        await page.goto('/previously-answered');
        const card = page
          .getByRole('list', { name: 'Answered questions' })
          .getByRole('button')
          .first();
        await expect(card.first()).toBeVisible();
        await page.getByRole('button', { name: /^Concepts/ }).click();
        await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
        await expectNoSeriousViolations(page);

        await page.keyboard.press('Escape');
        await card.first().click();
        await expect(page.getByRole('dialog', { name: 'Question Details' })).toBeVisible();
        await expectNoSeriousViolations(page);
      });

      // A struck-out choice was faded to 60%: its letter fell under 4.5:1, as the letter of a
      // chosen one did on its tint.
      test('a timed test: a choice struck out, another chosen, then struck out too', async ({
        page,
      }) => {
        await startTimedTest(page, 'math', 'Short set: Algebra');
        await expect(page.getByRole('heading', { name: 'Question 1 of 4' })).toBeVisible();
        await page.getByRole('button', { name: 'Strike out choice A' }).click();
        await page.getByRole('radio', { name: /^B\. / }).check();
        await expect(page.getByRole('button', { pressed: true })).toHaveCount(1);
        // One line across the whole choice, its math too (a text decoration skipped formulas).
        const strike = await page.getByRole('radio', { name: /^A\. / }).evaluate((radio) => {
          const line = getComputedStyle(radio.closest('label')!, '::after');
          return { width: line.borderTopWidth, position: line.position };
        });
        expect(strike).toEqual({ width: '2px', position: 'absolute' });
        await expectNoSeriousViolations(page);
        await page.getByRole('button', { name: 'Strike out choice B' }).click();
        await expect(page.getByRole('button', { pressed: true })).toHaveCount(2);
        await expectNoSeriousViolations(page);
      });

      // A Guest takes one short set, and the one above took it: another student takes this one.
      test.describe('a second student', () => {
        signInEachTestAsOneStudent();
        test('a timed Reading and Writing module and its Directions dialog', async ({ page }) => {
          await startTimedTest(page, 'reading-writing', 'Short set: Craft and Structure');
          await expect(page.getByRole('heading', { name: 'Question 1 of 1' })).toBeVisible();
          await expectNoSeriousViolations(page);
          await page.getByRole('button', { name: 'Directions' }).click();
          await expect(page.getByRole('dialog', { name: 'Directions' })).toBeVisible();
          await expectNoSeriousViolations(page);
        });
      });

      test('profile: edit mode with the state list open', async ({ page }) => {
        await page.goto('/profile');
        await page.getByRole('button', { name: 'Edit' }).click();
        await page.getByLabel('State').click();
        await expect(page.getByRole('option', { name: /Texas/ })).toBeVisible();
        await expectNoSeriousViolations(page);
      });
    });
  });
}
