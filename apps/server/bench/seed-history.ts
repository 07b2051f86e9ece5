// The answer histories the bench seeds: deterministic, so two runs load the same volumes.
import type { answers, questionServes } from '../src/db/schema/index.ts';
import type { BenchQuestion } from './seed.ts';

const DAY_MS = 86_400_000;

/** A small deterministic generator, so two runs seed the same volumes and spreads. */
export function prng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export type AnswerRow = typeof answers.$inferInsert;
export type ServeRow = typeof questionServes.$inferInsert;

/**
 * One user's history: a first attempt per question in `questionPool` (spread over `days`), and
 * `repeats` later attempts of questions already seen, each after that question's first.
 */
export function history(
  userId: string,
  questionPool: BenchQuestion[],
  repeats: number,
  days: number,
  now: number,
  random: () => number,
) {
  const start = now - days * DAY_MS;
  const firstAt = questionPool.map(() => start + random() * (now - start - 60_000));
  const rows: AnswerRow[] = [];
  const serves: ServeRow[] = [];
  questionPool.forEach((q, i) => {
    const right = random() < 0.62;
    const at = new Date(firstAt[i]!);
    rows.push({
      userId,
      questionId: q.id,
      answer: right ? q.correct : q.wrong,
      isCorrect: right,
      isFirstAttempt: true,
      pointsEarned: right ? q.difficulty : 0,
      timeSpentMs: Math.round(15_000 + random() * 240_000),
      hintsUsed: random() < 0.3 ? 1 : 0,
      answeredAt: at,
    });
    serves.push({
      userId,
      questionId: q.id,
      servedAt: at,
      checkedAt: at,
      firstCheckCorrect: right,
    });
  });
  for (let r = 0; r < repeats; r++) {
    const i = Math.floor(random() * questionPool.length);
    const q = questionPool[i]!;
    const right = random() < 0.8;
    const from = firstAt[i]! + 60_000;
    rows.push({
      userId,
      questionId: q.id,
      answer: right ? q.correct : q.wrong,
      isCorrect: right,
      isFirstAttempt: false,
      pointsEarned: 0,
      timeSpentMs: Math.round(5_000 + random() * 120_000),
      answeredAt: new Date(from + random() * (now - from)),
    });
  }
  return { rows, serves };
}
