import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TIMED_TEST_STORAGE_PREFIX } from '@academy/shared/storage-keys';
import type { TestModule } from '@academy/shared/tests';
import { jsonResponse, mockFetch, stalledReply } from '../../../test/fetch-mock';
import { browserLocation, STALLED_CALL_MS } from '../../../lib/api-client';
import { loadLocalAttempt } from '../lib/local-attempt';
import { useModuleAnswers } from './use-module-answers';

const ATTEMPT = '6f1c2a34-8a5e-4a3b-9f0e-1d2c3b4a5e6f';
const MODULE: TestModule = {
  index: 1,
  section: 'math',
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
    expect(JSON.parse(init!.body as string)).toEqual({ answer: 'C', seconds: 0 });
  });

  // A second tab changed the answer: leaving the question here must not send this tab's back.
  it('sends the time alone as a question is left, and takes the answer the server holds', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(200, { saved: { answer: 'D', marked: true }, savedAt: MODULE.startedAt }),
    );
    const { result } = renderHook(() => useModuleAnswers(ATTEMPT, MODULE, vi.fn()));
    act(() => result.current.addSeconds('q1', 12));
    await waitFor(() => expect(result.current.sync).toBe('saved'));
    const [, init] = fetchMock.mock.calls.at(-1)!;
    expect(JSON.parse(init!.body as string)).toEqual({ seconds: 12 });
    expect(result.current.state.answers.q1).toMatchObject({ answer: 'D', marked: true });

    act(() => result.current.toggleMark('q1'));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(JSON.parse(fetchMock.mock.calls[1]![1]!.body as string)).toEqual({
      marked: false,
      seconds: 12,
    });
  });

  // A reload, the student only looking at a question: the time counted on it was kept on the
  // device, unconfirmed, as the page went. The next visit sent the device's old answer and mark
  // with it, undoing what another device had set meanwhile.
  it('after a reload sends only the time left unconfirmed, and shows the server’s answer', async () => {
    fetchMock.mockImplementationOnce(() => new Promise<Response>(() => {}));
    const first = renderHook(() => useModuleAnswers(ATTEMPT, MODULE, vi.fn()));
    act(() => first.result.current.addSeconds('q1', 12));
    first.unmount();

    fetchMock.mockResolvedValue(
      jsonResponse(200, { saved: { answer: 'D', marked: false }, savedAt: MODULE.startedAt }),
    );
    const otherDevice = { ...MODULE, answers: { q1: { answer: 'D', marked: false } } };
    const { result } = renderHook(() => useModuleAnswers(ATTEMPT, otherDevice, vi.fn()));
    expect(result.current.state.answers.q1).toMatchObject({ answer: 'D', marked: false });
    await waitFor(() => expect(result.current.sync).toBe('saved'));
    expect(JSON.parse(fetchMock.mock.calls.at(-1)![1]!.body as string)).toEqual({ seconds: 12 });
    expect(result.current.state.answers.q1).toMatchObject({ answer: 'D', marked: false });
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

  // Signed out in another tab, or the session's time ran out, mid-module: the page goes to the
  // sign-in, and the answer given as it went was kept as if the server had it. Back in, the
  // question showed it answered but never sent it (a blank in the result), or showed it blank.
  it('keeps an answer refused for a lost session and sends it once signed in again', async () => {
    const replace = vi.spyOn(browserLocation, 'replace').mockImplementation(() => {});
    try {
      fetchMock.mockResolvedValueOnce(jsonResponse(401, { message: 'Not authenticated' }));
      const first = renderHook(() => useModuleAnswers(ATTEMPT, MODULE, vi.fn()));
      act(() => first.result.current.setAnswer('q3', 'A'));
      await waitFor(() => expect(replace).toHaveBeenCalled());
      await waitFor(() => expect(first.result.current.sync).not.toBe('saving'));
      // The page as it goes counts the time on the question.
      act(() => first.result.current.addSeconds('q3', 4));
      first.unmount();
      expect(loadLocalAttempt(ATTEMPT, 1).answers.q3).toMatchObject({ answer: 'A', pending: true });

      fetchMock.mockResolvedValue(saved('A'));
      const { result } = renderHook(() => useModuleAnswers(ATTEMPT, MODULE, vi.fn()));
      expect(result.current.state.answers.q3).toMatchObject({ answer: 'A' });
      await waitFor(() => expect(result.current.sync).toBe('saved'));
      const sent = fetchMock.mock.calls.map(([, init]) => JSON.parse(init!.body as string));
      expect(sent.at(-1)).toMatchObject({ answer: 'A' });
    } finally {
      replace.mockRestore();
    }
  });

  it('gives up a save that stalls, so the module can end, and sends the answer again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      fetchMock.mockImplementationOnce((_url, init) => stalledReply(init));
      const { result } = renderHook(() => useModuleAnswers(ATTEMPT, MODULE, vi.fn()));
      act(() => result.current.setAnswer('q5', 'D'));
      let flushed = false;
      void result.current.flush().then(() => (flushed = true));
      await vi.advanceTimersByTimeAsync(STALLED_CALL_MS);
      await waitFor(() => expect(flushed).toBe(true));
      expect(result.current.sync).toBe('offline');
      expect(loadLocalAttempt(ATTEMPT, 1).answers.q5?.pending).toBe(true);

      fetchMock.mockResolvedValue(saved('D'));
      await vi.advanceTimersByTimeAsync(5_000);
      await waitFor(() => expect(result.current.sync).toBe('saved'));
      expect(loadLocalAttempt(ATTEMPT, 1).answers.q5?.pending).toBe(false);
    } finally {
      vi.useRealTimers();
    }
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

describe('useModuleAnswers, annotations', () => {
  const note = {
    id: 'n1',
    start: 4,
    end: 13,
    text: 'committee',
    note: 'Who wrote it',
    style: 'yellow' as const,
  };

  it('keeps a question’s annotations on the device, changed and removed, without a call', () => {
    const { result, unmount } = renderHook(() => useModuleAnswers(ATTEMPT, MODULE, vi.fn()));
    act(() => result.current.addAnnotation('q1', note));
    act(() => result.current.addAnnotation('q1', { ...note, id: 'n2', start: 20, end: 23 }));
    act(() => result.current.editAnnotation('q1', 'n1', { note: 'The city’s', style: 'pink' }));
    act(() => result.current.removeAnnotation('q1', 'n2'));
    expect(result.current.state.annotations).toEqual({
      q1: [{ ...note, note: 'The city’s', style: 'pink' }],
    });
    // Only answers go to the server.
    expect(fetchMock).not.toHaveBeenCalled();

    // A reload finds them where they were.
    unmount();
    const again = renderHook(() => useModuleAnswers(ATTEMPT, MODULE, vi.fn()));
    expect(again.result.current.state.annotations.q1).toEqual([
      { ...note, note: 'The city’s', style: 'pink' },
    ]);
  });

  it('drops them with the module, and ignores what it cannot trust', () => {
    const { result } = renderHook(() => useModuleAnswers(ATTEMPT, MODULE, vi.fn()));
    act(() => result.current.addAnnotation('q1', note));
    // Module 2 starts afresh.
    expect(loadLocalAttempt(ATTEMPT, 2).annotations).toEqual({});

    const key = `${TIMED_TEST_STORAGE_PREFIX}${ATTEMPT}`;
    const stored = JSON.parse(localStorage.getItem(key)!);
    stored.annotations = {
      q1: [note, { ...note, id: 'bad', end: 2 }, { ...note, id: 'odd', style: 'green' }],
      q2: 'not a list',
    };
    localStorage.setItem(key, JSON.stringify(stored));
    expect(loadLocalAttempt(ATTEMPT, 1).annotations).toEqual({ q1: [note] });
  });
});
