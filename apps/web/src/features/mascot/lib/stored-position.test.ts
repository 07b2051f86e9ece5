import { afterEach, describe, expect, it } from 'vitest';
import { MASCOT_POSITION_STORAGE_KEY } from '@academy/shared/storage-keys';
import { readStoredPosition, storePosition } from './stored-position';

afterEach(() => localStorage.clear());

describe('stored position', () => {
  it('reads back what was stored', () => {
    storePosition({ right: 1200, top: 900 });
    expect(readStoredPosition()).toEqual({ right: 1200, top: 900 });
  });

  it('is null when nothing or something unreadable is stored', () => {
    expect(readStoredPosition()).toBeNull();
    localStorage.setItem(MASCOT_POSITION_STORAGE_KEY, '{"right":"x","top":3}');
    expect(readStoredPosition()).toBeNull();
    localStorage.setItem(MASCOT_POSITION_STORAGE_KEY, 'not json');
    expect(readStoredPosition()).toBeNull();
  });
});
