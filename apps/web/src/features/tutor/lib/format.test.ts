import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './format';

describe('the tutor pages’ dates', () => {
  it('write a time in Dallas with its zone named, whatever the reader’s zone', () => {
    expect(formatDateTime('2026-12-07T17:49:00Z')).toBe('Dec 7, 2026, 11:49 AM CST');
    expect(formatDateTime('2027-07-01T03:30:00Z')).toBe('Jun 30, 2027, 10:30 PM CDT');
  });

  it('write a day in Dallas', () => {
    expect(formatDate('2027-07-01T03:30:00Z')).toBe('Jun 30, 2027');
  });
});
