import { expect, test, type Page } from '@playwright/test';
import { newUser, signUpViaApi } from './helpers';
import {
  collectErrors,
  holdAppModules,
  hydratedParsedHeading,
  rememberParsedHeading,
} from './hydration';
import { ALGEBRA_BANK, questionCard, questionServedDuring, type AlgebraId } from './practice-card';
import { cards, studentWithAnswers } from './review-helpers';
import { layoutShiftSince, recordLayoutShifts } from './layout-shifts';

// A student's practice and review pages come drawn by the server for the request's session,
// with the data they were drawn from; the app hydrates that markup, signed in from the start,
// without asking again for the session or the data (decision 048, issue 42).

/** The browser's calls to the API, by path. */
function apiCalls(page: Page) {
  const calls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) calls.push(pathname);
  });
  return calls;
}

const recorded = (page: Page) =>
  page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/progress/record-answer',
  );

/** Gives the right answer to the question on the card, by choice or typed. */
async function answerRight(page: Page, id: AlgebraId) {
  const entry = ALGEBRA_BANK[id];
  if (entry.choice) {
    await questionCard(page).locator(`input[type="radio"][value="${entry.right}"]`).check();
  } else {
    await page.getByLabel('Your answer').fill(entry.right);
  }
}

test.describe("a student's pages drawn by the server", () => {
  test('practice comes drawn with its question, private to the student', async ({ page }) => {
    await signUpViaApi(page, newUser({ firstname: 'Ada' }));
    const response = await page.request.get('/practice/algebra');
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe('private, no-store');
    expect(response.headers().vary).toMatch(/cookie/);
    const html = (await response.text()).replaceAll('<!-- -->', '');
    expect(html).toContain('<div id="root" data-prerendered>');
    expect(html).toContain('<title>Algebra · Practice · ');
    expect(html).toContain('>Ada<');
    expect(html).toContain('Check Answer');
    // The data it was drawn from, as JSON the browser never runs; the app after the paint.
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts[1]).toMatch(/^<script defer src="\/assets\/start-after-paint-[\w-]+\.js"/);
    expect(scripts.at(-1)).toBe('<script type="application/json" id="query-seeds">');
    expect(html).not.toContain('rel="modulepreload"');
  });

  test('the page drawn by the server does not move when the app starts', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await signUpViaApi(page, newUser(), { verified: false }); // the e-mail banner shows
    const { testCheckout } = (await (await page.request.get('/api/config')).json()) as {
      testCheckout: boolean;
    };
    await recordLayoutShifts(page);
    const html = await (await page.request.get('/practice/algebra')).text();
    expect(html).toContain('aria-label="Email verification"');
    // The test-checkout ribbon, when on, and the room the banner makes for it are drawn too.
    expect(html.includes('data-test-mode-ribbon')).toBe(testCheckout);
    await rememberParsedHeading(page);
    await page.goto('/practice/algebra');
    await expect.poll(() => hydratedParsedHeading(page)).toBe(true);
    await page.waitForTimeout(500); // the mascot comes in, and settles
    // Counted from the moment the app is asked for: on a busy machine a layout before the first
    // paint, never shown, could still be waiting for Inter (font-arrival.spec.ts is the font's).
    const appAskedFor = await page.evaluate(() => {
      const entry = document.querySelector<HTMLScriptElement>('script[data-entry]')!.dataset.entry!;
      return performance.getEntriesByName(new URL(entry, location.href).href)[0]!.startTime;
    });
    const shifted = await layoutShiftSince(page, appAskedFor);
    expect(shifted).toBeLessThan(0.005);
  });

  test('practice hydrates signed in, asks for nothing again, and records the answer', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await signUpViaApi(page, newUser());
    const calls = apiCalls(page);
    await rememberParsedHeading(page);
    const question = await questionServedDuring<{ _id: AlgebraId }>(page, () =>
      page.goto('/practice/algebra'),
    );
    await expect(page.getByRole('heading', { level: 1, name: 'Algebra' })).toBeVisible();
    await expect.poll(() => hydratedParsedHeading(page)).toBe(true);
    // The session, the question, the topic's concepts and scores came with the page.
    for (const drawnWithThePage of [
      '/api/auth/verify',
      '/api/questions/submodule/algebra/random',
      '/api/modules/submodules',
      '/api/modules/submodules/algebra/concept-scores',
    ]) {
      expect(calls).not.toContain(drawnWithThePage);
    }
    await answerRight(page, question._id);
    const answered = recorded(page);
    await page.getByRole('button', { name: 'Check Answer' }).click();
    expect((await answered).status()).toBe(200);
    await expect(page.getByText('Correct! You are doing great!')).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('an answer given before the app has started is taken up by it', async ({ page }) => {
    const errors = collectErrors(page);
    await signUpViaApi(page, newUser());
    const modules = await holdAppModules(page);
    const question = await questionServedDuring<{ _id: AlgebraId }>(page, () =>
      modules.opened('/practice/algebra'),
    );
    await answerRight(page, question._id);
    modules.release();
    // Enabled once the app has taken the answer up.
    const answered = recorded(page);
    await page.getByRole('button', { name: 'Check Answer' }).click();
    expect((await answered).status()).toBe(200);
    await expect(page.getByText('Correct! You are doing great!')).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('a tool left open is open again after a reload, the page still hydrated', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await signUpViaApi(page, newUser());
    await page.goto('/practice/algebra');
    await page.getByRole('button', { name: 'Calculator' }).click();
    const calculator = page.getByRole('dialog', { name: 'Calculator' });
    await expect(calculator).toBeVisible();
    await rememberParsedHeading(page);
    await page.reload();
    await expect(calculator).toBeVisible();
    await expect.poll(() => hydratedParsedHeading(page)).toBe(true);
    expect(errors).toEqual([]);
  });

  test('review comes drawn with the answered questions, and hydrates', async ({ page }) => {
    const errors = collectErrors(page);
    await studentWithAnswers(page);
    const html = (await (await page.request.get('/previously-answered')).text()).replaceAll(
      '<!-- -->',
      '',
    );
    expect(html).toContain('<div id="root" data-prerendered>');
    expect(html).toContain('Showing 1–3 of 3 questions');
    const calls = apiCalls(page);
    await rememberParsedHeading(page);
    await page.goto('/previously-answered');
    await expect(cards(page)).toHaveCount(3);
    await expect.poll(() => hydratedParsedHeading(page)).toBe(true);
    expect(calls).not.toContain('/api/progress/answered-questions');
    expect(errors).toEqual([]);
  });

  test.describe('a reader far from the server', () => {
    test.use({ timezoneId: 'Pacific/Auckland' });
    test('review hydrates when the browser’s clock and zone are not the server’s', async ({
      page,
    }) => {
      const errors = collectErrors(page);
      await studentWithAnswers(page);
      // The reader's clock two hours and ten minutes ahead of the server that drew the page, in
      // another time zone: the page is adopted as drawn ("just now"), then counts by that clock.
      await page.clock.install({ time: Date.now() + 130 * 60_000 });
      await rememberParsedHeading(page);
      await page.goto('/previously-answered');
      await expect.poll(() => hydratedParsedHeading(page)).toBe(true);
      await expect(cards(page).first().locator('time')).toHaveText(/^2 hours ago/);
      await expect(cards(page).first().locator('time')).toHaveAttribute('title', /\d/);
      expect(errors).toEqual([]);
    });
  });

  test('review filters chosen before the app has started are taken up by it', async ({ page }) => {
    const errors = collectErrors(page);
    await studentWithAnswers(page); // one right first time, two missed
    const modules = await holdAppModules(page);
    await modules.opened('/previously-answered');
    await page.getByLabel('Result').selectOption({ label: 'Missed on first try' });
    const flagged = page.getByRole('checkbox', { name: 'Flagged for my tutor only' });
    await flagged.check();
    modules.release();
    await expect(page).toHaveURL(/[?&]result=missed-first/);
    await expect(page).toHaveURL(/[?&]flagged=true/);
    await expect(page.getByLabel('Result')).toHaveValue('missed-first');
    await expect(flagged).toBeChecked();
    // Nothing flagged yet: the two filters together leave no card; the result alone, two.
    await expect(cards(page)).toHaveCount(0);
    await flagged.uncheck();
    await expect(cards(page)).toHaveCount(2);
    expect(errors).toEqual([]);
  });

  test('a session that has ended gets the shell, which asks to sign in', async ({ page }) => {
    await signUpViaApi(page, newUser());
    // Signed out elsewhere: this browser keeps a cookie the server no longer knows.
    const cookies = await page.context().cookies();
    const loggedOut = await page.request.post('/api/auth/logout', {
      data: {},
      headers: { Origin: new URL(page.url()).origin },
    });
    expect(loggedOut.ok()).toBe(true);
    await page.context().addCookies(cookies);
    const html = await (await page.request.get('/practice/algebra')).text();
    expect(html).not.toContain('data-prerendered');
    await page.goto('/practice/algebra');
    await expect(page).toHaveURL(/\/login\?redirect=/);
  });
});
