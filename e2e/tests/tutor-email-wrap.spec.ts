import { expect, test } from '@playwright/test';
import { signInAsTutor } from './tutor-hours';

// On a phone the tutor's Evaluations list cut a submitter's address at the line's end,
// "parent…@exa" over "mple.com", though the whole address fitted on the next line: it broke
// anywhere (break-all), where it should break only when too long for a line of its own.

test('at 375 px an evaluation’s email moves whole to the next line', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 900 });
  await page.goto('/api/health');
  const email = `parent${Date.now().toString(36)}@example.com`;
  const submitted = await page.request.post('/api/questions/evaluation/submit', {
    data: { email, answers: { 'test-eval-s1-01': 'A' } },
    headers: { Origin: new URL(page.url()).origin },
  });
  expect(submitted.status(), await submitted.text()).toBe(200);

  await signInAsTutor(page);
  await page
    .getByRole('navigation', { name: 'Tutor workspace' })
    .getByRole('link', { name: 'Evaluations', exact: true })
    .click();
  const address = page.getByText(email, { exact: true });
  await expect(address).toBeVisible();
  // One line box: the address is not split, as it is narrower than its card.
  const lines = await address.evaluate((span) => {
    const range = document.createRange();
    range.selectNodeContents(span);
    return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
  });
  expect(lines).toBe(1);
});
