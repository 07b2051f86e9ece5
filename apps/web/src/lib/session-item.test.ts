import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  readSessionItem,
  readSessionJson,
  removeSessionItem,
  writeSessionItem,
  writeSessionJson,
} from './session-item';

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe('session item', () => {
  it('gives back the text or value written, until removed', () => {
    writeSessionItem('draft', 'x = 3');
    writeSessionJson('tool', { unit: 'deg' });
    expect(readSessionItem('draft')).toBe('x = 3');
    expect(readSessionJson('tool')).toEqual({ unit: 'deg' });
    removeSessionItem('draft');
    expect(readSessionItem('draft')).toBeNull();
    expect(readSessionItem('never')).toBeNull();
    expect(readSessionJson('never')).toBeNull();
  });

  it('keeps nothing for an empty text', () => {
    writeSessionItem('draft', 'x = 3');
    writeSessionItem('draft', '');
    expect(sessionStorage.length).toBe(0);
  });

  it('reads damaged JSON as nothing kept', () => {
    sessionStorage.setItem('tool', '{not json');
    expect(readSessionJson('tool')).toBeNull();
  });

  it('treats blocked or full storage as nothing kept, without throwing', () => {
    const blocked = () => {
      throw new DOMException('blocked', 'SecurityError');
    };
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(blocked);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(blocked);
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(blocked);
    expect(() => writeSessionItem('draft', 'x')).not.toThrow();
    expect(() => writeSessionJson('tool', {})).not.toThrow();
    expect(() => removeSessionItem('draft')).not.toThrow();
    expect(readSessionItem('draft')).toBeNull();
    expect(readSessionJson('tool')).toBeNull();
  });
});
