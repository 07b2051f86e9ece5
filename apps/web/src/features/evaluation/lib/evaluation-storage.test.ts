import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  EVALUATION_STORAGE_KEY,
  clearProgress,
  loadProgress,
  saveProgress,
} from './evaluation-storage';

afterEach(() => sessionStorage.clear());

describe('evaluation progress in session storage', () => {
  it('saves, loads and clears answers and position', () => {
    const progress = { answers: { q1: 'A', q2: '21' }, position: { section: 1, index: 0 } };
    saveProgress(progress);
    expect(JSON.parse(sessionStorage.getItem(EVALUATION_STORAGE_KEY)!)).toEqual(progress);
    expect(loadProgress()).toEqual(progress);
    clearProgress();
    expect(sessionStorage.getItem(EVALUATION_STORAGE_KEY)).toBeNull();
    expect(loadProgress()).toBeUndefined();
  });

  it('ignores what it did not write', () => {
    for (const raw of ['not json', '[]', '{"answers":[]}', '{"answers":{}}', 'null']) {
      sessionStorage.setItem(EVALUATION_STORAGE_KEY, raw);
      expect(loadProgress()).toBeUndefined();
    }
  });

  it('keeps only string answers and falls back to the start for an odd position', () => {
    sessionStorage.setItem(
      EVALUATION_STORAGE_KEY,
      JSON.stringify({ answers: { q1: 'B', q2: 7, q3: null }, position: { section: 'x' } }),
    );
    expect(loadProgress()).toEqual({ answers: { q1: 'B' }, position: { section: 0, index: 0 } });
  });

  it('works without storage: nothing restored, nothing thrown', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('blocked');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('blocked');
    });
    expect(loadProgress()).toBeUndefined();
    expect(() => saveProgress({ answers: {}, position: { section: 0, index: 0 } })).not.toThrow();
  });
});
