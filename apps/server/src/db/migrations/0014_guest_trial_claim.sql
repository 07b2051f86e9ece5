-- A Guest's trial question, claimed atomically: the check of a question the user has not
-- checked yet is stored only while fewer than lim questions are checked. Claims of one user
-- take turns on the user's row (FOR NO KEY UPDATE: the foreign-key checks of other practice
-- writes, which take KEY SHARE, do not wait for it), and each statement after the lock sees the
-- claims committed before it, so 150 checks at once let exactly lim questions through, on
-- every instance. A question already checked is always allowed (revisits past the trial).
CREATE FUNCTION practice_claim_trial(
  uid uuid, qid text, checked_at timestamptz, correct boolean, lim integer
) RETURNS boolean LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM users WHERE id = uid FOR NO KEY UPDATE;
  IF EXISTS (SELECT 1 FROM question_serves s
              WHERE s.user_id = uid AND s.question_id = qid AND s.checked_at IS NOT NULL) THEN
    RETURN true;
  END IF;
  IF (SELECT count(*) FROM question_serves s
       WHERE s.user_id = uid AND s.checked_at IS NOT NULL) >= lim THEN
    RETURN false;
  END IF;
  PERFORM practice_record_checks(ARRAY[uid], ARRAY[qid], ARRAY[checked_at], ARRAY[correct]);
  RETURN true;
END $$;
