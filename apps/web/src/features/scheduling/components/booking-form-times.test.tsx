import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { FreeSlot } from '@academy/shared/booking-slots';
import { jsonResponse } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { BookingForm } from './booking-form';
import {
  mockBookingFetch,
  sentSlots,
  sessionCount as count,
  submit,
} from './booking-form-test-kit';

const WEEK = 7 * 86_400_000;
// Tuesdays at 4 PM CST, three weeks running.
const starts = [0, 1, 2].map((i) =>
  new Date(Date.parse('2027-01-05T22:00:00Z') + i * WEEK).toISOString(),
);

let freeSlots: FreeSlot[] = [];
let fetchMock: ReturnType<typeof mockBookingFetch>;

beforeEach(() => {
  freeSlots = [];
  fetchMock = mockBookingFetch(() => jsonResponse(200, freeSlots));
});

const offer = () => {
  freeSlots = starts.map((start) => ({
    start,
    end: new Date(Date.parse(start) + 3_600_000).toISOString(),
    sessionTypes: ['online'],
  }));
  fetchMock.mockResolvedValue(
    jsonResponse(200, { data: { sessionUrl: 'https://pay.example/cs_1' } }),
  );
};

describe('BookingForm with free times offered', () => {
  it('says a time was just taken, and offers the free times again without it', async () => {
    offer();
    fetchMock.mockResolvedValue(
      jsonResponse(409, {
        message: 'Sorry, one of the times you chose was just taken. Please choose another time.',
      }),
    );
    renderWithProviders(<BookingForm contact={{ fullName: '', contactInfo: 'ada@example.com' }} />);
    const first = await screen.findByLabelText('Session 1');
    fireEvent.change(first, { target: { value: starts[0] } });
    // Someone else booked it at the same moment.
    freeSlots = freeSlots.slice(1);
    submit();
    expect(
      await screen.findByText(
        'Sorry, one of the times you chose was just taken. Please choose another time.',
      ),
    ).toBeTruthy();
    await waitFor(() => expect((first as HTMLSelectElement).value).toBe(''));
    const offered = [...(first as HTMLSelectElement).options].map((o) => o.value);
    expect(offered).not.toContain(starts[0]);
    expect(screen.queryByText('Failed to create scheduling session. Please try again.')).toBeNull();
  });

  it('asks for one time per session before it sends', async () => {
    offer();
    renderWithProviders(<BookingForm contact={{ fullName: '', contactInfo: 'ada@example.com' }} />);
    fireEvent.change(count(), { target: { value: '2' } });
    const first = await screen.findByLabelText('Session 1');
    fireEvent.change(first, { target: { value: starts[2] } });
    submit();
    expect(await screen.findByText('Please choose one time for each session')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    // The time chosen for session 1 cannot be chosen again for session 2.
    const second = screen.getByLabelText('Session 2');
    const option = [...(second as HTMLSelectElement).options].find((o) => o.value === starts[2]);
    expect(option!.disabled).toBe(true);
    fireEvent.change(second, { target: { value: starts[0] } });
    submit();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledOnce());
    expect(sentSlots(fetchMock)).toEqual([starts[2], starts[0]]);
  });

  it('repeats the first time weekly', async () => {
    offer();
    renderWithProviders(<BookingForm contact={{ fullName: '', contactInfo: 'ada@example.com' }} />);
    fireEvent.change(count(), { target: { value: '3' } });
    fireEvent.click(await screen.findByRole('radio', { name: 'Same time every week' }));
    fireEvent.change(screen.getByLabelText('First session'), { target: { value: starts[0] } });
    expect(screen.getByText(/3 sessions: Tue, Jan 5, 4:00 PM CST; Tue, Jan 12/)).toBeTruthy();
    submit();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledOnce());
    expect(sentSlots(fetchMock)).toEqual(starts);
  });

  it('books without times, for the tutor to arrange, when none is free', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(200, { data: { sessionUrl: 'https://pay.example/cs_1' } }),
    );
    renderWithProviders(<BookingForm contact={{ fullName: '', contactInfo: 'ada@example.com' }} />);
    expect(await screen.findByText(/No free times are open yet/)).toBeTruthy();
    submit();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledOnce());
    expect(sentSlots(fetchMock)).toBeUndefined();
  });
});
