import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  EVALUATION_KEPT_HOURS,
  EVALUATION_STORAGE_KEY,
  clearProgress,
  loadProgress,
  saveProgress,
} from './evaluation-storage';

afterEach(() => localStorage.clear());

describe('evaluation progress in local storage', () => {
  it('saves, loads and clears answers and position', () => {
    const progress = { answers: { q1: 'A', q2: '21' }, position: { section: 1, index: 0 } };
    saveProgress(progress, EVALUATION_STORAGE_KEY, 1_000);
    expect(JSON.parse(localStorage.getItem(EVALUATION_STORAGE_KEY)!)).toEqual({
      ...progress,
      savedAt: 1_000,
    });
    expect(loadProgress(EVALUATION_STORAGE_KEY, 2_000)).toEqual(progress);
    clearProgress();
    expect(localStorage.getItem(EVALUATION_STORAGE_KEY)).toBeNull();
    expect(loadProgress()).toBeUndefined();
  });

  it('drops progress left for longer than a day: the next visitor starts afresh', () => {
    const progress = { answers: { q1: 'A' }, position: { section: 0, index: 0 } };
    const savedAt = Date.UTC(2026, 11, 4, 9);
    saveProgress(progress, EVALUATION_STORAGE_KEY, savedAt);
    const hours = (h: number) => savedAt + h * 3_600_000;
    expect(loadProgress(EVALUATION_STORAGE_KEY, hours(EVALUATION_KEPT_HOURS))).toEqual(progress);
    expect(loadProgress(EVALUATION_STORAGE_KEY, hours(EVALUATION_KEPT_HOURS + 1))).toBeUndefined();
  });

  it('ignores what it did not write', () => {
    const undated = '{"answers":{"q1":"A"},"position":{"section":0,"index":0}}';
    for (const raw of ['not json', '[]', '{"answers":[]}', '{"answers":{}}', 'null', undated]) {
      localStorage.setItem(EVALUATION_STORAGE_KEY, raw);
      expect(loadProgress()).toBeUndefined();
    }
  });

  it('keeps only string answers and falls back to the start for an odd position', () => {
    localStorage.setItem(
      EVALUATION_STORAGE_KEY,
      JSON.stringify({
        answers: { q1: 'B', q2: 7, q3: null },
        position: { section: 'x' },
        savedAt: Date.now(),
      }),
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
