import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import type { TutorBooking } from '@academy/shared/tutor';
import { Bookings } from './student-activity';

const booking = (fields: Partial<TutorBooking>): TutorBooking => ({
  id: 'b1',
  reference: 'TS-RBT5GZ',
  sessionType: 'in-person',
  sessionCount: 1,
  status: 'paid',
  totalCents: 12000,
  createdAt: '2026-12-02T15:00:00.000Z',
  paidAt: '2026-12-02T15:05:00.000Z',
  cancelledCount: 0,
  refundCents: 0,
  sessions: [],
  ...fields,
});

describe('Bookings on the student page', () => {
  it('says what was canceled and refunded beside what was paid, as /family does', () => {
    render(
      <Bookings
        bookings={[
          booking({ cancelledCount: 1, refundCents: 12000 }),
          booking({ id: 'b2', reference: 'TS-KEPT01' }),
        ]}
      />,
    );
    const [canceled, kept] = screen.getAllByRole('listitem');
    expect(canceled!.textContent).toContain('TS-RBT5GZ · 1 in-person session');
    expect(canceled!.textContent).toContain(
      'Paid Dec 2, 2026 · $120.00 · 1 canceled, $120.00 refunded',
    );
    expect(kept!.textContent).toMatch(/Paid Dec 2, 2026 · \$120\.00$/);
    expect(kept!.textContent).not.toContain('canceled');
  });

  it('says when each session is, in Dallas, and which were canceled or moved', () => {
    render(
      <Bookings
        bookings={[
          booking({
            sessionCount: 3,
            sessions: [
              {
                id: 's1',
                startsAt: '2026-12-08T21:00:00.000Z',
                endsAt: '2026-12-08T22:00:00.000Z',
                status: 'cancelled',
                movedFrom: null,
              },
              {
                id: 's2',
                startsAt: '2026-12-10T15:00:00.000Z',
                endsAt: '2026-12-10T16:00:00.000Z',
                status: 'booked',
                movedFrom: '2026-12-09T15:00:00.000Z',
              },
              {
                id: 's3',
                startsAt: '2026-12-11T15:00:00.000Z',
                endsAt: '2026-12-11T16:00:00.000Z',
                status: 'booked',
                movedFrom: null,
              },
            ],
          }),
        ]}
      />,
    );
    const sessions = screen.getByRole('list', { name: 'Sessions of TS-RBT5GZ' });
    const [canceled, moved, kept] = within(sessions).getAllByRole('listitem');
    expect(canceled!.textContent).toBe('Tue, Dec 8, 2026, 3:00 PM – 4:00 PM CST · Canceled');
    expect(moved!.textContent).toBe(
      'Thu, Dec 10, 2026, 9:00 AM – 10:00 AM CST · Moved from Wed, Dec 9, 2026, 9:00 AM CST',
    );
    expect(kept!.textContent).toBe('Fri, Dec 11, 2026, 9:00 AM – 10:00 AM CST');
    expect(within(kept!).getByText('Fri, Dec 11, 2026').getAttribute('datetime')).toBe(
      '2026-12-11T15:00:00.000Z',
    );
  });
});
