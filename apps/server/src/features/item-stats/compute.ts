// Item statistics from use (issue 39): how each question behaves with real students, and where
// that disagrees with its label or its key. Pure: the repository hands it first attempts.
import { median } from '../../lib/median.ts';

/** One first attempt, as the statistics need it. */
export interface FirstAttemptFact {
  userId: string;
  questionId: string;
  /** Right as scores count it (decision 003). */
  correct: boolean;
  answer: string;
  timeSpentMs: number;
  hintsUsed: number;
  superhintsUsed: number;
}

/** A question as its statistics need it. */
export interface ItemFacts {
  id: string;
  difficulty: number;
  type: 'multiple_choice' | 'free_entry';
  /** The key's letter for a multiple-choice question. */
  correctAnswer: string;
}

export interface ItemStats {
  questionId: string;
  difficulty: number;
  attempts: number;
  shareCorrect: number;
  medianTimeMs: number;
  shareWithHints: number;
  /** Each letter's share of the answers (multiple choice only). */
  choiceShares: Record<string, number>;
  /** Correlation of this item's correctness with the student's share right elsewhere. */
  pointBiserial: number | null;
  flags: string[];
}

/** Fewer first attempts than this say too little to flag an item. */
export const MIN_ATTEMPTS_TO_FLAG = 20;

/**
 * The share of first attempts right that each label should see: 1–2 easy, 3 medium, 4–5 hard,
 * after College Board's bands (most students right on an easy item, few on a hard one).
 */
export const EXPECTED_SHARE_CORRECT: Record<number, [low: number, high: number]> = {
  1: [0.75, 1],
  2: [0.6, 0.95],
  3: [0.4, 0.8],
  4: [0.25, 0.65],
  5: [0, 0.5],
};

function pearson(xs: number[], ys: number[]): number | null {
  const n = xs.length;
  if (n < 3) return null;
  const mean = (v: number[]) => v.reduce((a, b) => a + b, 0) / n;
  const mx = mean(xs);
  const my = mean(ys);
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < n; i++) {
    sxy += (xs[i]! - mx) * (ys[i]! - my);
    sxx += (xs[i]! - mx) ** 2;
    syy += (ys[i]! - my) ** 2;
  }
  return sxx === 0 || syy === 0 ? null : sxy / Math.sqrt(sxx * syy);
}

/** Every item with at least one first attempt, in the order of `items`. */
export function computeItemStats(items: ItemFacts[], facts: FirstAttemptFact[]): ItemStats[] {
  // Each student's right and total first attempts, to rate them on everything but one item.
  const byUser = new Map<string, { right: number; total: number }>();
  for (const f of facts) {
    const u = byUser.get(f.userId) ?? { right: 0, total: 0 };
    u.right += f.correct ? 1 : 0;
    u.total += 1;
    byUser.set(f.userId, u);
  }
  const byItem = new Map<string, FirstAttemptFact[]>();
  for (const f of facts) {
    const list = byItem.get(f.questionId);
    if (list) list.push(f);
    else byItem.set(f.questionId, [f]);
  }
  const stats: ItemStats[] = [];
  for (const item of items) {
    const attempts = byItem.get(item.id) ?? [];
    if (attempts.length === 0) continue;
    const n = attempts.length;
    const shareCorrect = attempts.filter((f) => f.correct).length / n;
    const choiceShares: Record<string, number> = {};
    if (item.type === 'multiple_choice') {
      for (const f of attempts) {
        const letter = f.answer.trim().toUpperCase();
        choiceShares[letter] = (choiceShares[letter] ?? 0) + 1 / n;
      }
    }
    // The rest score leaves the item out, so an item does not correlate with itself.
    const rest = attempts.map((f) => {
      const u = byUser.get(f.userId)!;
      const others = u.total - 1;
      return others === 0 ? 0 : (u.right - (f.correct ? 1 : 0)) / others;
    });
    const pointBiserial = pearson(
      attempts.map((f) => (f.correct ? 1 : 0)),
      rest,
    );
    const flags: string[] = [];
    if (n >= MIN_ATTEMPTS_TO_FLAG) {
      const [low, high] = EXPECTED_SHARE_CORRECT[item.difficulty] ?? [0, 1];
      if (shareCorrect < low || shareCorrect > high) {
        flags.push(
          `${Math.round(shareCorrect * 100)}% right first time, outside ${Math.round(low * 100)}–` +
            `${Math.round(high * 100)}% for difficulty ${item.difficulty}`,
        );
      }
      const keyShare = choiceShares[item.correctAnswer] ?? 0;
      for (const [letter, share] of Object.entries(choiceShares)) {
        if (letter !== item.correctAnswer && share > keyShare) {
          flags.push(`choice ${letter} draws more answers than the key ${item.correctAnswer}`);
        }
      }
      if (pointBiserial !== null && pointBiserial < 0.1) {
        flags.push('does not separate strong students from weak ones (point-biserial < 0.10)');
      }
    }
    stats.push({
      questionId: item.id,
      difficulty: item.difficulty,
      attempts: n,
      shareCorrect,
      // Stored in whole milliseconds: an even count's median may fall on half of one.
      medianTimeMs: Math.round(median(attempts.map((f) => f.timeSpentMs)) ?? 0),
      shareWithHints: attempts.filter((f) => f.hintsUsed > 0 || f.superhintsUsed > 0).length / n,
      choiceShares,
      pointBiserial,
      flags,
    });
  }
  return stats;
}
