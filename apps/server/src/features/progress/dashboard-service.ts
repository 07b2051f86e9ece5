import { academyDay } from '@academy/shared/academy-day';
import type { ProgressDashboard } from '@academy/shared/progress-dashboard';
import type { ContentSnapshot, ContentStore } from '../catalog/content-store.ts';
import { topicMastery, weakestConcepts, weeklyActivity } from './dashboard.ts';
import { practiceEstimate } from './practice-estimate.ts';
import { rightFirstTime, type FirstAttemptInfo } from './progress-records.ts';
import type { ProgressRepository } from './repository.ts';
import { currentStreak } from './streak.ts';
import { studyDays } from './study-days.ts';
import { userScores } from './user-scores.ts';

interface Memo {
  generation: number;
  /** The bank it was made from: an import changes the topics' totals and what counts as done. */
  snapshot: ContentSnapshot;
  /** The Dallas day it was made on: weeks and the streak move with the date. */
  day: string;
  /** Being made, or made: calls meanwhile share it rather than each reading the days again. */
  dashboard: Promise<ProgressDashboard>;
}

// Keyed as in user-scores.ts: by the cached first-attempt map, which a re-read replaces and a
// write made here changes with the user's generation. A user's page is read far more often
// than they answer, and the day totals come from the database.
const memos = new WeakMap<Map<string, FirstAttemptInfo>, Memo>();

/** GET /progress/dashboard for one user (issue 36). */
export function createDashboardService(content: ContentStore, repo: ProgressRepository) {
  const forget = (firsts: Map<string, FirstAttemptInfo>, made: Promise<ProgressDashboard>) => {
    if (memos.get(firsts)?.dashboard === made) memos.delete(firsts);
  };

  async function make(
    snapshot: ContentSnapshot,
    { firsts, bySubmodule }: Awaited<ReturnType<typeof userScores>>,
    userId: string,
    now: Date,
  ): Promise<ProgressDashboard> {
    const days = await studyDays(repo, userId);
    let correct = 0;
    let points = 0;
    for (const info of firsts.values()) {
      if (rightFirstTime(info)) correct += 1;
      points += info.pointsEarned;
    }
    const topics = topicMastery(snapshot, firsts, bySubmodule);
    return {
      // Newest first: the last is the first day ever studied, on or before every answer's.
      weeks: weeklyActivity(firsts, now, days.at(-1)?.date),
      totals: {
        answered: firsts.size,
        correct,
        points,
        timeSpentMs: days.reduce((sum, d) => sum + d.timeSpentMs, 0),
        currentStreakDays: currentStreak(
          days.map((d) => d.date),
          now,
        ),
      },
      topics,
      weakest: weakestConcepts(topics),
      estimate: practiceEstimate(snapshot, firsts, 'math'),
      readingWritingEstimate: practiceEstimate(snapshot, firsts, 'reading-writing'),
    };
  }

  return async function dashboard(userId: string, now = new Date()): Promise<ProgressDashboard> {
    const snapshot = content.get();
    const scores = await userScores(repo, snapshot, userId);
    const { firsts } = scores;
    const generation = repo.generation(userId);
    const day = academyDay(now);
    const memo = memos.get(firsts);
    if (memo?.generation === generation && memo.day === day && memo.snapshot === snapshot) {
      return memo.dashboard;
    }

    // A user's page opened many times at once after their copy in memory expired read the days
    // once per call, a grouped scan of every answer each: on PostgreSQL a burst of them waited
    // past the pool's timeout. The first call makes it; the others wait for the same one.
    const made = make(snapshot, scores, userId, now);
    memos.set(firsts, { generation, snapshot, day, dashboard: made });
    made.then(
      // Only if no write landed while the days were read; a failure is not kept either.
      () => repo.generation(userId) === generation || forget(firsts, made),
      () => forget(firsts, made),
    );
    return made;
  };
}
