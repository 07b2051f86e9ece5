-- Less work per recorded answer, measured in bench/RESULTS.md (sixth pass):
-- - answers.submodule_id was written and never read (the review takes a question's submodule
--   from the bank in memory), and its foreign key was checked on every insert;
-- - answers_user_time_idx served only per-user scans, which answers_user_question_time_idx
--   serves by its leading column;
-- - the check that comes with each answer rewrote its question_serves row even when the question
--   was checked already, as it almost always is (the page checks before it records).
ALTER TABLE "answers" DROP CONSTRAINT "answers_submodule_id_submodules_id_fk";
--> statement-breakpoint
DROP INDEX "answers_user_time_idx";
--> statement-breakpoint
ALTER TABLE "answers" DROP COLUMN "submodule_id";
--> statement-breakpoint

-- As in 0004_practice_functions, without the submodule.
CREATE FUNCTION practice_record_attempts(
  user_ids uuid[], question_ids text[], answered_ats timestamptz[], corrects boolean[],
  given_answers text[], points integer[], hints integer[], superhints integer[],
  believed_first boolean[], max_time_ms integer
) RETURNS TABLE (
  id bigint, user_id uuid, question_id text, answer text, is_correct boolean,
  is_first_attempt boolean, points_earned integer, time_spent_ms integer, answered_us bigint
) LANGUAGE plpgsql AS $$
#variable_conflict use_column
BEGIN
  PERFORM practice_record_checks(user_ids, question_ids, answered_ats, corrects);
  RETURN QUERY
  WITH checked AS (
    SELECT i.*, s.first_check_correct,
           least(greatest(0, extract(epoch FROM i.t - s.served_at) * 1000), max_time_ms)::integer
             AS spent,
           i.f AND i.n = min(i.n) FILTER (WHERE i.f) OVER (PARTITION BY i.u, i.q) AS tries_first
      FROM unnest(user_ids, question_ids, answered_ats, corrects, given_answers, points, hints,
                  superhints, believed_first)
             WITH ORDINALITY AS i(u, q, t, c, a, p, h, sh, f, n)
      JOIN question_serves s ON s.user_id = i.u AND s.question_id = i.q
  ),
  firsts AS (
    INSERT INTO answers (user_id, question_id, answer, is_correct, is_first_attempt,
                         points_earned, time_spent_ms, hints_used, superhints_used, answered_at)
    SELECT u, q, a, c, true, CASE WHEN first_check_correct THEN p ELSE 0 END, spent, h, sh,
           clock_timestamp()
      FROM checked WHERE tries_first ORDER BY n
    ON CONFLICT (user_id, question_id) WHERE is_first_attempt DO NOTHING
    RETURNING id, user_id, question_id, answer, is_correct, is_first_attempt, points_earned,
              time_spent_ms, (extract(epoch FROM answered_at) * 1000000)::bigint
  ),
  repeats AS (
    INSERT INTO answers (user_id, question_id, answer, is_correct, is_first_attempt,
                         points_earned, time_spent_ms, hints_used, superhints_used, answered_at)
    SELECT u, q, a, c, false, 0, spent, h, sh, clock_timestamp()
      FROM checked
     WHERE NOT (tries_first AND EXISTS (SELECT 1 FROM firsts
                                          WHERE firsts.user_id = checked.u
                                            AND firsts.question_id = checked.q))
     ORDER BY n
    RETURNING id, user_id, question_id, answer, is_correct, is_first_attempt, points_earned,
              time_spent_ms, (extract(epoch FROM answered_at) * 1000000)::bigint
  )
  SELECT * FROM firsts UNION ALL SELECT * FROM repeats;
END $$;
--> statement-breakpoint

-- The previous release's signature, so that its instances keep recording answers while a rolling
-- upgrade replaces them. A later migration drops it.
CREATE OR REPLACE FUNCTION practice_record_attempts(
  user_ids uuid[], question_ids text[], answered_ats timestamptz[], corrects boolean[],
  submodule_ids text[], given_answers text[], points integer[], hints integer[],
  superhints integer[], believed_first boolean[], max_time_ms integer
) RETURNS TABLE (
  id bigint, user_id uuid, question_id text, answer text, is_correct boolean,
  is_first_attempt boolean, points_earned integer, time_spent_ms integer, answered_us bigint
) LANGUAGE sql AS $$
  SELECT * FROM practice_record_attempts(user_ids, question_ids, answered_ats, corrects,
                                         given_answers, points, hints, superhints,
                                         believed_first, max_time_ms)
$$;
--> statement-breakpoint

-- As in 0004_practice_functions, but a row checked already is left as it is (still locked, so
-- the order of locks between statements stays the same).
CREATE OR REPLACE FUNCTION practice_record_checks(
  user_ids uuid[], question_ids text[], checked_ats timestamptz[], corrects boolean[]
) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO question_serves AS qs (user_id, question_id, served_at, checked_at, first_check_correct)
  SELECT DISTINCT ON (i.u, i.q) i.u, i.q, i.t, i.t, i.c
    FROM unnest(user_ids, question_ids, checked_ats, corrects) WITH ORDINALITY AS i(u, q, t, c, n)
   ORDER BY i.u, i.q, i.n
  ON CONFLICT (user_id, question_id) DO UPDATE
    SET checked_at = excluded.checked_at,
        first_check_correct = excluded.first_check_correct
    WHERE qs.checked_at IS NULL;
END $$;
