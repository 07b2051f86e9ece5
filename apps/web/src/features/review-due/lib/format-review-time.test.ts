import { describe, expect, it } from 'vitest';
import { formatReviewTime } from './format-review-time';

describe('formatReviewTime', () => {
  it('shows a UTC time on the reader’s own clock', () => {
    const iso = '2026-03-03T15:00:00.000Z';
    expect(formatReviewTime(iso, 'America/New_York')).toBe('Tuesday, March 3 at 10:00 AM');
    expect(formatReviewTime(iso, 'America/Los_Angeles')).toBe('Tuesday, March 3 at 7:00 AM');
    expect(formatReviewTime('2026-03-03T02:30:00.000Z', 'America/Chicago')).toBe(
      'Monday, March 2 at 8:30 PM',
    );
  });

  it('gives null for no date or an unreadable one', () => {
    expect(formatReviewTime(null)).toBeNull();
    expect(formatReviewTime('soon')).toBeNull();
  });
});
