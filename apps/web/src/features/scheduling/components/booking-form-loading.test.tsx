import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { jsonResponse } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import type { FreeSlot } from '@academy/shared/booking-slots';
import { BookingForm } from './booking-form';
import { mockBookingFetch, sentSlots, submit } from './booking-form-test-kit';

// On a slow connection the free times come after the form: until then nothing was chosen and
// the form took it for "no times offered", said "We then contact you to schedule your sessions"
// and let Continue to Payment book and charge sessions without any time.

const start = '2027-01-05T22:00:00.000Z';
const slot: FreeSlot = {
  start,
  end: '2027-01-05T23:00:00.000Z',
  sessionTypes: ['online'],
};

let fetchMock: ReturnType<typeof mockBookingFetch>;
let answerSlots: () => void;

beforeEach(() => {
  const slots = new Promise<Response>((resolve) => {
    answerSlots = () => resolve(jsonResponse(200, [slot]));
  });
  fetchMock = mockBookingFetch(() => slots);
  fetchMock.mockResolvedValue(
    jsonResponse(200, { data: { sessionUrl: 'https://pay.example/cs_1' } }),
  );
});

describe('BookingForm while the free times load', () => {
  it('does not book without times, nor promise to arrange them', async () => {
    renderWithProviders(<BookingForm contact={{ fullName: '', contactInfo: 'ada@example.com' }} />);
    expect(await screen.findByText('Loading free times...')).toBeTruthy();
    expect(screen.queryByText(/We then contact you to schedule your sessions/)).toBeNull();
    submit();
    expect(await screen.findByText('Please choose one time for each session')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    // The times arrive: the one chosen is sent.
    answerSlots();
    fireEvent.change(await screen.findByLabelText('Session 1'), { target: { value: start } });
    submit();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledOnce());
    expect(sentSlots(fetchMock)).toEqual([start]);
  });
});
