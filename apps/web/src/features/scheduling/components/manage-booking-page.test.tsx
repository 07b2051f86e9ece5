import { ONLINE_ROOM_PENDING } from '@academy/shared/online-room';
import { beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { ManagedBooking } from '@academy/shared/booking-slots';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { ManageBookingPage } from './manage-booking-page';

const BOOKING: ManagedBooking = {
  internalReference: 'TS-7K3P9Q',
  sessionType: 'online',
  joinUrl: null,
  unitPriceCents: 6000,
  sessions: [
    {
      id: 's1',
      start: '2027-01-05T22:00:00.000Z',
      end: '2027-01-05T23:00:00.000Z',
      status: 'booked',
      changeable: true,
      refund: null,
    },
    {
      id: 's2',
      start: '2027-01-12T22:00:00.000Z',
      end: '2027-01-12T23:00:00.000Z',
      status: 'booked',
      changeable: false,
      refund: null,
    },
  ],
};

let fetchMock: ReturnType<typeof mockFetch>;
beforeEach(() => {
  fetchMock = mockFetch();
  fetchMock.mockImplementation(async (url, init) => {
    const path = String(url);
    if (path.startsWith('/api/scheduling/slots')) return jsonResponse(200, []);
    if (init?.method === 'POST') {
      return jsonResponse(200, {
        ...BOOKING,
        sessions: [
          {
            ...BOOKING.sessions[0]!,
            status: 'cancelled',
            changeable: false,
            refund: { amountCents: 6000, status: 'refunded' },
          },
          BOOKING.sessions[1],
        ],
      });
    }
    return jsonResponse(200, BOOKING);
  });
});

describe('ManageBookingPage', () => {
  it('lists the sessions in Dallas time and cancels one after a confirmation', async () => {
    renderWithProviders(<ManageBookingPage token="abc" />);
    expect(await screen.findByText('Session 1: Tue, Jan 5, 4:00 PM CST')).toBeTruthy();
    // Online, before the tutor has set a room.
    expect(screen.getByText(ONLINE_ROOM_PENDING)).toBeTruthy();
    const late = screen.getByText(/Less than 24 hours away/);
    // The family is told how to change it otherwise.
    expect(late.textContent).toMatch(/To change it, call us at .+ or write to .+@.+\.$/);
    expect(screen.getAllByRole('button', { name: 'Cancel session' })).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel session' }));
    // A double click: one cancellation is asked for, and none reads as a failure.
    const yes = screen.getByRole('button', { name: 'Yes, cancel it' });
    fireEvent.click(yes);
    fireEvent.click(yes);
    expect(await screen.findByText('Canceled')).toBeTruthy();
    expect(screen.getByText(/^\$60\.00 refunded to your card\./)).toBeTruthy();
    const posts = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]![0]).toBe('/api/scheduling/bookings/abc/sessions/s1/cancel');
    expect(screen.queryByRole('button', { name: 'Yes, cancel it' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("describes each session's Move and Cancel session buttons by the session they change", async () => {
    const both = {
      ...BOOKING,
      sessions: BOOKING.sessions.map((s) => ({ ...s, changeable: true })),
    };
    fetchMock.mockImplementation(async (url) =>
      String(url).startsWith('/api/scheduling/slots')
        ? jsonResponse(200, [])
        : jsonResponse(200, both),
    );
    renderWithProviders(<ManageBookingPage token="abc" />);
    await screen.findByText('Session 2: Tue, Jan 12, 4:00 PM CST');
    for (const description of [
      'Session 1: Tue, Jan 5, 4:00 PM CST',
      'Session 2: Tue, Jan 12, 4:00 PM CST',
    ]) {
      const buttons = screen.getAllByRole('button', { description });
      expect(buttons.map((b) => b.textContent)).toEqual(['Move', 'Cancel session']);
    }
  });

  it('shows a session canceled elsewhere as it is now, beside the refusal', async () => {
    let cancelledElsewhere = false;
    fetchMock.mockImplementation(async (url, init) => {
      const path = String(url);
      if (path.startsWith('/api/scheduling/slots')) return jsonResponse(200, []);
      if (init?.method === 'POST') {
        cancelledElsewhere = true;
        return jsonResponse(409, { message: 'This session can no longer be changed.' });
      }
      return jsonResponse(
        200,
        cancelledElsewhere
          ? {
              ...BOOKING,
              sessions: [
                { ...BOOKING.sessions[0]!, status: 'cancelled', changeable: false },
                BOOKING.sessions[1],
              ],
            }
          : BOOKING,
      );
    });
    renderWithProviders(<ManageBookingPage token="abc" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel session' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel it' }));
    expect(await screen.findByText('Canceled')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('This session can no longer be changed.');
    expect(screen.queryByRole('button', { name: 'Yes, cancel it' })).toBeNull();
  });

  // Move and Cancel open a form in the card: the focus went to the page as each opened and closed.
  it('moves the focus into each form, back to its button when kept, to the session when done', async () => {
    renderWithProviders(<ManageBookingPage token="abc" />);
    const move = await screen.findByRole('button', { name: 'Move' });
    fireEvent.click(move);
    expect(document.activeElement).toBe(screen.getByLabelText('New time (Dallas time)'));
    fireEvent.click(screen.getByRole('button', { name: 'Keep the current time' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move' }));

    fireEvent.click(screen.getByRole('button', { name: 'Cancel session' }));
    expect(document.activeElement?.textContent).toMatch(/^Cancel this session\?/);
    fireEvent.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel session' }));

    fireEvent.click(screen.getByRole('button', { name: 'Cancel session' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel it' }));
    expect(await screen.findByText('Canceled')).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement?.textContent).toBe(
        'Session 1: Tue, Jan 5, 4:00 PM CSTCanceled',
      ),
    );
  });

  it("says each move and cancel in the app's toasts, which stay when the page changes", async () => {
    const later = '2027-01-07T22:00:00.000Z';
    fetchMock.mockImplementation(async (url) => {
      const path = String(url);
      if (path.startsWith('/api/scheduling/slots')) {
        return jsonResponse(200, [
          { start: later, end: '2027-01-07T23:00:00.000Z', sessionTypes: ['online'] },
        ]);
      }
      if (path.endsWith('/reschedule')) {
        const moved = { ...BOOKING.sessions[0]!, start: later, end: '2027-01-07T23:00:00.000Z' };
        return jsonResponse(200, { ...BOOKING, sessions: [moved, BOOKING.sessions[1]] });
      }
      if (path.endsWith('/cancel')) {
        const canceled = { ...BOOKING.sessions[0]!, status: 'cancelled', changeable: false };
        return jsonResponse(200, { ...BOOKING, sessions: [canceled, BOOKING.sessions[1]] });
      }
      return jsonResponse(200, BOOKING);
    });
    renderWithProviders(<ManageBookingPage token="abc" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Move' }));
    const select = screen.getByLabelText('New time (Dallas time)');
    await screen.findByRole('option', { name: /4:00 PM/ });
    fireEvent.change(select, { target: { value: later } });
    fireEvent.click(screen.getByRole('button', { name: 'Move session' }));
    const toaster = () => document.querySelector('[data-rht-toaster]') as HTMLElement;
    await waitFor(() =>
      expect(toaster().textContent).toContain('Session moved to Thu, Jan 7, 4:00 PM CST.'),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Cancel session' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel it' }));
    await waitFor(() => expect(toaster().textContent).toContain('Session canceled.'));
  });

  it('says why the Move form offers no time: none free, or none could be read', async () => {
    renderWithProviders(<ManageBookingPage token="abc" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Move' }));
    const select = screen.getByLabelText('New time (Dallas time)');
    const note = await screen.findByText(/^No other free times are open right now\./);
    expect(note.textContent).toMatch(/To move this session, call us at .+ or write to .+@.+\.$/);
    expect(select.getAttribute('aria-describedby')).toBe(note.id);

    fetchMock.mockImplementation(async (url) =>
      String(url).startsWith('/api/scheduling/slots')
        ? jsonResponse(500, { message: 'Internal Server Error' })
        : jsonResponse(200, BOOKING),
    );
    cleanup();
    renderWithProviders(<ManageBookingPage token="abc" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Move' }));
    expect(await screen.findByText(/^We could not load the free times\./)).toBeTruthy();
  });

  it('offers another session, as the mail of a session the academy canceled does', async () => {
    // "To book another time: …/booking/<token>": the page had only the canceled session.
    renderWithProviders(<ManageBookingPage token="abc" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Book another session' }));
    expect(await screen.findByRole('dialog', { name: 'Book a Tutor Session' })).toBeTruthy();
  });

  it('says when the link is not valid', async () => {
    fetchMock.mockImplementation(async () =>
      jsonResponse(404, {
        message: 'This link is not valid. Please use the link in your confirmation email.',
      }),
    );
    renderWithProviders(<ManageBookingPage token="nope" />);
    expect(await screen.findByText(/This link is not valid/)).toBeTruthy();
  });
});
