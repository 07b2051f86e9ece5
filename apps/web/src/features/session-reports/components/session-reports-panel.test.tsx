import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { sessionReportMessages } from '@academy/shared/session-reports';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { sessionReport } from '../../../test/session-report';
import { SessionReportsPanel } from './session-reports-panel';

const HELD = {
  sessionId: 's2',
  startsAt: '2026-12-03T21:00:00.000Z',
  endsAt: '2026-12-03T22:00:00.000Z',
  sessionType: 'in-person',
};

describe('SessionReportsPanel', () => {
  it('writes the report of a held session, showing what the server says about a field', async () => {
    const fetchMock = mockFetch();
    let puts = 0;
    fetchMock.mockImplementation(async (_url, init) => {
      if (init?.method === 'PUT') {
        puts += 1;
        return puts === 1
          ? jsonResponse(400, {
              message: sessionReportMessages.summaryTooLong,
              errors: [{ param: 'summary', msg: sessionReportMessages.summaryTooLong }],
            })
          : jsonResponse(201, { ...sessionReport, sessionId: 's2' });
      }
      return jsonResponse(200, { toWrite: [HELD], reports: [sessionReport] });
    });
    renderWithProviders(<SessionReportsPanel studentId="u1" />);
    const toWrite = await screen.findByRole('list', { name: 'Sessions to report' });
    expect(toWrite.textContent!.replace(/\s/g, ' ')).toContain(
      'Thu, Dec 3, 2026 · 3:00 PM – 4:00 PM CST · In-person',
    );
    fireEvent.click(within(toWrite).getByRole('button', { name: 'Write report' }));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByLabelText('What the session covered')),
    );
    fireEvent.change(screen.getByLabelText('What the session covered'), {
      target: { value: '  Circles.\n\n\nArcs.  ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText(sessionReportMessages.summaryTooLong)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(puts).toBe(2));
    const put = fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT').at(-1)!;
    expect(put[0]).toBe('/api/tutor/sessions/s2/report');
    expect(JSON.parse(String(put[1]!.body))).toEqual({
      summary: 'Circles.\n\nArcs.',
      nextSteps: null,
    });
    await waitFor(() => expect(screen.queryByLabelText('What the session covered')).toBeNull());
  });

  it('asks for a summary before sending, and edits a written report from its text', async () => {
    const fetchMock = mockFetch();
    fetchMock.mockResolvedValue(jsonResponse(200, { toWrite: [HELD], reports: [sessionReport] }));
    renderWithProviders(<SessionReportsPanel studentId="u1" />);
    const written = await screen.findByRole('list', { name: 'Reports written' });
    expect(within(written).getByText('Written by Tara Tutor')).toBeTruthy();
    fireEvent.click(within(written).getByRole('button', { name: 'Edit' }));
    const summary = screen.getByLabelText<HTMLTextAreaElement>('What the session covered');
    expect(summary.value).toBe(sessionReport.summary);
    fireEvent.change(summary, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(sessionReportMessages.summaryRequired)).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);

    // Cancel gives the focus back to the button that opened the form.
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(document.activeElement).toBe(within(written).getByRole('button', { name: 'Edit' }));
  });

  it("keeps a half-written report while another report's form is open, until it is canceled", async () => {
    mockFetch().mockResolvedValue(jsonResponse(200, { toWrite: [HELD], reports: [sessionReport] }));
    renderWithProviders(<SessionReportsPanel studentId="u1" />);
    const toWrite = await screen.findByRole('list', { name: 'Sessions to report' });
    const written = screen.getByRole('list', { name: 'Reports written' });
    const summary = () => screen.getByLabelText<HTMLTextAreaElement>('What the session covered');
    fireEvent.click(within(toWrite).getByRole('button', { name: 'Write report' }));
    fireEvent.change(summary(), { target: { value: 'Quadratics: vertex form.' } });
    fireEvent.change(screen.getByLabelText('Next steps (optional)'), {
      target: { value: 'Ten more.' },
    });

    // The last report opened to look at its wording: this one's form closes...
    fireEvent.click(within(written).getByRole('button', { name: 'Edit' }));
    expect(summary().value).toBe(sessionReport.summary);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    // ...and opens again with what was typed.
    fireEvent.click(within(toWrite).getByRole('button', { name: 'Write report' }));
    expect(summary().value).toBe('Quadratics: vertex form.');
    expect(screen.getByLabelText<HTMLTextAreaElement>('Next steps (optional)').value).toBe(
      'Ten more.',
    );

    // Canceled, it is gone.
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(within(toWrite).getByRole('button', { name: 'Write report' }));
    expect(summary().value).toBe('');
  });

  it('describes each Write report button by the session it reports on', async () => {
    const later = {
      ...HELD,
      sessionId: 's3',
      startsAt: '2026-12-05T15:00:00.000Z',
      endsAt: '2026-12-05T16:00:00.000Z',
    };
    mockFetch().mockResolvedValue(jsonResponse(200, { toWrite: [later, HELD], reports: [] }));
    renderWithProviders(<SessionReportsPanel studentId="u1" />);
    const toWrite = await screen.findByRole('list', { name: 'Sessions to report' });
    for (const description of [/^Sat, Dec 5, 2026 · 9:00\sAM/, /^Thu, Dec 3, 2026 · 3:00\sPM/]) {
      expect(
        within(toWrite).getByRole('button', { name: 'Write report', description }),
      ).toBeTruthy();
    }
  });

  it('shows a spinner while the reports are read, not an empty section', async () => {
    mockFetch().mockImplementation(() => new Promise<Response>(() => undefined));
    renderWithProviders(<SessionReportsPanel studentId="u1" />);
    expect(await screen.findByText('Loading the session reports')).toBeTruthy();
  });

  it('says when there is nothing to report', async () => {
    mockFetch().mockResolvedValue(jsonResponse(200, { toWrite: [], reports: [] }));
    renderWithProviders(<SessionReportsPanel studentId="u1" />);
    expect(await screen.findByText('No sessions held in the last 30 days.')).toBeTruthy();
  });
});
