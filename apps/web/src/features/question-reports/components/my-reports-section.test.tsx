import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { MyQuestionReport } from '@academy/shared/question-reports';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { MyReportsSection } from './my-reports-section';

const report: MyQuestionReport = {
  id: 3,
  questionId: 'alg-001',
  subModuleName: 'Algebra',
  preview: 'If 2x + 3 = 11, what is the value of x?',
  reason: 'wrong-answer',
  text: 'B is right',
  createdAt: '2026-11-28T16:00:00.000Z',
  resolvedAt: null,
  resolvedByName: null,
  resolutionNote: null,
};

describe('MyReportsSection', () => {
  it('shows nothing to someone who never reported a question', async () => {
    const fetchMock = mockFetch();
    fetchMock.mockResolvedValue(jsonResponse(200, { reports: [] }));
    const { container } = renderWithProviders(<MyReportsSection />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledOnce());
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/question-reports');
    expect(container.textContent).toBe('');
  });

  it('shows each report open or resolved, with the tutor’s note', async () => {
    mockFetch().mockResolvedValue(
      jsonResponse(200, {
        reports: [
          {
            ...report,
            id: 4,
            reason: 'typo',
            text: null,
            resolvedAt: '2026-11-30T16:00:00.000Z',
            resolvedByName: 'Tess Tutor',
            resolutionNote: 'Fixed the typo, thanks!',
          },
          report,
        ],
      }),
    );
    renderWithProviders(<MyReportsSection />);
    expect(await screen.findByRole('heading', { name: 'Your question reports' })).toBeTruthy();
    const [resolved, open] = screen.getAllByRole('listitem');
    expect(resolved!.textContent).toContain('There is a typo');
    expect(resolved!.textContent).toContain('Resolved');
    expect(resolved!.textContent).toContain('resolved by Tess Tutor on Nov 30, 2026');
    expect(resolved!.textContent).toContain('Tess Tutor wrote: Fixed the typo, thanks!');
    expect(open!.textContent).toContain('Open');
    expect(open!.textContent).toContain('Algebra: If 2x + 3 = 11, what is the value of x?');
    expect(open!.textContent).toContain('You wrote: B is right');
    expect(open!.textContent).toContain('our tutor will look into it');
  });
});
