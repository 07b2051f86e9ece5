import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { multipleChoice, freeEntry } from '../../practice/components/question-card.test-kit';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { ReviewSession } from './review-session';

afterEach(() => vi.unstubAllGlobals());

/** The server's review: the cards due, the first served, each answer taking one off. */
function serveReview(cards = [multipleChoice, freeEntry]) {
  let due = [...cards];
  let summaryCalls = 0;
  mockFetch().mockImplementation(async (input) => {
    const path = String(input);
    if (path === '/api/review/due?limit=1') return jsonResponse(200, due.slice(0, 1));
    if (path === '/api/review/summary') {
      summaryCalls += 1;
      return jsonResponse(200, { due: due.length, total: cards.length, nextDueAt: null });
    }
    throw new Error(`Unexpected call ${path}`);
  });
  return {
    answerFirst: () => (due = due.slice(1)),
    summaryCalls: () => summaryCalls,
  };
}

function renderSession(answerFirst: () => void) {
  return renderWithProviders(
    <ReviewSession
      renderCard={({ question, onRecorded, onNext }) => (
        <article>
          <p>{question._id}</p>
          <button
            onClick={() => {
              answerFirst();
              onRecorded();
            }}
          >
            Answer
          </button>
          <button onClick={onNext}>Next Question</button>
        </article>
      )}
    />,
  );
}

describe('ReviewSession', () => {
  it('counts the card answered on screen until the student moves on', async () => {
    const review = serveReview();
    const { queryClient } = renderSession(review.answerFirst);
    expect(await screen.findByText('2 questions due now')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Answer' }));
    await waitFor(() => expect(review.summaryCalls()).toBe(2));
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(screen.getByText('2 questions due now')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Next Question' }));
    expect(await screen.findByText(freeEntry._id)).toBeTruthy();
    expect(screen.getByText('1 question due now')).toBeTruthy();
  });

  it('never reads "0 questions due now" above the last card just answered', async () => {
    const review = serveReview([multipleChoice]);
    const { queryClient } = renderSession(review.answerFirst);
    expect(await screen.findByText('1 question due now')).toBeTruthy();

    // Missed, then tried again: both answers are recorded.
    for (const calls of [2, 3]) {
      fireEvent.click(screen.getByRole('button', { name: 'Answer' }));
      await waitFor(() => expect(review.summaryCalls()).toBe(calls));
      await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    }
    expect(screen.getByText(multipleChoice._id)).toBeTruthy();
    expect(screen.queryByText('0 questions due now')).toBeNull();
    expect(screen.getByText('1 question due now')).toBeTruthy();
  });
});
