import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect';

describe('safeRedirect', () => {
  it('keeps same-site paths with their search', () => {
    expect(safeRedirect('/profile')).toBe('/profile');
    expect(safeRedirect('/practice/abc?x=1')).toBe('/practice/abc?x=1');
    expect(safeRedirect('/apiary')).toBe('/apiary');
  });

  it('falls back to / for anything else', () => {
    for (const bad of [
      undefined,
      null,
      42,
      '',
      'profile',
      '//evil.example',
      '/\\evil.example',
      'https://evil.example',
      '/\nx',
      '/api/health',
      '/API/health',
      '/api',
      '/api?x=1',
    ]) {
      expect(safeRedirect(bad)).toBe('/');
    }
  });
});
