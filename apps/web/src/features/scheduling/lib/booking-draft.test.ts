import { afterEach, describe, expect, it } from 'vitest';
import { clearBookingDraft, saveBookingDraft, takeBookingDraft } from './booking-draft';

const draft = {
  fullName: 'Grace Hopper',
  contactInfo: 'grace@example.com',
  sessionType: 'in-person',
  sessionCount: 3,
} as const;

afterEach(() => sessionStorage.clear());

describe('booking draft', () => {
  it('gives back what was saved, once', () => {
    saveBookingDraft(draft);
    expect(takeBookingDraft()).toMatchObject(draft);
    expect(takeBookingDraft()).toBeUndefined();
  });

  it('ignores what is not a booking', () => {
    sessionStorage.setItem('booking_draft', '{"sessionCount": 99}');
    expect(takeBookingDraft()).toBeUndefined();
    sessionStorage.setItem('booking_draft', 'not json');
    expect(takeBookingDraft()).toBeUndefined();
  });

  it('is gone once the booking is paid', () => {
    saveBookingDraft(draft);
    clearBookingDraft();
    expect(takeBookingDraft()).toBeUndefined();
  });
});
