import { vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { browserLocation } from '../../../lib/api-client';
import { mockFetch } from '../../../test/fetch-mock';

/**
 * The booking form's calls in a test: the free times it loads first are answered by
 * `freeTimes`, every other call (the booking) by the mock returned; the move to the checkout
 * is caught.
 */
export function mockBookingFetch(freeTimes: () => Response | Promise<Response>) {
  const booking = vi.fn<typeof fetch>();
  mockFetch().mockImplementation(async (url, init) =>
    String(url).startsWith('/api/scheduling/slots') ? freeTimes() : booking(url, init),
  );
  vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
  return booking;
}

export const sessionCount = () => screen.getByLabelText('Number of Sessions (1-12)');
export const submit = () =>
  fireEvent.click(screen.getByRole('button', { name: 'Continue to Payment' }));
/** The slots the booking call sent. */
export const sentSlots = (booking: ReturnType<typeof mockBookingFetch>) =>
  JSON.parse(booking.mock.calls[0]![1]!.body as string).slots;
