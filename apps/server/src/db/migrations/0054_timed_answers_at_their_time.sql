-- A timed test's answers joined practice stamped with their module's end until 2026-12-07; each
-- takes the time it was given in the test, so the charts' weeks and review's order count it there.
-- Only rows still carrying that stamp and the test's answer are moved.
UPDATE "answers" AS a SET "answered_at" = ta."answered_at"
FROM "test_answers" ta
JOIN "test_attempts" t ON t."id" = ta."attempt_id"
JOIN "test_attempt_modules" m ON m."attempt_id" = ta."attempt_id" AND m."index" = ta."module_index"
WHERE a."in_timed_test"
  AND a."is_first_attempt"
  AND a."user_id" = t."user_id"
  AND a."question_id" = ta."question_id"
  AND a."answer" = ta."answer"
  AND a."answered_at" = m."finished_at"
  AND ta."answered_at" < m."finished_at";
