import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { RouterProvider } from '@tanstack/react-router';
import type { TestSummary } from '@academy/shared/tests';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { createTestRouter } from '../../../test/test-router';
import { TestCard } from './test-card';

const fullTest: TestSummary = {
  _id: 'sat-math-full',
  name: 'Full SAT Math',
  kind: 'full',
  section: 'math',
  modules: 2,
  minutes: 70,
  questionsPerModule: 22,
  available: true,
  inProgress: null,
};

const show = (inProgress: TestSummary['inProgress'], test: Partial<TestSummary> = {}) =>
  renderWithProviders(
    <RouterProvider
      router={createTestRouter(
        {
          '/': () => (
            <ul>
              <TestCard test={{ ...fullTest, ...test, inProgress }} />
            </ul>
          ),
        },
        '/',
      )}
    />,
  );

describe('a test card', () => {
  it('names its button after the test, its visible label kept', async () => {
    show(null);
    // jsdom, without layout, trims the space that Chromium keeps: the browser tests start their
    // tests by the exact name.
    const start = await screen.findByRole('button', { name: /^Start,\s?Full SAT Math$/ });
    expect(start.querySelector('.sr-only')?.textContent).toBe('Full SAT Math');
  });

  it('names the link to the plans after the test when it is not open to the student', async () => {
    renderWithProviders(
      <RouterProvider
        router={createTestRouter(
          {
            '/': () => (
              <ul>
                <TestCard test={{ ...fullTest, available: false }} />
              </ul>
            ),
            '/pricing': () => null,
          },
          '/',
        )}
      />,
    );
    const choose = await screen.findByRole('link', { name: /^Choose a plan,\s?Full SAT Math$/ });
    expect(choose.getAttribute('href')).toBe('/pricing');
    // Seen as before: the test's name is heard only.
    expect(choose.firstChild?.firstChild?.textContent).toBe('Choose a plan');
    expect(choose.querySelector('.sr-only')?.textContent).toBe('Full SAT Math');
  });
});

describe('a test card with an attempt under way', () => {
  it('gives the open module and when its time ends', async () => {
    const deadline = '2026-12-04T19:45:00.000Z';
    show({ attemptId: 'a1', module: 1, deadline });
    const time = new Date(deadline).toLocaleTimeString('en-US', {
      hour: 'numeric',
      minute: '2-digit',
    });
    expect(
      await screen.findByText(
        `Under way: module 1 of 2, until ${time}. Your answers are saved. Starting a new one ends it, with no result.`,
      ),
    ).toBeTruthy();
    expect(
      screen.getByRole('link', { name: /^Resume,\s?Full SAT Math$/ }).getAttribute('href'),
    ).toBe('/tests/a1');
  });

  it('says a module 2 waiting for the student starts its time when they resume', async () => {
    show({ attemptId: 'a1', module: 2, deadline: null });
    expect(
      await screen.findByText(
        'Under way: module 2 of 2, its time starting when you resume. Your answers are saved. Starting a new one ends it, with no result.',
      ),
    ).toBeTruthy();
  });

  it('says the whole SAT’s break comes first when Reading and Writing ran out while away', async () => {
    show(
      { attemptId: 'a1', module: 3, deadline: null },
      { _id: 'sat-full', name: 'Full-length SAT', section: 'sat', modules: 4 },
    );
    expect(
      await screen.findByText(
        'Under way: module 3 of 4, after a 10-minute break that starts when you resume. Your answers are saved. Starting a new one ends it, with no result.',
      ),
    ).toBeTruthy();
  });

  it('says the whole SAT on its break, with when the break ends, not the module’s deadline', async () => {
    const breakUntil = '2026-12-04T19:40:00.000Z';
    show(
      { attemptId: 'a1', module: 3, deadline: '2026-12-04T20:15:00.000Z', breakUntil },
      { _id: 'sat-full', name: 'Full-length SAT', section: 'sat', modules: 4 },
    );
    const time = new Date(breakUntil).toLocaleTimeString('en-US', {
      hour: 'numeric',
      minute: '2-digit',
    });
    expect(
      await screen.findByText(
        `On your break: module 3 of 4 starts at ${time}, or as soon as you resume. Your answers are saved. Starting a new one ends it, with no result.`,
      ),
    ).toBeTruthy();
  });

  it('asks before Start a new one ends it, and starts nothing when kept', async () => {
    const fetchMock = mockFetch();
    fetchMock.mockResolvedValue(jsonResponse(200, { attemptId: 'a2' }));
    show({ attemptId: 'a1', module: 1, deadline: '2026-12-04T19:45:00.000Z' });
    fireEvent.click(
      await screen.findByRole('button', { name: /^Start a new one,\s?Full SAT Math$/ }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'End the test under way?' });
    expect(dialog.textContent).toContain('Your Full SAT Math under way ends, with no result');
    fireEvent.click(screen.getByRole('button', { name: 'Keep my test' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: /^Start a new one,\s?Full SAT Math$/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'End it and start anew' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/tests/sat-math-full/start');
  });
});
