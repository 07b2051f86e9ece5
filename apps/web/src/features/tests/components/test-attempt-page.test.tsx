import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { testMessages, type TestAttemptView } from '@academy/shared/tests';
import { RouterProvider } from '@tanstack/react-router';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { mathInModule, onePlusOne, satOnBreak } from '../../../test/test-attempts';
import { createTestRouter } from '../../../test/test-router';
import { BREAK_CHECK_MS, TestAttemptPage } from './test-attempt-page';
import { finishFailedMessage } from '../hooks/use-finish-module';
import { TIMED_TEST_STORAGE_PREFIX } from '@academy/shared/storage-keys';
import { progressOverviewQueryOptions } from '../../home/api/get-progress-overview';
import { conceptScoresKey } from '../../practice/api/get-concept-scores';
import { answeredQuestionsKey } from '../../review/api/get-answered-questions';

const renderAttempt = () =>
  renderWithProviders(
    <RouterProvider
      router={createTestRouter(
        { '/': () => <TestAttemptPage attemptId="a1" />, '/tests': () => null },
        '/',
      )}
    />,
  );

describe('TestAttemptPage', () => {
  it('a test that is not there says so and leads back to the tests, not to a retry', async () => {
    mockFetch().mockResolvedValue(jsonResponse(404, { message: 'Test attempt not found' }));
    renderAttempt();
    expect(await screen.findByText('This test was not found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See your tests' }).getAttribute('href')).toBe(
      '/tests',
    );
    expect(screen.queryByText(/Check your connection/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('a failed load offers to try again', async () => {
    mockFetch().mockRejectedValue(new TypeError('Failed to fetch'));
    renderAttempt();
    expect(await screen.findByText('The test could not be loaded')).toBeTruthy();
    expect(screen.getByText('Check your connection and try again.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  // Offline, Finish left the screen locked for good ("Time is up: saving your answers…", the
  // dialog's "Finishing…"), with the module's time still running, until a reload.
  it('a Finish that cannot reach the server leaves the module open to try again', async () => {
    const now = Date.now();
    const view: TestAttemptView = {
      attemptId: 'a1',
      testId: 'short-algebra',
      name: 'Short set: Algebra',
      kind: 'domain',
      section: 'math',
      modules: 1,
      status: 'in_progress',
      module: {
        index: 1,
        section: 'math',
        startedAt: new Date(now).toISOString(),
        deadline: new Date(now + 19 * 60_000).toISOString(),
        questions: [onePlusOne('1-1')],
        answers: {},
      },
      serverNow: new Date(now).toISOString(),
    };
    mockFetch().mockImplementation((_url, init) =>
      init?.method === 'GET'
        ? Promise.resolve(jsonResponse(200, view))
        : Promise.reject(new TypeError('Failed to fetch')),
    );
    renderAttempt();
    fireEvent.click(await screen.findByRole('radio', { name: /2/ }));
    fireEvent.click(screen.getAllByRole('button', { name: 'Finish test' })[0]!);
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Finish test' }));

    expect((await within(dialog).findByRole('alert')).textContent).toBe(finishFailedMessage(true));
    expect(within(dialog).getByRole('button', { name: 'Finish test' })).toHaveProperty(
      'disabled',
      false,
    );
    expect(screen.queryByText('Time is up: saving your answers…')).toBeNull();
    // Under the open dialog, the question is hidden from the accessibility tree, not locked.
    expect(screen.getByRole('radio', { name: /2/, hidden: true })).toHaveProperty(
      'disabled',
      false,
    );
  });

  // A module's answers join practice when it ends: the review list, fresh for 5 minutes, and the
  // home's totals went on showing the practice from before the test until a reload.
  it('a module that ends refreshes what its answers changed in practice', async () => {
    const now = Date.now();
    const view = (index: number) => mathInModule(now, index);
    mockFetch().mockImplementation((url) =>
      Promise.resolve(
        jsonResponse(200, String(url).endsWith('/finish-module') ? view(2) : view(1)),
      ),
    );
    const practice = [
      [...answeredQuestionsKey, { page: 1 }],
      progressOverviewQueryOptions().queryKey,
      [...conceptScoresKey, 'algebra'],
    ];
    const { queryClient } = renderWithProviders(
      <RouterProvider
        router={createTestRouter(
          { '/': () => <TestAttemptPage attemptId="a1" />, '/tests': () => null },
          '/',
        )}
      />,
      { seed: (client) => practice.forEach((key) => client.setQueryData(key, {})) },
    );
    fireEvent.click(await screen.findByRole('radio', { name: /2/ }));
    fireEvent.click(screen.getAllByRole('button', { name: 'Finish module' })[0]!);
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Finish module' }));
    expect(await screen.findByText(/Module 2/)).toBeTruthy();
    for (const key of practice) {
      expect(queryClient.getQueryState(key)?.isInvalidated, JSON.stringify(key)).toBe(true);
    }
  });

  // Resumed in another tab, the break went on counting down here while Math's clock ran.
  it('on the break, learns that another tab resumed and shows Math', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const now = Date.now();
      const onBreak = satOnBreak(now, 9 * 60);
      const { breakUntil, ...base } = onBreak;
      void breakUntil;
      const math: TestAttemptView = {
        ...base,
        status: 'in_progress',
        module: {
          index: 3,
          section: 'math',
          startedAt: new Date(now).toISOString(),
          deadline: new Date(now + 35 * 60_000).toISOString(),
          questions: [onePlusOne('3-1')],
          answers: {},
        },
      };
      const fetchMock = mockFetch();
      fetchMock.mockResolvedValueOnce(jsonResponse(200, onBreak));
      // The first check fails (the phone between networks): the break stays on screen.
      fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
      fetchMock.mockResolvedValue(jsonResponse(200, math));
      renderAttempt();
      expect(await screen.findByRole('heading', { name: 'Break', level: 1 })).toBeTruthy();
      await vi.advanceTimersByTimeAsync(BREAK_CHECK_MS);
      expect(screen.getByRole('heading', { name: 'Break', level: 1 })).toBeTruthy();
      expect(screen.queryByText('The test could not be loaded')).toBeNull();
      await vi.advanceTimersByTimeAsync(BREAK_CHECK_MS);
      expect(await screen.findByText('Section 2, Module 1: Math')).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });
  // The other tab finished the module: this tab's answer was refused and silently dropped.
  it('an answer refused as another tab ended the module says so and shows where the test is', async () => {
    const now = Date.now();
    const view = (index: number) => mathInModule(now, index);
    let reads = 0;
    mockFetch().mockImplementation((_url, init) =>
      Promise.resolve(
        init?.method === 'PUT'
          ? jsonResponse(409, { message: testMessages.moduleFinished, code: 'MODULE_TIME_UP' })
          : jsonResponse(200, view(++reads === 1 ? 1 : 2)),
      ),
    );
    renderAttempt();
    fireEvent.click(await screen.findByRole('radio', { name: /2/ }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      `Your answer to question 1 was not saved. ${testMessages.moduleFinished}`,
    );
    expect(await screen.findByText(/Module 1 is over\. This is module 2 of 2/)).toBeTruthy();
  });

  // Answered offline as the module's time ran out: when the connection came back, questions 4, 5
  // and 6 were refused, and a refused save of a question's time alone, coming last, took the
  // notice away. The student moved on to module 2 told nothing.
  it('answers refused together are all named, and a refused save of the time alone keeps them', async () => {
    const now = Date.now();
    const view = (index: number) => mathInModule(now, index, 3);
    // Kept on the device, not yet confirmed: two answers, then the time spent on question 3.
    const kept = (answer: string, seconds: number, unsent: string[]) => ({
      answer,
      marked: false,
      seconds,
      pending: true,
      unsent,
    });
    localStorage.setItem(
      `${TIMED_TEST_STORAGE_PREFIX}a1`,
      JSON.stringify({
        module: 1,
        answers: {
          '1-1': kept('B', 4, ['answer']),
          '1-2': kept('C', 6, ['answer']),
          '1-3': kept('', 9, []),
        },
        struck: {},
        annotations: {},
        timerHidden: false,
        position: 2,
      }),
    );
    let reads = 0;
    mockFetch().mockImplementation((_url, init) =>
      Promise.resolve(
        init?.method === 'PUT'
          ? jsonResponse(409, { message: testMessages.timeUp, code: 'MODULE_TIME_UP' })
          : jsonResponse(200, view(++reads === 1 ? 1 : 2)),
      ),
    );
    try {
      renderAttempt();
      expect(await screen.findByText(/Module 1 is over\. This is module 2 of 2/)).toBeTruthy();
      expect((await screen.findByRole('alert')).textContent).toBe(
        `Your answers to questions 1 and 2 were not saved. ${testMessages.timeUp}`,
      );
    } finally {
      localStorage.clear();
    }
  });
});
