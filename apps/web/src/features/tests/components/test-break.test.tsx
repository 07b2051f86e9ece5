import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { satOnBreak } from '../../../test/test-attempts';
import { TestBreak } from './test-break';

const onBreak = (secondsLeft: number) => satOnBreak(Date.now(), secondsLeft);

describe('TestBreak', () => {
  it('reads the attempt again when the break runs out, the student away', () => {
    vi.useFakeTimers();
    try {
      const onOver = vi.fn();
      renderWithProviders(
        <TestBreak attempt={onBreak(2)} receivedAt={Date.now()} onOver={onOver} />,
      );
      expect(screen.getByRole('timer').textContent).toBe('Remaining break time: 0:02');
      act(() => vi.advanceTimersByTime(1000));
      expect(onOver).not.toHaveBeenCalled();
      act(() => vi.advanceTimersByTime(1000));
      expect(screen.getByRole('timer').textContent).toBe('Remaining break time: 0:00');
      act(() => vi.advanceTimersByTime(600));
      expect(onOver).toHaveBeenCalledWith(undefined);
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps the break when Resume Testing cannot reach the server, and says so', async () => {
    mockFetch().mockRejectedValue(new TypeError('Failed to fetch'));
    const onOver = vi.fn();
    renderWithProviders(
      <TestBreak attempt={onBreak(600)} receivedAt={Date.now()} onOver={onOver} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Resume Testing' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The test could not be resumed: check your connection and try again. The break goes on.',
    );
    expect(onOver).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Resume Testing' })).toBeTruthy();
  });

  it('hands on the attempt the server answers Resume with', async () => {
    const resumed = { ...onBreak(0), status: 'in_progress' as const };
    mockFetch().mockResolvedValue(jsonResponse(200, resumed));
    const onOver = vi.fn();
    renderWithProviders(
      <TestBreak attempt={onBreak(600)} receivedAt={Date.now()} onOver={onOver} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Resume Testing' }));
    await vi.waitFor(() => expect(onOver).toHaveBeenCalledWith(resumed));
  });
});
