import { describe, expect, it } from 'vitest';
import { canonicalAppPage, isAppPage } from './app-pages';

describe('isAppPage', () => {
  it('knows the pages, with or without a trailing slash, and one segment for a parameter', () => {
    for (const path of ['/', '/pricing', '/practice', '/practice/', '/practice/algebra']) {
      expect(isAppPage(path), path).toBe(true);
    }
    expect(isAppPage('/subscription/success')).toBe(true);
  });

  it('knows nothing else', () => {
    for (const path of [
      '/nope',
      '/practice/algebra/extra',
      '/pricing.html',
      '//x',
      '/tests/1/extra',
    ]) {
      expect(isAppPage(path), path).toBe(false);
    }
  });
});

describe('canonicalAppPage', () => {
  it("spells a page's fixed words as the app does, and keeps a parameter as typed", () => {
    expect(canonicalAppPage('/Pricing')).toBe('/pricing');
    expect(canonicalAppPage('/PROGRESS')).toBe('/progress');
    expect(canonicalAppPage('/Booking/AbC-xYz_1')).toBe('/booking/AbC-xYz_1');
    expect(canonicalAppPage('/Tutor/Students/9F2a/Brief')).toBe('/tutor/students/9F2a/brief');
  });

  it('knows no other path', () => {
    for (const path of ['/nope', '/Practice/algebra/extra', '/Pricing.html']) {
      expect(canonicalAppPage(path), path).toBeUndefined();
    }
  });
});
