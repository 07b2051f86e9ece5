import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TestModule } from '@academy/shared/tests';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { loadLocalAttempt } from '../lib/local-attempt';
import { useModuleAnswers } from './use-module-answers';

const ATTEMPT = '6f1c2a34-8a5e-4a3b-9f0e-1d2c3b4a5e6f';
const MODULE: TestModule = {
  index: 1,
  startedAt: '2026-11-28T10:00:00.000Z',
  deadline: '2026-11-28T10:16:00.000Z',
  questions: [],
  answers: { q1: { answer: 'B', marked: true } },
};
const saved = (answer: string) =>
  jsonResponse(200, { saved: { answer, marked: false }, savedAt: MODULE.startedAt });

let fetchMock: ReturnType<typeof mockFetch>;
beforeEach(() => {
  fetchMock = mockFetch();
});

describe('useModuleAnswers', () => {
  it('starts from the server’s answers and keeps each change on the device', async () => {
    fetchMock.mockResolvedValue(saved('C'));
    const { result } = renderHook(() => useModuleAnswers(ATTEMPT, MODULE, vi.fn()));
    expect(result.current.state.answers.q1).toMatchObject({ answer: 'B', marked: true });
    act(() => result.current.setAnswer('q2', 'C'));
    expect(loadLocalAttempt(ATTEMPT, 1).answers.q2).toMatchObject({ answer: 'C', pending: true });
    await waitFor(() => expect(result.current.sync).toBe('saved'));
    expect(loadLocalAttempt(ATTEMPT, 1).answers.q2?.pending).toBe(false);
    const [url, init] = fetchMock.mock.calls.at(-1)!;
    expect(url).toBe(`/api/tests/attempts/${ATTEMPT}/answers/q2`);
    expect(JSON.parse(init!.body as string)).toEqual({ answer: 'C', marked: false, seconds: 0 });
  });

  it('keeps an answer the network dropped and sends it when the connection returns', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const { result } = renderHook(() => useModuleAnswers(ATTEMPT, MODULE, vi.fn()));
    act(() => result.current.setAnswer('q3', 'A'));
    await waitFor(() => expect(result.current.sync).toBe('offline'));
    expect(loadLocalAttempt(ATTEMPT, 1).answers.q3?.pending).toBe(true);

    fetchMock.mockResolvedValue(saved('A'));
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(result.current.sync).toBe('saved'));
    expect(loadLocalAttempt(ATTEMPT, 1).answers.q3?.pending).toBe(false);
  });

  it('tells the page when the server says the module is over', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(409, { message: 'Time is up', code: 'MODULE_TIME_UP' }),
    );
    const onTimeUp = vi.fn();
    const { result } = renderHook(() => useModuleAnswers(ATTEMPT, MODULE, onTimeUp));
    act(() => result.current.setAnswer('q1', 'D'));
    await waitFor(() => expect(onTimeUp).toHaveBeenCalled());
  });

  it('strikes a choice out, and choosing it brings it back', () => {
    fetchMock.mockResolvedValue(saved('A'));
    const { result } = renderHook(() => useModuleAnswers(ATTEMPT, MODULE, vi.fn()));
    act(() => result.current.toggleStruck('q4', 'A'));
    expect(result.current.state.struck.q4).toEqual(['A']);
    act(() => result.current.setAnswer('q4', 'A'));
    expect(result.current.state.struck.q4).toEqual([]);
  });
});

describe('useModuleAnswers, striking out the answer given', () => {
  it('takes the answer back, so an eliminated choice is never the one submitted', async () => {
    fetchMock.mockResolvedValue(saved(''));
    const { result } = renderHook(() => useModuleAnswers(ATTEMPT, MODULE, vi.fn()));
    act(() => result.current.toggleStruck('q1', 'B'));
    expect(result.current.state.struck.q1).toEqual(['B']);
    expect(result.current.state.answers.q1).toMatchObject({ answer: '', marked: true });
    await waitFor(() => expect(result.current.sync).toBe('saved'));
    const [url, init] = fetchMock.mock.calls.at(-1)!;
    expect(url).toBe(`/api/tests/attempts/${ATTEMPT}/answers/q1`);
    expect(JSON.parse(init!.body as string)).toMatchObject({ answer: '' });
    // Another choice struck out leaves the answer alone.
    act(() => result.current.setAnswer('q1', 'C'));
    act(() => result.current.toggleStruck('q1', 'D'));
    expect(result.current.state.answers.q1).toMatchObject({ answer: 'C' });
  });
});
