import type { ProgressDashboard } from '@academy/shared/progress-dashboard';
import type { ContentStore } from '../catalog/content-store.ts';
import { topicMastery, weakestConcepts, weeklyActivity } from './dashboard.ts';
import { practiceEstimate } from './practice-estimate.ts';
import { rightFirstTime, type FirstAttemptInfo } from './progress-records.ts';
import type { ProgressRepository } from './repository.ts';
import { currentStreak } from './streak.ts';
import { userScores } from './user-scores.ts';

interface Memo {
  generation: number;
  /** The UTC day it was made on: weeks and the streak move with the date. */
  day: string;
  dashboard: ProgressDashboard;
}

// Keyed as in user-scores.ts: by the cached first-attempt map, which a re-read replaces and a
// write made here changes with the user's generation. A user's page is read far more often
// than they answer, and the day totals come from the database.
const memos = new WeakMap<Map<string, FirstAttemptInfo>, Memo>();

/** GET /progress/dashboard for one user (issue 36). */
export function createDashboardService(content: ContentStore, repo: ProgressRepository) {
  return async function dashboard(userId: string, now = new Date()): Promise<ProgressDashboard> {
    const snapshot = content.get();
    const { firsts, bySubmodule } = await userScores(repo, snapshot, userId);
    const generation = repo.generation(userId);
    const day = now.toISOString().slice(0, 10);
    const memo = memos.get(firsts);
    if (memo && memo.generation === generation && memo.day === day) return memo.dashboard;

    const days = await repo.practiceDays(userId);
    let correct = 0;
    for (const info of firsts.values()) if (rightFirstTime(info)) correct += 1;
    const topics = topicMastery(snapshot, firsts, bySubmodule);
    const dashboard: ProgressDashboard = {
      weeks: weeklyActivity(firsts, now),
      totals: {
        answered: firsts.size,
        correct,
        timeSpentMs: days.reduce((sum, d) => sum + d.timeSpentMs, 0),
        currentStreakDays: currentStreak(
          days.map((d) => d.date),
          now,
        ),
      },
      topics,
      weakest: weakestConcepts(topics),
      estimate: practiceEstimate(snapshot, firsts),
    };
    // Only if no write landed while the days were read.
    if (repo.generation(userId) === generation) {
      memos.set(firsts, { generation, day, dashboard });
    }
    return dashboard;
  };
}
