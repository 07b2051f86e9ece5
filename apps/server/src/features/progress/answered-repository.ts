import { sql, type SQL } from 'drizzle-orm';
import type { AnsweredFilter } from '@academy/shared/progress';
import type { Db } from '../../db/client.ts';
import type { StoredChoice } from '../../db/schema/catalog.ts';

export interface AnsweredRow {
  question_id: string;
  answered_at: Date | string;
  body: string;
  body_latex: string;
  image_url: string | null;
  type: string;
  choices: StoredChoice[];
  correct_answer: string;
  correct_answer_latex: string;
  user_answer: string;
  is_correct: boolean;
  explanation: string;
  explanation_latex: string;
  explanation_image: string | null;
  module_name: string;
  submodule_name: string;
  difficulty: number;
  points_earned: number;
  time_spent_ms: number;
  attempts: number;
  concepts: { _id: string; name: string }[] | null;
  total: number;
}

/** LIKE wildcards and the escape character typed by a user match themselves. */
const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function createAnsweredRepository(db: Db) {
  /**
   * One row per answered question with its latest attempt, newest first. A user's first
   * attempts are at most the size of the bank (the partial unique index finds them), and each
   * one's latest attempt is one lookup on (user_id, question_id, answered_at), so the page stays
   * fast however many attempts a user has made.
   */
  function whereClause(userId: string, filter: AnsweredFilter) {
    const conditions: SQL[] = [sql`f.user_id = ${userId}`, sql`f.is_first_attempt`];
    if (filter.module) conditions.push(sql`s.module_id = ${filter.module}`);
    if (filter.subModule) conditions.push(sql`q.submodule_id = ${filter.subModule}`);
    if (filter.concepts?.length) {
      const ids = sql.join(
        filter.concepts.map((id) => sql`${id}`),
        sql`, `,
      );
      conditions.push(
        sql`exists (select 1 from question_concepts qc where qc.question_id = q.id and qc.concept_id in (${ids}))`,
      );
    }
    if (filter.search) {
      const pattern = likePattern(filter.search);
      conditions.push(
        sql`(q.body ilike ${pattern} escape '\\' or q.body_latex ilike ${pattern} escape '\\')`,
      );
    }
    return sql.join(conditions, sql` and `);
  }

  const filtered = sql`
        from answers f
        join questions q on q.id = f.question_id
        join submodules s on s.id = q.submodule_id
        join modules m on m.id = s.module_id`;

  async function page(userId: string, filter: AnsweredFilter) {
    const offset = (filter.page - 1) * filter.limit;

    const result = await db.execute(sql`
      select q.id as question_id, latest.answered_at, q.body, q.body_latex, q.image_url, q.type,
             q.choices, q.correct_answer, q.correct_answer_latex, latest.answer as user_answer,
             latest.is_correct, q.explanation, q.explanation_latex, q.explanation_image,
             m.name as module_name, s.name as submodule_name, q.difficulty,
             f.points_earned, latest.time_spent_ms,
             (select count(*)::int from answers c where c.user_id = f.user_id and c.question_id = f.question_id) as attempts,
             (select json_agg(json_build_object('_id', co.id, 'name', co.name) order by co.position)
                from question_concepts qc join concepts co on co.id = qc.concept_id
               where qc.question_id = q.id) as concepts,
             count(*) over ()::int as total
        ${filtered}
        join lateral (
          select a.answered_at, a.answer, a.is_correct, a.time_spent_ms
            from answers a
           where a.user_id = f.user_id and a.question_id = f.question_id
           order by a.answered_at desc, a.id desc
           limit 1
        ) latest on true
       where ${whereClause(userId, filter)}
       order by latest.answered_at desc, q.id
       limit ${filter.limit} offset ${offset}
    `);
    return (result as unknown as { rows: AnsweredRow[] }).rows;
  }

  /** Only needed past the last page, where the window count has no row to ride on. */
  async function count(userId: string, filter: AnsweredFilter) {
    const result = await db.execute(
      sql`select count(*)::int as total ${filtered} where ${whereClause(userId, filter)}`,
    );
    return (result as unknown as { rows: { total: number }[] }).rows[0]?.total ?? 0;
  }

  return { page, count };
}
