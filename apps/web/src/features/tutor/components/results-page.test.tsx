import { describe, expect, it } from 'vitest';
import { RouterProvider } from '@tanstack/react-router';
import { screen, within } from '@testing-library/react';
import type { TutorResultsPage } from '@academy/shared/sat-scores';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { satScore } from '../../../test/sat-score';
import { createTestRouter } from '../../../test/test-router';
import { ResultsPage } from './results-page';

const page: TutorResultsPage = {
  results: [
    {
      ...satScore,
      student: { id: 's1', firstname: 'Stella', lastname: 'Student' },
    },
  ],
  page: 1,
  pageSize: 20,
  total: 1,
  calibration: { sections: 5, within: 4, below: 1, above: 0 },
};

const renderPage = () =>
  renderWithProviders(
    <RouterProvider
      router={createTestRouter(
        {
          '/': () => <ResultsPage page={1} onPage={() => {}} />,
          '/tutor/students/$studentId': () => null,
        },
        '/',
      )}
    />,
  );

describe('ResultsPage', () => {
  it('lists the entered scores with what practice estimated, and how the estimates held', async () => {
    const fetchMock = mockFetch();
    fetchMock.mockResolvedValue(jsonResponse(200, page));
    renderPage();
    const link = await screen.findByRole('link', { name: 'Stella Student' });
    expect(link.getAttribute('href')).toBe('/tutor/students/s1');
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/tutor/results?page=1');
    const row = link.closest('li')!;
    expect(row.textContent).toContain('SAT on Sat, Nov 7, 2026');
    expect(row.textContent).toContain('1380');
    expect(row.textContent).toContain(
      'Practice estimated then: Math 660–720, Reading and Writing no estimate yet',
    );
    const held = screen.getByRole('region', { name: 'How practice estimates held' });
    expect(within(held).getByText(/^Of 5 section scores/).textContent).toBe(
      'Of 5 section scores with an estimate the day they were entered, 4 fell within practice’s range (80%), 0 above it and 1 below it. The ranges aim to hold about 80%.',
    );
  });

  it('says when no scores were entered, without a calibration', async () => {
    mockFetch().mockResolvedValue(
      jsonResponse(200, {
        ...page,
        results: [],
        total: 0,
        calibration: { sections: 0, within: 0, below: 0, above: 0 },
      }),
    );
    renderPage();
    expect(await screen.findByText(/^No scores entered yet\./)).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'How practice estimates held' })).toBeNull();
  });
});
