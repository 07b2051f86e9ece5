import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserLanguage } from '../test/browser-locale';
import { formatLongDate } from './format-date';

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('formatLongDate', () => {
  it('writes the date in English whatever the browser’s language, for English sentences', () => {
    browserLanguage('es-US');
    vi.stubEnv('TZ', 'America/Chicago');
    expect(new Date('2026-12-25T18:00:00Z').toLocaleDateString(undefined, { month: 'long' })).toBe(
      'diciembre',
    );
    expect(formatLongDate('2026-12-25T18:00:00.000Z')).toBe('December 25, 2026');
  });

  it('gives the day on the reader’s own calendar, in their time zone', () => {
    const end = '2027-05-01T04:30:00.000Z';
    vi.stubEnv('TZ', 'America/Chicago');
    expect(formatLongDate(end)).toBe('April 30, 2027');
    vi.stubEnv('TZ', 'Europe/Madrid');
    expect(formatLongDate(end)).toBe('May 1, 2027');
  });

  it.each([null, undefined, '', 'not a date'])('gives null for %o', (iso) => {
    expect(formatLongDate(iso)).toBeNull();
  });
});
