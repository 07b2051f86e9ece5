import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import toast from 'react-hot-toast';
import { questionReportMessages } from '@academy/shared/question-reports';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { ReportProblemDialog } from './report-problem-dialog';

let fetchMock: ReturnType<typeof mockFetch>;
beforeEach(() => {
  fetchMock = mockFetch();
  fetchMock.mockImplementation(async () => jsonResponse(200, { questionId: 'q1', reason: 'typo' }));
});
afterEach(() => {
  toast.remove();
  vi.unstubAllGlobals();
});

describe('ReportProblemDialog', () => {
  it('asks for a reason, then sends it with the details and closes', async () => {
    renderWithProviders(<ReportProblemDialog questionId="q1" />);
    fireEvent.click(screen.getByRole('button', { name: 'Report a problem' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Send report' }));
    expect(await screen.findByText(questionReportMessages.reasonRequired)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('radio', { name: 'There is a typo' }));
    fireEvent.change(screen.getByLabelText(/Details/), { target: { value: 'Teh slope' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe('/api/questions/q1/report');
    expect(JSON.parse(String(init!.body))).toEqual({ reason: 'typo', text: 'Teh slope' });
  });
});
