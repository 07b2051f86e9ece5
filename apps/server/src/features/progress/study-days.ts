import type { FirstAttemptInfo } from './progress-records.ts';
import type { ProgressRepository } from './repository.ts';
import type { StudyDay } from './study-time.ts';

interface Memo {
  generation: number;
  /** Being read, or read: calls meanwhile share it rather than each reading the days again. */
  days: Promise<StudyDay[]>;
}

// Keyed as in user-scores.ts: by the cached first-attempt map, which a re-read replaces and a
// write made here (an answer, a test module ended) changes with the user's generation.
const memos = new WeakMap<Map<string, FirstAttemptInfo>, Memo>();

/**
 * The Dallas days a user studied, newest first (studyTime): the streak, the weeks the charts
 * cover and the recent days of /progress, /progress/stats, the dashboard (the parent's and the
 * tutor's views of it too) all count these. Read once per change: a grouped scan of every
 * answer, which /progress and the dashboard would otherwise each make.
 */
export async function studyDays(repo: ProgressRepository, userId: string): Promise<StudyDay[]> {
  const firsts = await repo.firstAttemptMap(userId);
  const generation = repo.generation(userId);
  const memo = memos.get(firsts);
  if (memo && memo.generation === generation) return memo.days;
  const days = repo.studyDays(userId);
  memos.set(firsts, { generation, days });
  const forget = () => {
    if (memos.get(firsts)?.days === days) memos.delete(firsts);
  };
  // Kept only if no write landed while the days were read; a failure is not kept either.
  days.then(() => repo.generation(userId) === generation || forget(), forget);
  return days;
}
