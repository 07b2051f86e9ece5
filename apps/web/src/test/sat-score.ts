import type { SatScore } from '@academy/shared/sat-scores';

/** Official scores of the SAT of Sat, Nov 7, 2026; practice had a Math estimate then only. */
export const satScore: SatScore = {
  id: 'o1',
  testDate: '2026-11-07',
  math: 700,
  readingWriting: 680,
  total: 1380,
  practiceEstimate: { math: { low: 660, high: 720 }, readingWriting: null },
  createdAt: '2026-11-25T12:00:00.000Z',
};
