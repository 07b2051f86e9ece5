import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouterProvider } from '@tanstack/react-router';
import { fireEvent, screen, within } from '@testing-library/react';
import type { TutorSessionsPage } from '@academy/shared/tutor-sessions';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { createTestRouter } from '../../../test/test-router';
import { SessionsPage } from './sessions-page';

const page: TutorSessionsPage = {
  sessions: [
    {
      id: 'a',
      // Summer and winter: the zone is named as the day has it.
      startsAt: '2026-07-01T20:00:00.000Z',
      endsAt: '2026-07-01T21:00:00.000Z',
      sessionType: 'in-person',
      bookingReference: 'TS-AAAAAA',
      student: { id: 's1', firstname: 'Stella', lastname: 'Student' },
      fullName: null,
      contact: 'stella@example.com',
    },
    {
      id: 'b',
      startsAt: '2026-12-02T21:00:00.000Z',
      endsAt: '2026-12-02T22:00:00.000Z',
      sessionType: 'online',
      bookingReference: 'TS-BBBBBB',
      student: null,
      fullName: 'Casey Contact',
      contact: '+1 214 555 0100',
    },
  ],
  page: 1,
  pageSize: 20,
  total: 2,
};

afterEach(() => vi.unstubAllGlobals());

const renderPage = () =>
  renderWithProviders(
    <RouterProvider
      router={createTestRouter({ '/': () => <SessionsPage page={1} onPage={() => {}} /> }, '/')}
    />,
  );

describe('SessionsPage', () => {
  it('lists each session in Dallas time, with the brief for a student and the contact otherwise', async () => {
    mockFetch().mockResolvedValue(jsonResponse(200, page));
    renderPage();

    const [summer, winter] = await screen.findAllByRole('listitem');
    expect(within(summer!).getByRole('heading').textContent).toBe(
      'Wed, Jul 1, 2026, 3:00 PM – 4:00 PM CDT',
    );
    expect(within(summer!).getByText('In-person')).toBeTruthy();
    expect(
      within(summer!)
        .getByRole('link', { name: 'Session brief for Stella Student' })
        .getAttribute('href'),
    ).toBe('/tutor/students/s1/brief?practiceSheet=6');
    expect(within(winter!).getByRole('heading').textContent).toBe(
      'Wed, Dec 2, 2026, 3:00 PM – 4:00 PM CST',
    );
    expect(winter!.textContent).toContain('Casey Contact +1 214 555 0100');
    expect(within(winter!).getByText('No student account: no brief')).toBeTruthy();
  });

  it('cancels a session after its confirmation, with the message typed for the family', async () => {
    const fetchMock = mockFetch();
    fetchMock.mockImplementation(async (_url, init) =>
      init?.method === 'POST'
        ? jsonResponse(200, { id: 'a', refund: { amountCents: 6000, status: 'refunded' } })
        : jsonResponse(200, page),
    );
    renderPage();
    const [summer] = await screen.findAllByRole('listitem');
    fireEvent.click(within(summer!).getByRole('button', { name: 'Cancel session' }));
    fireEvent.change(within(summer!).getByLabelText('Message to the family (optional)'), {
      target: { value: 'I am unwell, so sorry.' },
    });
    fireEvent.click(within(summer!).getByRole('button', { name: 'Cancel and refund' }));
    expect(
      await screen.findByText('Session canceled. The family gets an email and a full refund.'),
    ).toBeTruthy();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(post[0]).toBe('/api/tutor/sessions/a/cancel');
    expect(JSON.parse(String(post[1]!.body))).toEqual({ message: 'I am unwell, so sorry.' });
  });

  it('keeps the session when the tutor thinks better of it', async () => {
    mockFetch().mockResolvedValue(jsonResponse(200, page));
    renderPage();
    const [summer] = await screen.findAllByRole('listitem');
    fireEvent.click(within(summer!).getByRole('button', { name: 'Cancel session' }));
    fireEvent.click(within(summer!).getByRole('button', { name: 'Keep it' }));
    expect(within(summer!).queryByLabelText('Message to the family (optional)')).toBeNull();
    expect(within(summer!).getByRole('button', { name: 'Cancel session' })).toBeTruthy();
  });

  it('moves a session to a free time of its type, with the message typed for the family', async () => {
    const fetchMock = mockFetch();
    const slots = [
      {
        start: '2026-07-03T15:00:00.000Z',
        end: '2026-07-03T16:00:00.000Z',
        sessionTypes: ['online'],
      },
      {
        start: '2026-07-03T16:00:00.000Z',
        end: '2026-07-03T17:00:00.000Z',
        sessionTypes: ['online', 'in-person'],
      },
    ];
    fetchMock.mockImplementation(async (url, init) =>
      init?.method === 'POST'
        ? jsonResponse(200, { id: 'a', startsAt: slots[1]!.start, endsAt: slots[1]!.end })
        : String(url).startsWith('/api/scheduling/slots')
          ? jsonResponse(200, slots)
          : jsonResponse(200, page),
    );
    renderPage();
    const [summer] = await screen.findAllByRole('listitem');
    fireEvent.click(within(summer!).getByRole('button', { name: 'Move' }));
    const time = within(summer!).getByLabelText('New time (Dallas time)');
    // The in-person session's type only: the online-only hour is not offered.
    await within(summer!).findByRole('option', { name: 'Fri, Jul 3, 11:00 AM' });
    expect(within(summer!).queryByRole('option', { name: 'Fri, Jul 3, 10:00 AM' })).toBeNull();
    fireEvent.change(time, { target: { value: slots[1]!.start } });
    fireEvent.change(within(summer!).getByLabelText('Message to the family (optional)'), {
      target: { value: 'As agreed on the phone.' },
    });
    fireEvent.click(within(summer!).getByRole('button', { name: 'Move session' }));
    expect(
      await screen.findByText('Session moved. The family gets an email with the new time.'),
    ).toBeTruthy();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(post[0]).toBe('/api/tutor/sessions/a/move');
    expect(JSON.parse(String(post[1]!.body))).toEqual({
      start: slots[1]!.start,
      message: 'As agreed on the phone.',
    });
  });
});
