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

/** The data a page drawn by the server was drawn from (its `query-seeds` block), by query key. */
function seedsOf(html: string): { queryKey: unknown[]; data: unknown }[] {
  const block = /<script type="application\/json" id="query-seeds">(.*?)<\/script>/s.exec(html);
  return block ? (JSON.parse(block[1]!) as { queryKey: unknown[]; data: unknown }[]) : [];
}

const never = new Promise<never>(() => {});

/**
 * Runs `action` and returns the question served meanwhile: by the random-question call, or, for
 * a practice page the server drew for the student (decision 048), from the data it was drawn
 * from. Waits for the card to show it.
 */
export async function questionServedDuring<Served extends { _id: string }>(
  page: Page,
  action: () => Promise<unknown>,
  subModule = 'algebra',
): Promise<Served> {
  const byApi = page
    .waitForResponse(
      (response) =>
        new URL(response.url()).pathname === `/api/questions/submodule/${subModule}/random`,
    )
    .then((response) => response.json() as Promise<Served>);
  const byPage = page
    .waitForResponse(
      (response) =>
        response.request().isNavigationRequest() &&
        new URL(response.url()).pathname === `/practice/${subModule}`,
    )
    .then(async (response) => {
      const seed = seedsOf(await response.text()).find(
        ({ queryKey: [feature, name, id] }) =>
          feature === 'practice' && name === 'random-question' && id === subModule,
      );
      return seed ? (seed.data as Served) : never;
    });
  // The one that does not come is left waiting until the page closes.
  byApi.catch(() => undefined);
  byPage.catch(() => undefined);
  await action();
  const question = await Promise.race([byApi, byPage]);
  await expect(questionCard(page)).toBeVisible();
  return question;
}

/**
 * Opens a student's page the way a click inside the app does: the app draws it and asks the API
 * for its data (which a test may then answer its own way), where loading its address would bring
 * it drawn by the server. From the page at `from`, through its `link`.
 */
export async function openInApp(page: Page, from: string, link: string | RegExp) {
  await page.goto(from);
  await page.getByRole('link', { name: link }).first().click();
}
