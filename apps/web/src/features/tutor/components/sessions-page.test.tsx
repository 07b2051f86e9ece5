import { afterEach, describe, expect, it } from 'vitest';
import { RouterProvider } from '@tanstack/react-router';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
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

const ROOM = 'https://zoom.us/j/5550148?pwd=summit';
/** The link families join online sessions by, as GET /api/tutor/online-room answers it. */
let roomUrl: string | null = ROOM;
afterEach(() => {
  roomUrl = ROOM;
});

/** The page's calls: the sessions, the free times, and `toReport` held sessions to report. */
function answer(
  fetchMock: ReturnType<typeof mockFetch>,
  post: unknown = {},
  toReport: unknown[] = [],
  slots: unknown[] = [],
) {
  fetchMock.mockImplementation(async (url, init) => {
    const path = String(url);
    if (init?.method === 'POST') return jsonResponse(200, post);
    if (path === '/api/tutor/sessions/to-report') return jsonResponse(200, { sessions: toReport });
    if (path.startsWith('/api/tutor/slots')) return jsonResponse(200, slots);
    if (path === '/api/tutor/online-room') return jsonResponse(200, { url: roomUrl });
    return jsonResponse(200, page);
  });
  return fetchMock;
}

const renderPage = () =>
  renderWithProviders(
    <RouterProvider
      router={createTestRouter({ '/': () => <SessionsPage page={1} onPage={() => {}} /> }, '/')}
    />,
  );

describe('SessionsPage', () => {
  it('lists each session in Dallas time, with the brief for a student and the contact otherwise', async () => {
    answer(mockFetch());
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

  it('gives an online session the link its family joins by', async () => {
    answer(mockFetch());
    renderPage();
    const [summer, winter] = await screen.findAllByRole('listitem');
    const link = await within(winter!).findByRole('link', { name: ROOM });
    expect(link.parentElement!.textContent).toBe(`Join online: ${ROOM}`);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(within(summer!).queryByText(/Join online/)).toBeNull();
    expect(screen.queryByText(/no link to join them is set/)).toBeNull();
  });

  it('warns that no link is set while online sessions are booked, and where to set it', async () => {
    roomUrl = null;
    answer(mockFetch());
    renderPage();
    const set = await screen.findByRole('link', { name: 'Set the link on Availability' });
    expect(set.getAttribute('href')).toBe('/tutor/availability');
    expect(screen.getByText(/no link to join them is set/)).toBeTruthy();
    expect(screen.queryByText(/Join online/)).toBeNull();
  });

  it('cancels a session after its confirmation, with the message typed for the family', async () => {
    const fetchMock = answer(mockFetch(), {
      id: 'a',
      refund: { amountCents: 6000, status: 'refunded' },
    });
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

  it('gives the focus to the title when the canceled session leaves the list', async () => {
    const fetchMock = answer(mockFetch());
    const answered = fetchMock.getMockImplementation()!;
    let canceled = false;
    fetchMock.mockImplementation(async (url, init) => {
      if (init?.method === 'POST') canceled = true;
      if (canceled && String(url).startsWith('/api/tutor/sessions?')) {
        return jsonResponse(200, { ...page, sessions: page.sessions.slice(1), total: 1 });
      }
      return answered(url, init);
    });
    renderPage();
    const [summer] = await screen.findAllByRole('listitem');
    fireEvent.click(within(summer!).getByRole('button', { name: 'Cancel session' }));
    const confirm = within(summer!).getByRole('button', { name: 'Cancel and refund' });
    confirm.focus();
    fireEvent.click(confirm);
    const title = screen.getByRole('heading', { level: 1, name: 'Upcoming sessions' });
    await waitFor(() => expect(document.activeElement).toBe(title));
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });

  it('keeps the session when the tutor thinks better of it', async () => {
    answer(mockFetch());
    renderPage();
    const [summer] = await screen.findAllByRole('listitem');
    fireEvent.click(within(summer!).getByRole('button', { name: 'Cancel session' }));
    fireEvent.click(within(summer!).getByRole('button', { name: 'Keep it' }));
    expect(within(summer!).queryByLabelText('Message to the family (optional)')).toBeNull();
    // Focus goes back to the button that opened the form.
    expect(document.activeElement).toBe(
      within(summer!).getByRole('button', { name: 'Cancel session' }),
    );
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
    answer(fetchMock, { id: 'a', startsAt: slots[1]!.start, endsAt: slots[1]!.end }, [], slots);
    renderPage();
    const [summer] = await screen.findAllByRole('listitem');
    fireEvent.click(within(summer!).getByRole('button', { name: 'Move' }));
    const time = within(summer!).getByLabelText('New time (Dallas time)');
    // The button gave way to the form: the focus is on its first field, not dropped.
    expect(document.activeElement).toBe(time);
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
    // Done: the form closes.
    expect(within(summer!).queryByRole('button', { name: 'Move session' })).toBeNull();
  });

  it('offers the next move the free times as they are after a move or a cancel', async () => {
    const fetchMock = mockFetch();
    const slot = {
      start: '2026-07-03T16:00:00.000Z',
      end: '2026-07-03T17:00:00.000Z',
      sessionTypes: ['online', 'in-person'],
    };
    answer(fetchMock, { id: 'a', startsAt: slot.start, endsAt: slot.end }, [], [slot]);
    renderPage();
    const [summer, winter] = await screen.findAllByRole('listitem');
    fireEvent.click(within(summer!).getByRole('button', { name: 'Move' }));
    await within(summer!).findByRole('option', { name: 'Fri, Jul 3, 11:00 AM' });
    fireEvent.change(within(summer!).getByLabelText('New time (Dallas time)'), {
      target: { value: slot.start },
    });
    const slotsAsked = () =>
      fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/tutor/slots')).length;
    const before = slotsAsked();
    fireEvent.click(within(summer!).getByRole('button', { name: 'Move session' }));
    await screen.findByText('Session moved. The family gets an email with the new time.');

    // The hour just taken is no longer free: the other session's form asks the server again
    // rather than offer it from the list read before the move.
    fireEvent.click(within(winter!).getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(slotsAsked()).toBeGreaterThan(before));
  });

  it('says a move or a cancel was not made when the connection drops', async () => {
    const fetchMock = mockFetch();
    const slot = {
      start: '2026-07-03T16:00:00.000Z',
      end: '2026-07-03T17:00:00.000Z',
      sessionTypes: ['in-person'],
    };
    answer(fetchMock, {}, [], [slot]);
    const answered = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation((url, init) =>
      init?.method === 'POST'
        ? Promise.reject(new TypeError('Failed to fetch'))
        : answered(url, init),
    );
    renderPage();
    const [summer] = await screen.findAllByRole('listitem');
    fireEvent.click(within(summer!).getByRole('button', { name: 'Move' }));
    await within(summer!).findByRole('option', { name: 'Fri, Jul 3, 11:00 AM' });
    fireEvent.change(within(summer!).getByLabelText('New time (Dallas time)'), {
      target: { value: slot.start },
    });
    fireEvent.click(within(summer!).getByRole('button', { name: 'Move session' }));
    expect((await within(summer!).findByRole('alert')).textContent).toBe(
      'The session was not moved. Try again.',
    );

    fireEvent.click(within(summer!).getByRole('button', { name: 'Keep the time' }));
    fireEvent.click(within(summer!).getByRole('button', { name: 'Cancel session' }));
    fireEvent.click(within(summer!).getByRole('button', { name: 'Cancel and refund' }));
    expect((await within(summer!).findByRole('alert')).textContent).toBe(
      'The session was not canceled. Try again.',
    );
  });

  it("lists the sessions held without a report, each a link to its student's report panel", async () => {
    answer(mockFetch(), {}, [
      {
        sessionId: 'h1',
        startsAt: '2026-11-30T21:00:00.000Z',
        endsAt: '2026-11-30T22:00:00.000Z',
        sessionType: 'online',
        student: { id: 's1', firstname: 'Stella', lastname: 'Student' },
      },
    ]);
    renderPage();
    const toReport = await screen.findByRole('region', { name: 'Reports to write (1)' });
    expect(toReport.textContent!.replace(/\s/g, ' ')).toContain(
      'Mon, Nov 30, 2026 · 3:00 PM – 4:00 PM CST · Online',
    );
    expect(
      within(toReport)
        .getByRole('link', { name: "Write Stella Student's report" })
        .getAttribute('href'),
    ).toBe('/tutor/students/s1#session-reports');
  });
});
