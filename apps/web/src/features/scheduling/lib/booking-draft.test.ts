import { afterEach, describe, expect, it } from 'vitest';
import { clearBookingDraft, readBookingDraft, saveBookingDraft } from './booking-draft';

const draft = {
  fullName: 'Grace Hopper',
  contactInfo: 'grace@example.com',
  sessionType: 'in-person',
  sessionCount: 3,
} as const;

afterEach(() => sessionStorage.clear());

describe('booking draft', () => {
  it('gives back what was saved', () => {
    saveBookingDraft(draft);
    expect(readBookingDraft()).toMatchObject(draft);
  });

  it('ignores what is not a booking', () => {
    sessionStorage.setItem('booking_draft', '{"sessionCount": 99}');
    expect(readBookingDraft()).toBeUndefined();
    sessionStorage.setItem('booking_draft', 'not json');
    expect(readBookingDraft()).toBeUndefined();
  });

  it('is gone once cleared', () => {
    saveBookingDraft(draft);
    clearBookingDraft();
    expect(readBookingDraft()).toBeUndefined();
  });
});
