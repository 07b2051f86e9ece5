import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { browserLocation } from '../../../lib/api-client';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import type { FreeSlot } from '@academy/shared/booking-slots';
import { BookingForm } from './booking-form';

// On a slow connection the free times come after the form: until then nothing was chosen and
// the form took it for "no times offered", said "We then contact you to schedule your sessions"
// and let Continue to Payment book and charge sessions without any time.

const start = '2027-01-05T22:00:00.000Z';
const slot: FreeSlot = {
  start,
  end: '2027-01-05T23:00:00.000Z',
  sessionTypes: ['online'],
};

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
let answerSlots: () => void;

beforeEach(() => {
  const routed = mockFetch();
  fetchMock = vi
    .fn<typeof fetch>()
    .mockResolvedValue(jsonResponse(200, { data: { sessionUrl: 'https://pay.example/cs_1' } }));
  const slots = new Promise<Response>((resolve) => {
    answerSlots = () => resolve(jsonResponse(200, [slot]));
  });
  routed.mockImplementation((url, init) =>
    String(url).startsWith('/api/scheduling/slots') ? slots : fetchMock(url, init),
  );
  vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
});

describe('BookingForm while the free times load', () => {
  it('does not book without times, nor promise to arrange them', async () => {
    renderWithProviders(<BookingForm contact={{ fullName: '', contactInfo: 'ada@example.com' }} />);
    expect(await screen.findByText('Loading free times...')).toBeTruthy();
    expect(screen.queryByText(/We then contact you to schedule your sessions/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    expect(await screen.findByText('Please choose one time for each session')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    // The times arrive: the one chosen is sent.
    answerSlots();
    fireEvent.change(await screen.findByLabelText('Session 1'), { target: { value: start } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledOnce());
    expect(JSON.parse(fetchMock.mock.calls[0]![1]!.body as string).slots).toEqual([start]);
  });
});
