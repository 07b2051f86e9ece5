// When a call of the card fails: what the student is told, and what is tried again.
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { FEEDBACK_WRONG } from '@academy/shared/practice';
import { jsonResponse, stalledReply } from '../../../test/fetch-mock';
import { STALLED_CALL_MS } from '../../../lib/api-client';
import {
  button,
  headersTo,
  postsTo,
  queryButton,
  radio,
  renderCard,
  serve,
  withFakeApi,
} from './question-card.test-kit';

withFakeApi();

describe('QuestionCard when a call fails', () => {
  it('says Failed to check answer when the check fails, and records nothing', async () => {
    serve({ 'POST /api/questions/q-mc/check': () => jsonResponse(500, { message: 'Boom' }) });
    renderCard();
    fireEvent.click(radio('A'));
    fireEvent.click(button('Check Answer'));

    expect(await screen.findByText('Failed to check answer')).toBeTruthy();
    expect(screen.queryByText(FEEDBACK_WRONG)).toBeNull();
    expect(queryButton('Next Question')).toBeNull();
    expect(postsTo('/api/progress/record-answer')).toEqual([]);
    expect(button('Check Answer').disabled).toBe(false);
  });

  it('says Failed to record answer when recording fails, keeping the verdict', async () => {
    serve({ 'POST /api/progress/record-answer': () => jsonResponse(500, { message: 'Boom' }) });
    const { onRecorded } = renderCard();
    fireEvent.click(radio('A'));
    fireEvent.click(button('Check Answer'));

    expect(await screen.findByText('Failed to record answer')).toBeTruthy();
    expect(screen.getByText(FEEDBACK_WRONG)).toBeTruthy();
    expect(onRecorded).not.toHaveBeenCalled();
  });

  it('tries recording again after a failure before saying it failed', async () => {
    let failures = 1;
    serve({
      'POST /api/progress/record-answer': () =>
        failures-- > 0
          ? jsonResponse(503, { message: 'Database unavailable' })
          : jsonResponse(200, { success: true }),
    });
    const { onRecorded } = renderCard();
    fireEvent.click(radio('A'));
    fireEvent.click(button('Check Answer'));

    await waitFor(() => expect(onRecorded).toHaveBeenCalledTimes(1));
    expect(postsTo('/api/progress/record-answer')).toHaveLength(2);
    expect(screen.queryByText('Failed to record answer')).toBeNull();
    // Sent again with its key: had the first call landed, the server answers it once.
    const keys = headersTo('/api/progress/record-answer').map((h) => h['Idempotency-Key']);
    expect(keys[0]).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(keys[1]).toBe(keys[0]);
  });

  it('sends an answer again, with its key, when its first call stalls', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      let stalled = 1;
      serve({
        'POST /api/progress/record-answer': (_body, init) =>
          stalled-- > 0 ? stalledReply(init) : jsonResponse(200, { success: true }),
      });
      const { onRecorded } = renderCard();
      fireEvent.click(radio('A'));
      fireEvent.click(button('Check Answer'));
      await waitFor(() => expect(postsTo('/api/progress/record-answer')).toHaveLength(1));
      await vi.advanceTimersByTimeAsync(STALLED_CALL_MS);
      await waitFor(() => expect(onRecorded).toHaveBeenCalledTimes(1));
      const keys = headersTo('/api/progress/record-answer').map((h) => h['Idempotency-Key']);
      expect(keys).toHaveLength(2);
      expect(keys[1]).toBe(keys[0]);
      expect(screen.queryByText('Failed to record answer')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('gives up a check that stalls, says so, and lets the student check again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      serve({ 'POST /api/questions/q-mc/check': (_body, init) => stalledReply(init) });
      renderCard();
      fireEvent.click(radio('A'));
      fireEvent.click(button('Check Answer'));
      await waitFor(() => expect(button('Check Answer').disabled).toBe(true));
      await vi.advanceTimersByTimeAsync(STALLED_CALL_MS);
      expect(await screen.findByText('Failed to check answer')).toBeTruthy();
      expect(button('Check Answer').disabled).toBe(false);
      expect(postsTo('/api/progress/record-answer')).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });
});
