import { expect, test } from '@playwright/test';
import { newUser, signUpViaApi } from './helpers';
import { ALGEBRA_BANK, questionCard, questionServedDuring, type AlgebraId } from './practice-card';

// Decision 062: the page tries record-answer again after a failure, with the same
// Idempotency-Key. When the first call was stored and only its reply was lost, the answer is
// still one attempt, with its points.
test('an answer whose reply was lost is recorded once when the page tries again', async ({
  page,
}) => {
  await signUpViaApi(page, newUser());
  const served = await questionServedDuring<{ _id: AlgebraId }>(page, () =>
    page.goto('/practice/algebra'),
  );

  const keys: (string | undefined)[] = [];
  await page.route('**/api/progress/record-answer', async (route) => {
    keys.push((await route.request().headerValue('idempotency-key')) ?? undefined);
    if (keys.length > 1) return route.continue();
    // The server stores the answer; the page never hears back.
    expect((await route.fetch()).status()).toBe(200);
    await route.abort('connectionreset');
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
  await retried;
  expect(keys).toHaveLength(2);
  expect(keys[1]).toBe(keys[0]);
  await expect(page.getByText('Failed to record answer')).toHaveCount(0);

  await page.goto('/previously-answered');
  const card = page.getByRole('button', { name: /^Correct, just now:/ });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('Earned');
  await expect(card).not.toContainText('attempts');
});
