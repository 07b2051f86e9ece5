import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { RouterProvider } from '@tanstack/react-router';
import type { AccountBooking, AccountBookings } from '@academy/shared/booking-slots';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import type { SessionReport } from '@academy/shared/session-reports';
import { renderWithProviders } from '../../../test/render';
import { sessionReport } from '../../../test/session-report';
import { createTestRouter } from '../../../test/test-router';
import { AccountBookingsPage } from './account-bookings-page';

const session = (id: string, start: string, changeable = true) => ({
  id,
  start,
  end: new Date(Date.parse(start) + 3_600_000).toISOString(),
  status: 'booked' as const,
  changeable,
  refund: null,
});
const OWN: AccountBooking = {
  id: 'b1',
  forStudent: null,
  paidByOther: false,
  internalReference: 'TS-7K3P9Q',
  sessionType: 'online',
  joinUrl: 'https://meet.example.com/summit-prep',
  unitPriceCents: 6000,
  sessions: [session('s1', '2027-01-05T22:00:00.000Z')],
};
const FOR_CHILD: AccountBooking = {
  id: 'b2',
  forStudent: 'Sam',
  paidByOther: true,
  internalReference: 'TS-4H2M8W',
  sessionType: 'in-person',
  joinUrl: null,
  unitPriceCents: 9000,
  sessions: [session('s2', '2027-01-07T16:00:00.000Z')],
};

let fetchMock: ReturnType<typeof mockFetch>;
function renderPage(
  bookings: AccountBooking[],
  bookHref: '/' | '/family' = '/',
  reports: SessionReport[] = [],
) {
  fetchMock.mockImplementation(async (url, init) => {
    const path = String(url);
    if (path === '/api/session-reports') return jsonResponse(200, { reports });
    if (path.startsWith('/api/scheduling/slots')) return jsonResponse(200, []);
    if (path === '/api/scheduling/mine') return jsonResponse(200, { sessions: [] });
    if (init?.method === 'POST') {
      return jsonResponse(200, {
        ...OWN,
        sessions: [
          {
            ...OWN.sessions[0]!,
            status: 'cancelled',
            changeable: false,
            refund: { amountCents: 6000, status: 'refunded' },
          },
        ],
      });
    }
    return jsonResponse(200, { bookings } satisfies AccountBookings);
  });
  const router = createTestRouter(
    {
      '/sessions': () => <AccountBookingsPage bookHref={bookHref} />,
      '/': () => null,
      '/family': () => null,
    },
    '/sessions',
  );
  return renderWithProviders(<RouterProvider router={router} />);
}

beforeEach(() => {
  fetchMock = mockFetch();
});

describe('AccountBookingsPage', () => {
  it("lists each booking with its sessions, and cancels one on the account's own call", async () => {
    renderPage([OWN, FOR_CHILD]);
    const own = await screen.findByRole('region', { name: /Booking TS-7K3P9Q/ });
    expect(within(own).getByText('Session 1: Tue, Jan 5, 4:00 PM CST')).toBeTruthy();
    const child = screen.getByRole('region', { name: /Booking TS-4H2M8W/ });
    expect(within(child).getByRole('heading').textContent).toBe(
      'Booking TS-4H2M8WIn-person · for Sam',
    );
    // In person: where, as the build's ACADEMY_ADDRESS has it (the default under vitest).
    expect(
      within(child).getByText('At the academy: 2200 Ross Avenue, Suite 410, Dallas, TX 75201'),
    ).toBeTruthy();
    expect(within(own).queryByText(/At the academy/)).toBeNull();
    // Online: the tutor's room, opened in a tab of its own.
    const join = within(own).getByRole('link', { name: 'https://meet.example.com/summit-prep' });
    expect(join.getAttribute('href')).toBe('https://meet.example.com/summit-prep');
    expect(join.getAttribute('target')).toBe('_blank');
    expect(join.getAttribute('rel')).toBe('noopener noreferrer');
    expect(within(own).getByText(/^Join online:/)).toBeTruthy();

    fireEvent.click(within(own).getByRole('button', { name: 'Cancel session' }));
    fireEvent.click(within(own).getByRole('button', { name: 'Yes, cancel it' }));
    expect(await within(own).findByText('Canceled')).toBeTruthy();
    expect(within(own).getByText(/^\$60\.00 refunded to your card\./)).toBeTruthy();
    // The other booking is untouched.
    expect(within(child).getByRole('button', { name: 'Cancel session' })).toBeTruthy();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(post[0]).toBe('/api/scheduling/my-bookings/b1/sessions/s1/cancel');
  });

  it("tells a parent their children's sessions are here, and where a child's refund goes", async () => {
    renderPage([FOR_CHILD], '/family');
    const child = await screen.findByRole('region', { name: /Booking TS-4H2M8W/ });
    expect(
      screen.getByText(
        'The sessions you booked while signed in, and those of the students who share their ' +
          'progress with you. Sessions you booked for a student who stopped sharing are not ' +
          "listed: they are the student's now. Times are Dallas time.",
      ),
    ).toBeTruthy();
    fireEvent.click(within(child).getByRole('button', { name: 'Cancel session' }));
    // The other parent may have paid.
    expect(
      within(child).getByText(
        'Cancel this session? The price paid for it is refunded to the card it was paid with.',
      ),
    ).toBeTruthy();
  });

  it("tells a student whose parent paid that the refund goes to the parent's card", async () => {
    renderPage([{ ...OWN, paidByOther: true }]);
    const own = await screen.findByRole('region', { name: /Booking TS-7K3P9Q/ });
    expect(
      screen.getByText(/booked on your account while signed in, by you or by a parent/),
    ).toBeTruthy();
    fireEvent.click(within(own).getByRole('button', { name: 'Cancel session' }));
    expect(
      within(own).getByText(
        'Cancel this session? The price paid for it is refunded to the card it was paid with.',
      ),
    ).toBeTruthy();
  });

  it('says where to book when there is nothing booked', async () => {
    renderPage([], '/family');
    expect(await screen.findByText('No tutor sessions booked.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'the Family page' }).getAttribute('href')).toBe(
      '/family',
    );
  });

  it('opens the booking form right there for a student with nothing booked', async () => {
    renderPage([]);
    expect(await screen.findByText('No tutor sessions booked.')).toBeTruthy();
    // Not a link to the home, where the booking card lies below every topic on a phone.
    expect(screen.queryByRole('link', { name: 'your home page' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Book a tutor session' }));
    expect(await screen.findByRole('dialog', { name: 'Book a Tutor Session' })).toBeTruthy();
  });

  it('offers another session under the list, where the cancellation mail sends the family', async () => {
    // "To book another time: …/sessions", after the tutor canceled the only session.
    const canceled = { ...session('s5', '2027-01-05T22:00:00.000Z'), status: 'cancelled' as const };
    renderPage([{ ...OWN, sessions: [canceled] }]);
    fireEvent.click(await screen.findByRole('button', { name: 'Book another session' }));
    expect(await screen.findByRole('dialog', { name: 'Book a Tutor Session' })).toBeTruthy();
  });

  it('sends a parent to the Family page to book another session for a child', async () => {
    renderPage([FOR_CHILD], '/family');
    await screen.findByRole('region', { name: /Booking TS-4H2M8W/ });
    expect(screen.queryByRole('button', { name: 'Book another session' })).toBeNull();
    expect(screen.getByRole('link', { name: 'the Family page' }).getAttribute('href')).toBe(
      '/family',
    );
  });

  it('offers to try again when the list cannot load', async () => {
    renderPage([]);
    fetchMock.mockImplementation(async () => jsonResponse(500, { message: 'Internal error' }));
    expect(await screen.findByText("We couldn't load your sessions.")).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it("shows the tutor's reports of the student's sessions, even with no booking listed", async () => {
    renderPage([], '/', [sessionReport]);
    const reports = await screen.findByRole('region', { name: 'Reports from your tutor' });
    expect(within(reports).getByRole('article').textContent).toContain('Slopes and intercepts.');
    expect(screen.getByText('No tutor sessions booked.')).toBeTruthy();
  });

  it('shows a session whose time has passed as held, with nothing left to change', async () => {
    const held = session('s3', new Date(Date.now() - 5 * 3_600_000).toISOString(), false);
    renderPage([{ ...OWN, sessions: [held] }]);
    const booking = await screen.findByRole('region', { name: /Booking TS-7K3P9Q/ });
    expect(within(booking).getByText('Held')).toBeTruthy();
    expect(within(booking).queryByText(/Less than 24 hours away/)).toBeNull();
    expect(within(booking).queryByRole('button', { name: 'Move' })).toBeNull();
    // Nothing is left to join: the room's link or its promise is not repeated.
    expect(within(booking).queryByText(/^Join online:/)).toBeNull();
  });

  it('says nothing of joining under sessions all canceled', async () => {
    const canceled = { ...session('s4', '2027-01-05T22:00:00.000Z'), status: 'cancelled' as const };
    renderPage([{ ...OWN, id: 'b5', joinUrl: null, sessions: [canceled] }]);
    const gone = await screen.findByRole('region', { name: /Booking TS-7K3P9Q/ });
    expect(within(gone).queryByText(/will send you the link to join/)).toBeNull();
  });
});
