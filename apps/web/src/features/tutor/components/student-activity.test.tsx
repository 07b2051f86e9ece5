import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
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
});
