import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client.ts';
import { questionFlags } from '../../db/schema/index.ts';
import { progressCacheFor } from './progress-cache.ts';
import type { AnsweredInfo } from './progress-records.ts';

interface SummaryRow {
  question_id: string;
  attempts: number;
  first_right: number | null;
  points_earned: number;
  latest_id: number | string;
  latest_us: number | string;
  answer: string;
  is_correct: boolean;
  time_spent_ms: number;
  in_timed_test: boolean;
}

export function createAnsweredRepository(db: Db) {
  const cache = progressCacheFor(db);

  /**
   * Every question the user has a first attempt at, with its latest attempt and attempt count.
   * Read once per user (then kept up to date in memory by ProgressCache): the count and the
   * newest time come from an index-only scan of (user_id, question_id, answered_at), the latest
   * row from one index lookup per question, so it stays cheap for 100,000 attempts. The first
   * right attempt numbers the attempts in order, the first attempt first.
   */
  async function load(userId: string): Promise<Map<string, AnsweredInfo>> {
    const result = await db.execute(sql`
      with per_question as (
        select question_id, count(*)::int as attempts, max(answered_at) as last_at
          from answers where user_id = ${userId} group by question_id
      ), numbered as (
        select question_id, is_correct,
               row_number() over (partition by question_id
                                  order by is_first_attempt desc, answered_at, id) as n
          from answers where user_id = ${userId}
      ), first_right as (
        select question_id, min(n)::int as first_right
          from numbered where is_correct group by question_id
      )
      select p.question_id, p.attempts, r.first_right, f.points_earned, l.id as latest_id,
             (extract(epoch from l.answered_at) * 1000000)::bigint as latest_us,
             l.answer, l.is_correct, l.time_spent_ms, l.in_timed_test
        from per_question p
        join answers f
          on f.user_id = ${userId} and f.question_id = p.question_id and f.is_first_attempt
        join lateral (
          select a.id, a.answered_at, a.answer, a.is_correct, a.time_spent_ms, a.in_timed_test
            from answers a
           where a.user_id = ${userId} and a.question_id = p.question_id
             and a.answered_at = p.last_at
           order by a.id desc
           limit 1
        ) l on true
        left join first_right r on r.question_id = p.question_id
    `);
    const rows = rowsOf<SummaryRow>(result);
    return new Map(
      rows.map((r) => [
        r.question_id,
        {
          attempts: Number(r.attempts),
          firstRightAttempt: r.first_right === null ? null : Number(r.first_right),
          pointsEarned: r.points_earned,
          latestUs: Number(r.latest_us),
          latestId: Number(r.latest_id),
          answer: r.answer,
          isCorrect: r.is_correct,
          timeSpentMs: r.time_spent_ms,
          inTimedTest: r.in_timed_test,
        },
      ]),
    );
  }

  /** The user's open flags for the tutor, the latest per question (from memory once read). */
  const openFlags = (userId: string) =>
    cache.flags(userId, async () => {
      const rows = await db
        .selectDistinctOn([questionFlags.questionId], {
          questionId: questionFlags.questionId,
          note: questionFlags.note,
          createdAt: questionFlags.createdAt,
        })
        .from(questionFlags)
        .where(and(eq(questionFlags.userId, userId), isNull(questionFlags.resolvedAt)))
        .orderBy(questionFlags.questionId, desc(questionFlags.createdAt), desc(questionFlags.id));
      return new Map(
        rows.map((r) => [r.questionId, { note: r.note, createdAt: r.createdAt.toISOString() }]),
      );
    });

  return {
    openFlags,
    answered: (userId: string) => cache.answered(userId, () => load(userId)),
    generation: (userId: string) => cache.generation(userId),
  };
}
