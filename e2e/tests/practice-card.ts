import { expect, type Page } from '@playwright/test';

/** The test bank's algebra questions and their answers (apps/server/test/fixtures/bank). */
export const ALGEBRA_BANK = {
  'test-linear-001': { choice: true, right: 'B', wrong: 'A' },
  'test-linear-002': { choice: false, right: '2/3', wrong: '3/2' },
  'test-system-001': { choice: true, right: 'C', wrong: 'D' },
  'test-system-002': { choice: false, right: '8', wrong: '6' },
} as const;
export type AlgebraId = keyof typeof ALGEBRA_BANK;

export const questionCard = (page: Page) => page.getByRole('article', { name: 'Question' });

/** Answers the question on the practice card and waits for the answer to be recorded. */
export async function answerOnCard(page: Page, id: AlgebraId, correct: boolean) {
  const entry = ALGEBRA_BANK[id];
  const value = correct ? entry.right : entry.wrong;
  if (entry.choice) {
    await questionCard(page).locator(`input[type="radio"][value="${value}"]`).check();
  } else {
    await page.getByLabel('Your answer').fill(value);
  }
  const recorded = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/progress/record-answer',
  );
  await page.getByRole('button', { name: 'Check Answer' }).click();
  expect((await recorded).status()).toBe(200);
}
