import { expect, test, type Page, type Route } from '@playwright/test';
import { newUser, signUpViaApi } from './helpers';
import { ALGEBRA_BANK, questionCard, questionServedDuring, type AlgebraId } from './practice-card';

// Decision 062: the page tries record-answer again after a failure, with the same
// Idempotency-Key. When the first call was stored and only its reply was lost, or stalled, the
// answer is still one attempt, with its points.

/** Answers the question served on /practice/algebra rightly, with `firstCall` handling the first record-answer. */
async function answerWithFirstCall(page: Page, firstCall: (route: Route) => Promise<void>) {
  await signUpViaApi(page, newUser());
  const served = await questionServedDuring<{ _id: AlgebraId }>(page, () =>
    page.goto('/practice/algebra'),
  );
  const keys: (string | undefined)[] = [];
  await page.route('**/api/progress/record-answer', async (route) => {
    keys.push((await route.request().headerValue('idempotency-key')) ?? undefined);
    return keys.length > 1 ? route.continue() : firstCall(route);
  });
  const entry = ALGEBRA_BANK[served._id];
  if (entry.choice) {
    await questionCard(page).locator(`input[type="radio"][value="${entry.right}"]`).check();
  } else {
    await page.getByLabel('Your answer').fill(entry.right);
  }
  const retried = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/api/progress/record-answer' && response.ok(),
  );
  await page.getByRole('button', { name: 'Check Answer' }).click();
  return { keys, retried };
}

async function expectRecordedOnce(page: Page, keys: (string | undefined)[]) {
  expect(keys).toHaveLength(2);
  expect(keys[1]).toBe(keys[0]);
  await expect(page.getByText('Failed to record answer')).toHaveCount(0);
  await page.goto('/previously-answered');
  const card = page.getByRole('button', { name: /^Correct, just now:/ });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('Earned');
  await expect(card).not.toContainText('attempts');
}

test('an answer whose reply was lost is recorded once when the page tries again', async ({
  page,
}) => {
  const { keys, retried } = await answerWithFirstCall(page, async (route) => {
    // The server stores the answer; the page never hears back.
    expect((await route.fetch()).status()).toBe(200);
    await route.abort('connectionreset');
  });
  await retried;
  await expectRecordedOnce(page, keys);
});

test('an answer whose reply stalls is sent again after 15 s and recorded once', async ({
  page,
}) => {
  await page.clock.install();
  let stored = false;
  const { keys, retried } = await answerWithFirstCall(page, async (route) => {
    // The server stores the answer; its reply never comes (a stalled connection).
    expect((await route.fetch()).status()).toBe(200);
    stored = true;
  });
  await expect.poll(() => stored).toBe(true);
  // The page's 15 s deadline, then the retry's backoff.
  await page.clock.fastForward(15_000);
  await expect
    .poll(async () => {
      await page.clock.fastForward(1_000);
      return keys.length;
    })
    .toBe(2);
  await retried;
  await expectRecordedOnce(page, keys);
});
