// The card's controls from issue 35: choice marks, checks after Show Answer, Skip for now.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import {
  ANSWER_REQUIRED_TO_CHECK,
  FEEDBACK_CORRECT_PLAIN,
  FEEDBACK_NOT_RECORDED,
  FEEDBACK_WRONG,
  FEEDBACK_WRONG_PLAIN,
} from '@academy/shared/practice';
import type { Question } from '@academy/shared/questions';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { QuestionCard } from './question-card';
import { multipleChoice } from './question-card.test-kit';

// The kit's question without its hints: these tests are about the controls.
const question: Question = { ...multipleChoice, hints: [], indepthHints: [] };

let fetchMock: ReturnType<typeof mockFetch>;
const routes: Record<string, (body: unknown) => Response> = {
  'POST /api/questions/q-mc/check': (body) =>
    jsonResponse(200, { isCorrect: (body as { answer: string }).answer === 'B' }),
  'POST /api/progress/record-answer': () => jsonResponse(200, { success: true }),
  'POST /api/questions/q-mc/skip': () => jsonResponse(200, { skipped: true }),
  'GET /api/questions/q-mc/flag': () => jsonResponse(200, { questionId: 'q-mc', flag: null }),
  'GET /api/questions/q-mc/answer': () =>
    jsonResponse(200, {
      correctAnswer: 'B',
      correctAnswerLatex: '$4$',
      explanation: 'x = 4.',
      explanationLatex: '$x = 4$.',
    }),
};

const radio = (id: string) =>
  document.querySelector<HTMLInputElement>(`input[type="radio"][value="${id}"]`)!;
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
const descriptionOf = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();
const markOf = (id: string) => radio(id).closest('label')!.getAttribute('data-mark');

beforeEach(() => {
  fetchMock = mockFetch();
  fetchMock.mockImplementation(async (input, init) => {
    const handler = routes[`${init?.method ?? 'GET'} ${String(input)}`];
    if (!handler) throw new Error(`Unexpected call ${String(input)}`);
    return handler(init?.body ? JSON.parse(String(init.body)) : undefined);
  });
});

describe('QuestionCard controls', () => {
  it('says why Check Answer is disabled until an answer is chosen', () => {
    renderWithProviders(<QuestionCard question={question} onNext={vi.fn()} />);
    expect(button('Check Answer').disabled).toBe(true);
    // A screen reader finds it dimmed: without a description it did not say why.
    expect(descriptionOf(button('Check Answer'))).toBe(ANSWER_REQUIRED_TO_CHECK);
    fireEvent.click(radio('A'));
    expect(button('Check Answer').disabled).toBe(false);
    expect(descriptionOf(button('Check Answer'))).toBe('');
  });

  it('marks the checked choice in words, and the right one after Show Answer', async () => {
    renderWithProviders(<QuestionCard question={question} onNext={vi.fn()} />);
    fireEvent.click(radio('A'));
    fireEvent.click(button('Check Answer'));
    expect(await screen.findByText('Your answer — incorrect')).toBeTruthy();
    expect(markOf('A')).toBe('chosen-wrong');
    // Another pick takes the mark away: it belonged to the check.
    fireEvent.click(radio('C'));
    expect(markOf('A')).toBeNull();

    await waitFor(() => expect(button('Show Answer').disabled).toBe(false));
    fireEvent.click(button('Show Answer'));
    await waitFor(() => expect(markOf('B')).toBe('correct'));
  });

  it('after Show Answer gives the result of a check without praise or a mascot reaction', async () => {
    const { store } = renderWithProviders(<QuestionCard question={question} onNext={vi.fn()} />);
    fireEvent.click(radio('A'));
    fireEvent.click(button('Check Answer'));
    expect(await screen.findByText(FEEDBACK_WRONG)).toBeTruthy();
    const mascot = store.getState().mascot;
    await waitFor(() => expect(button('Show Answer').disabled).toBe(false));
    fireEvent.click(button('Show Answer'));
    // "Try again!" no longer fits beside the answer shown: the verdict stays, plainly.
    expect(await screen.findByText(FEEDBACK_WRONG_PLAIN)).toBeTruthy();
    expect(screen.queryByText(FEEDBACK_WRONG)).toBeNull();

    fireEvent.click(radio('B'));
    fireEvent.click(button('Check Answer'));
    expect(await screen.findByText(FEEDBACK_CORRECT_PLAIN)).toBeTruthy();
    expect(screen.getByText('Your answer — correct')).toBeTruthy();
    expect(store.getState().mascot.consecutiveCorrect).toBe(mascot.consecutiveCorrect);
    expect(store.getState().mascot.emotion).toBe(mascot.emotion);
    // Nor is the copy recorded, as the card says: the review keeps the miss, not a "Correct on
    // 2nd try".
    expect(screen.getByText(FEEDBACK_NOT_RECORDED)).toBeTruthy();
    const records = fetchMock.mock.calls.filter(
      ([url]) => String(url) === '/api/progress/record-answer',
    );
    expect(records).toHaveLength(1);
  });

  it('skips for now before a check, then hands over to the next question', async () => {
    const onSkipped = vi.fn();
    renderWithProviders(
      <QuestionCard question={question} onNext={vi.fn()} onSkipped={onSkipped} />,
    );
    fireEvent.click(button('Skip for now'));
    await waitFor(() => expect(onSkipped).toHaveBeenCalledTimes(1));
    fireEvent.click(button('Skip for now'));
    await waitFor(() => expect(onSkipped).toHaveBeenCalledTimes(2));
    // Skipped again, the note is replaced, not stacked over the card.
    expect(await screen.findAllByText('Skipped for now: it will come back later.')).toHaveLength(1);
    fireEvent.click(radio('B'));
    fireEvent.click(button('Check Answer'));
    await screen.findByText('Your answer — correct');
    expect(screen.queryByRole('button', { name: 'Skip for now' })).toBeNull();
  });
});
