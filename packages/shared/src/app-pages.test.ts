import { describe, expect, it } from 'vitest';
import { isAppPage } from './app-pages';

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
