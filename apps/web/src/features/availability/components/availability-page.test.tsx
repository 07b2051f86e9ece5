import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { satDateMessages, type SatDate } from '@academy/shared/sat-dates';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { createTestRouter } from '../../../test/test-router';
import { RouterProvider } from '@tanstack/react-router';
import { AvailabilityPage } from './availability-page';

let fetchMock: ReturnType<typeof mockFetch>;
const SAVED = {
  rules: [{ weekday: 2, startHour: 15, endHour: 19, sessionType: 'online' }],
  exceptions: [],
};

let satDates: SatDate[] = [];
let outsideHours: unknown[] = [];
beforeEach(() => {
  outsideHours = [];
  satDates = [];
  fetchMock = mockFetch();
  // Every PUT answers what it was sent, as the server does when it is valid.
  fetchMock.mockImplementation(async (url, init) => {
    if (init?.method === 'PUT') {
      const sent = JSON.parse(init.body as string) as object;
      return jsonResponse(
        200,
        String(url) === '/api/tutor/availability' ? { ...sent, outsideHours } : sent,
      );
    }
    if (String(url) === '/api/sat-dates') return jsonResponse(200, { dates: satDates });
    if (String(url) === '/api/tutor/online-room') return jsonResponse(200, { url: null });
    return jsonResponse(200, SAVED);
  });
  vi.useFakeTimers({ now: new Date('2026-12-02T18:00:00Z'), toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});
const puts = (path: string) =>
  fetchMock.mock.calls
    .filter(([url, init]) => url === path && init?.method === 'PUT')
    .map(([, init]) => JSON.parse(init!.body as string));

describe('AvailabilityPage', () => {
  it('shows the saved hours, and saves an added row as the whole schedule', async () => {
    renderWithProviders(<AvailabilityPage />);
    expect(((await screen.findByLabelText('Hours 1: day')) as HTMLSelectElement).value).toBe('2');
    fireEvent.click(screen.getByRole('button', { name: 'Add weekly hours' }));
    fireEvent.change(screen.getByLabelText('Hours 2: session type'), {
      target: { value: 'in-person' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save availability' }));
    expect(await screen.findByText('Saved.')).toBeTruthy();
    expect(puts('/api/tutor/availability')[0].rules).toEqual([
      SAVED.rules[0],
      { weekday: 1, startHour: 15, endHour: 19, sessionType: 'in-person' },
    ]);
  });

  it('says Saved. of the hours on screen only, not of changes made since or refused', async () => {
    renderWithProviders(<AvailabilityPage />);
    await screen.findByLabelText('Hours 1: day');
    fireEvent.click(screen.getByRole('button', { name: 'Save availability' }));
    expect(await screen.findByText('Saved.')).toBeTruthy();

    // A change not saved yet: leaving the page now would lose it.
    fireEvent.change(screen.getByLabelText('Hours 1: to'), { target: { value: '20' } });
    expect(screen.queryByText('Saved.')).toBeNull();

    // Refused before it is sent: nothing was saved.
    fireEvent.click(screen.getByRole('button', { name: 'Add an exception' }));
    fireEvent.change(screen.getByLabelText('Exception 1: kind'), { target: { value: 'open' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save availability' }));
    expect(await screen.findByText(/Exception 1: /)).toBeTruthy();
    expect(screen.queryByText('Saved.')).toBeNull();
    expect(puts('/api/tutor/availability')).toHaveLength(1);
  });

  it('keeps the keyboard on the rows: a new row takes the focus, a removed one hands it on', async () => {
    renderWithProviders(<AvailabilityPage />);
    await screen.findByLabelText('Hours 1: day');
    const add = screen.getByRole('button', { name: 'Add weekly hours' });
    add.focus();
    fireEvent.click(add);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Hours 2: day')));

    const remove = screen.getByRole('button', { name: 'Remove hours 1' });
    remove.focus();
    fireEvent.click(remove);
    // The row that was second is now the first, and has the focus.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Hours 1: day')));
    const last = screen.getByRole('button', { name: 'Remove hours 1' });
    last.focus();
    fireEvent.click(last);
    await waitFor(() => expect(document.activeElement).toBe(add));
  });

  it('names the booked sessions the saved hours no longer offer, and where to move them', async () => {
    outsideHours = [
      {
        id: 's1',
        startsAt: '2026-12-11T16:00:00.000Z',
        endsAt: '2026-12-11T17:00:00.000Z',
        sessionType: 'online',
        bookingReference: 'TS-FDB66T',
        student: { id: 'u1', firstname: 'Sam', lastname: 'Rivera' },
        fullName: null,
        contact: 'sam@example.com',
      },
    ];
    // Its link needs a router.
    const router = createTestRouter(
      { '/tutor/availability': () => <AvailabilityPage /> },
      '/tutor/availability',
    );
    renderWithProviders(<RouterProvider router={router} />);
    await screen.findByLabelText('Hours 1: day');
    fireEvent.click(screen.getByRole('button', { name: 'Save availability' }));
    const notice = await screen.findByText(/booked outside these hours/);
    const box = notice.closest('[role="alert"]') as HTMLElement;
    expect(within(box).getByText(/Fri, Dec 11.*10:00 AM.*Sam Rivera \(TS-FDB66T\)/)).toBeTruthy();
    expect(within(box).getByRole('link', { name: 'Sessions' }).getAttribute('href')).toMatch(
      /^\/tutor\/sessions/,
    );
  });

  it('says what is wrong before sending hours that end before they start', async () => {
    renderWithProviders(<AvailabilityPage />);
    fireEvent.change(await screen.findByLabelText('Hours 1: to'), { target: { value: '9' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save availability' }));
    expect(await screen.findByText('Weekly hours 1: The end must be after the start')).toBeTruthy();
    expect(puts('/api/tutor/availability')).toEqual([]);
  });

  it('keeps the SAT dates: checks a deadline after its test, then saves the list', async () => {
    satDates = [{ date: '2027-03-13', registrationDeadline: '2027-02-26' }];
    renderWithProviders(<AvailabilityPage />);
    const dates = await screen.findByRole('form', { name: 'SAT dates' });
    expect((within(dates).getByLabelText('Test date 1') as HTMLInputElement).value).toBe(
      '2027-03-13',
    );
    fireEvent.click(within(dates).getByRole('button', { name: 'Add a test date' }));
    fireEvent.change(within(dates).getByLabelText('Test date 2'), {
      target: { value: '2027-05-01' },
    });
    fireEvent.change(within(dates).getByLabelText('Registration deadline 2 (optional)'), {
      target: { value: '2027-05-02' },
    });
    fireEvent.click(within(dates).getByRole('button', { name: 'Save SAT dates' }));
    expect(await within(dates).findByText(satDateMessages.deadlineAfterTest)).toBeTruthy();
    expect(puts('/api/tutor/sat-dates')).toEqual([]);

    fireEvent.change(within(dates).getByLabelText('Registration deadline 2 (optional)'), {
      target: { value: '' },
    });
    fireEvent.click(within(dates).getByRole('button', { name: 'Save SAT dates' }));
    expect(await screen.findByText(satDateMessages.saved)).toBeTruthy();
    expect(puts('/api/tutor/sat-dates')).toEqual([
      {
        dates: [
          { date: '2027-03-13', registrationDeadline: '2027-02-26' },
          { date: '2027-05-01', registrationDeadline: null },
        ],
      },
    ]);
  });

  it('asks for a blank test date once, without saying it is in the past', async () => {
    renderWithProviders(<AvailabilityPage />);
    const dates = await screen.findByRole('form', { name: 'SAT dates' });
    fireEvent.click(within(dates).getByRole('button', { name: 'Add a test date' }));
    fireEvent.click(within(dates).getByRole('button', { name: 'Save SAT dates' }));
    const problems = await within(dates).findByRole('alert');
    expect(problems.textContent).toContain(satDateMessages.dateInvalid);
    expect(problems.textContent).not.toContain(satDateMessages.datePast);
    expect(puts('/api/tutor/sat-dates')).toEqual([]);
  });

  it('tells a non-tutor the page is not theirs', async () => {
    fetchMock.mockImplementation(async () =>
      jsonResponse(403, {
        message: 'Your account does not have access to this page',
        code: 'ROLE_REQUIRED',
      }),
    );
    renderWithProviders(<AvailabilityPage />);
    await waitFor(() =>
      expect(screen.getByText('This page is for the academy’s tutors.')).toBeTruthy(),
    );
  });
});
