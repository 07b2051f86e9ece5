import { describe, expect, it } from 'vitest';
import { isTrueFlag, optionalText } from './search-params';

describe('search params', () => {
  it('reads optional text', () => {
    expect(optionalText('cs_123')).toBe('cs_123');
    expect(optionalText(42)).toBe('42');
    expect(optionalText('')).toBeUndefined();
    expect(optionalText(undefined)).toBeUndefined();
    expect(optionalText({ a: 1 })).toBeUndefined();
  });

  it('reads a true flag', () => {
    expect(isTrueFlag(true)).toBe(true);
    expect(isTrueFlag('true')).toBe(true);
    expect(isTrueFlag('false')).toBe(false);
    expect(isTrueFlag(undefined)).toBe(false);
  });
});
