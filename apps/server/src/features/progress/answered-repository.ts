import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client.ts';
import { progressCacheFor, type AnsweredInfo } from './progress-cache.ts';

interface SummaryRow {
  question_id: string;
  attempts: number;
  points_earned: number;
  latest_id: number | string;
  latest_us: number | string;
  answer: string;
  is_correct: boolean;
  time_spent_ms: number;
}

export function createAnsweredRepository(db: Db) {
  const cache = progressCacheFor(db);

  /**
   * Every question the user has a first attempt at, with its latest attempt and attempt count.
   * Read once per user (then kept up to date in memory by ProgressCache): the count and the
   * newest time come from an index-only scan of (user_id, question_id, answered_at), the latest
   * row from one index lookup per question, so it stays cheap for 100,000 attempts.
   */
  async function load(userId: string): Promise<Map<string, AnsweredInfo>> {
    const result = await db.execute(sql`
      with per_question as (
        select question_id, count(*)::int as attempts, max(answered_at) as last_at
          from answers where user_id = ${userId} group by question_id
      )
      select p.question_id, p.attempts, f.points_earned, l.id as latest_id,
             (extract(epoch from l.answered_at) * 1000000)::bigint as latest_us,
             l.answer, l.is_correct, l.time_spent_ms
        from per_question p
        join answers f
          on f.user_id = ${userId} and f.question_id = p.question_id and f.is_first_attempt
        join lateral (
          select a.id, a.answered_at, a.answer, a.is_correct, a.time_spent_ms
            from answers a
           where a.user_id = ${userId} and a.question_id = p.question_id
             and a.answered_at = p.last_at
           order by a.id desc
           limit 1
        ) l on true
    `);
    const rows = rowsOf<SummaryRow>(result);
    return new Map(
      rows.map((r) => [
        r.question_id,
        {
          attempts: Number(r.attempts),
          pointsEarned: r.points_earned,
          latestUs: Number(r.latest_us),
          latestId: Number(r.latest_id),
          answer: r.answer,
          isCorrect: r.is_correct,
          timeSpentMs: r.time_spent_ms,
        },
      ]),
    );
  }

  return {
    answered: (userId: string) => cache.answered(userId, () => load(userId)),
    generation: (userId: string) => cache.generation(userId),
  };
}
