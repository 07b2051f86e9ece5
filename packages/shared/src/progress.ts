// Progress shapes (GET /progress, GET /progress/stats).
export interface ProgressTotals {
  /** Distinct questions answered at least once. */
  answered: number;
  attempts: number;
  /** Questions whose first attempt was right. */
  correct: number;
  points: number;
  /** correct / answered, 0–1. */
  accuracy: number;
  timeSpentMs: number;
  /** Consecutive days (UTC) with at least one answer, ending today or yesterday. */
  currentStreakDays: number;
}

export interface SubmoduleProgress {
  subModule: string;
  name: string;
  answered: number;
  total: number;
  correct: number;
  averageScore: number;
}

export interface ProgressOverview {
  totals: ProgressTotals;
  subModules: SubmoduleProgress[];
}

export interface ProgressStats {
  totals: ProgressTotals;
  byDifficulty: { difficulty: number; answered: number; correct: number }[];
  recentDays: { date: string; answered: number; correct: number }[];
}
