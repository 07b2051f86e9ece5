-- The writes of practice as functions: PL/pgSQL parses and plans a function's statements once per
-- connection and keeps the plans, where a statement sent as text is parsed and planned on every
-- call (most of a small group's time on PGlite). Each takes one array per column, one element per
-- row, in the order the calls came (see src/features/progress/practice-writes.ts). Rows of
-- question_serves go in key order in all three, so statements running at once (one instance's
-- serves, checks and answers, or two instances') never wait for each other in a circle.

-- Questions handed out again: the clock restarts; the latest serve of a question in the call wins.
CREATE FUNCTION practice_record_serves(
  user_ids uuid[], question_ids text[], served_ats timestamptz[]
) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO question_serves AS qs (user_id, question_id, served_at)
  SELECT DISTINCT ON (i.u, i.q) i.u, i.q, i.t
    FROM unnest(user_ids, question_ids, served_ats) WITH ORDINALITY AS i(u, q, t, n)
   ORDER BY i.u, i.q, i.n DESC
  ON CONFLICT (user_id, question_id) DO UPDATE
    SET served_at = excluded.served_at, hints_used = 0, superhints_used = 0;
END $$;
--> statement-breakpoint

-- The first check of each question is kept: the earliest in the call, unless one is stored
-- already, which is never replaced. A check of a question never served counts as its serve.
CREATE FUNCTION practice_record_checks(
  user_ids uuid[], question_ids text[], checked_ats timestamptz[], corrects boolean[]
) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO question_serves AS qs (user_id, question_id, served_at, checked_at, first_check_correct)
  SELECT DISTINCT ON (i.u, i.q) i.u, i.q, i.t, i.t, i.c
    FROM unnest(user_ids, question_ids, checked_ats, corrects) WITH ORDINALITY AS i(u, q, t, c, n)
   ORDER BY i.u, i.q, i.n
  ON CONFLICT (user_id, question_id) DO UPDATE
    SET checked_at = coalesce(qs.checked_at, excluded.checked_at),
        first_check_correct = coalesce(qs.first_check_correct, excluded.first_check_correct);
END $$;
--> statement-breakpoint

-- Attempts, in order, atomic as one call. Each counts as a check of its question first (a client
-- cannot skip checking to dodge it); time spent runs from the question's serve, capped at
-- max_time_ms; a first attempt earns its points only when the question's first check was right.
-- Two first attempts meeting (in one call, or from two instances) meet the partial unique index:
-- the later is stored as a repeat, never lost. Repeats go in the order given.
CREATE FUNCTION practice_record_attempts(
  user_ids uuid[], question_ids text[], answered_ats timestamptz[], corrects boolean[],
  submodule_ids text[], given_answers text[], points integer[], hints integer[],
  superhints integer[], believed_first boolean[], max_time_ms integer
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
      FROM unnest(user_ids, question_ids, answered_ats, corrects, submodule_ids, given_answers,
                  points, hints, superhints, believed_first)
             WITH ORDINALITY AS i(u, q, t, c, sm, a, p, h, sh, f, n)
      JOIN question_serves s ON s.user_id = i.u AND s.question_id = i.q
  ),
  firsts AS (
    INSERT INTO answers (user_id, question_id, submodule_id, answer, is_correct, is_first_attempt,
                         points_earned, time_spent_ms, hints_used, superhints_used, answered_at)
    SELECT u, q, sm, a, c, true, CASE WHEN first_check_correct THEN p ELSE 0 END, spent, h, sh,
           clock_timestamp()
      FROM checked WHERE tries_first ORDER BY n
    ON CONFLICT (user_id, question_id) WHERE is_first_attempt DO NOTHING
    RETURNING id, user_id, question_id, answer, is_correct, is_first_attempt, points_earned,
              time_spent_ms, (extract(epoch FROM answered_at) * 1000000)::bigint
  ),
  repeats AS (
    INSERT INTO answers (user_id, question_id, submodule_id, answer, is_correct, is_first_attempt,
                         points_earned, time_spent_ms, hints_used, superhints_used, answered_at)
    SELECT u, q, sm, a, c, false, 0, spent, h, sh, clock_timestamp()
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
