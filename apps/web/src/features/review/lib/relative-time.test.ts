import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './relative-time';

const NOW = new Date('2025-03-15T12:00:00Z');
const secondsAgo = (s: number) => new Date(NOW.getTime() - s * 1000);

describe('formatRelativeTime', () => {
  it.each([
    [0, 'just now'],
    [59, 'just now'],
    [60, '1 minute ago'],
    [119, '1 minute ago'],
    [120, '2 minutes ago'],
    [3599, '59 minutes ago'],
    [3600, '1 hour ago'],
    [7200, '2 hours ago'],
    [86_399, '23 hours ago'],
    [86_400, '1 day ago'],
    [2 * 86_400, '2 days ago'],
    [30 * 86_400 - 1, '29 days ago'],
  ])('%i seconds ago reads %s', (seconds, expected) => {
    expect(formatRelativeTime(secondsAgo(seconds), NOW)).toBe(expected);
  });

  it('shows a locale date from 30 days on', () => {
    const then = secondsAgo(30 * 86_400);
    expect(formatRelativeTime(then, NOW, 'en-US')).toBe(then.toLocaleDateString('en-US'));
    expect(formatRelativeTime(new Date('2024-01-05T12:00:00Z'), NOW, 'en-US')).toBe('1/5/2024');
  });

  it('accepts the ISO string the API sends', () => {
    expect(formatRelativeTime(secondsAgo(300).toISOString(), NOW)).toBe('5 minutes ago');
  });

  it('treats a time in the future as just now', () => {
    expect(formatRelativeTime(secondsAgo(-90), NOW)).toBe('just now');
  });
});
