import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { TutorQuestionReport } from '@academy/shared/question-reports';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { ReportCard } from './report-card';

const open: TutorQuestionReport = {
  id: 7,
  questionId: 'alg-001',
  subModuleName: 'Algebra',
  concepts: ['Linear Equations in One Variable'],
  reason: 'wrong-answer',
  text: 'B is right, not C',
  reporterName: 'Stella Student',
  createdAt: '2026-11-28T16:00:00.000Z',
  resolvedAt: null,
  resolvedByName: null,
  resolutionNote: null,
};

afterEach(() => vi.unstubAllGlobals());

describe('ReportCard', () => {
  it('shows the reason, where the question sits and the text, and marks it resolved', async () => {
    const fetchMock = mockFetch();
    fetchMock.mockResolvedValue(jsonResponse(200, { id: 7, resolved: true }));
    renderWithProviders(<ReportCard report={open} />);
    expect(screen.getByRole('heading', { name: 'The answer is wrong' })).toBeTruthy();
    expect(screen.getByText(/Algebra · Linear Equations in One Variable/)).toBeTruthy();
    expect(screen.getByText('B is right, not C')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Mark resolved' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledOnce());
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe('/api/tutor/reports/7/resolve');
    expect(init?.method).toBe('POST');
  });

  it('says who resolved it, and offers no action then', () => {
    renderWithProviders(
      <ReportCard
        report={{
          ...open,
          resolvedAt: '2026-11-29T16:00:00.000Z',
          resolvedByName: 'Tess Tutor',
        }}
      />,
    );
    expect(screen.getByText('Resolved')).toBeTruthy();
    expect(screen.getByText(/resolved by Tess Tutor on Nov 29, 2026/)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
