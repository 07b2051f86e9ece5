import { beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
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

  it('clears a toast about the page behind, which stood over its title on a phone', async () => {
    renderWithProviders(<ReportProblemDialog questionId="q1" />);
    act(() => void toast('Skipped for now: it will come back later.'));
    expect(await screen.findByText('Skipped for now: it will come back later.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Report a problem' }));
    await screen.findByRole('dialog');
    // A dismissed toast plays its 1 s exit before it leaves: waitFor's own second was a race,
    // lost on a busy machine.
    await waitFor(
      () => expect(screen.queryByText('Skipped for now: it will come back later.')).toBeNull(),
      { timeout: 3_000 },
    );
  });

  it('needs details for "Something else", and says so beside them', async () => {
    renderWithProviders(<ReportProblemDialog questionId="q1" />);
    fireEvent.click(screen.getByRole('button', { name: 'Report a problem' }));
    expect(await screen.findByLabelText('Details (optional)')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Something else' }));
    const details = screen.getByLabelText('Details');
    fireEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText(questionReportMessages.detailsRequired)).toBeTruthy();
    expect(details.getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.change(details, { target: { value: 'The figure is cut off' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]!.body))).toEqual({
      reason: 'other',
      text: 'The figure is cut off',
    });
  });
});
