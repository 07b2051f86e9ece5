import type { Locator, Page } from '@playwright/test';
import { answerViaApi, newUser, signUpViaApi } from './helpers';

// Shared by the review specs.

// The test bank's questions (apps/server/test/fixtures/bank) with a right and a wrong answer.
const BANK = {
  'test-linear-001': { right: 'B', wrong: 'A' },
  'test-linear-002': { right: '2/3', wrong: '3/2' },
  'test-system-001': { right: 'C', wrong: 'D' },
  'test-system-002': { right: '8', wrong: '6' },
} as const;
type QuestionId = keyof typeof BANK;

export const answer = (page: Page, questionId: QuestionId, correct: boolean) =>
  answerViaApi(page, questionId, BANK[questionId][correct ? 'right' : 'wrong'], correct);

/** A new student who answered linear-001 right, then linear-002 and system-001 wrong. */
export async function studentWithAnswers(page: Page) {
  await signUpViaApi(page, newUser());
  await answer(page, 'test-linear-001', true);
  await answer(page, 'test-linear-002', false);
  await answer(page, 'test-system-001', false);
}

export const cards = (page: Page) =>
  page.getByRole('list', { name: 'Answered questions' }).getByRole('listitem');
/** The button that is a card's face: named by the question in plain text, math written out. */
export const cardButton = (item: Locator) => item.getByRole('button').first();
/** The card whose question holds `text` (math as in its name: 'x - y'; drawn math has no TeX). */
export const card = (page: Page, text: string | RegExp) =>
  cardButton(cards(page).filter({ has: page.getByRole('button', { name: text }) }));
export const conceptsButton = (page: Page) => page.getByRole('button', { name: /^Concepts/ });
export const conceptOptions = (page: Page) => page.getByRole('listbox').getByRole('option');
export const choice = (dialog: Locator, id: string) =>
  dialog.getByRole('listitem').filter({ hasText: `Choice ${id}:` });
