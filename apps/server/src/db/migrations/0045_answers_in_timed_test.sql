ALTER TABLE "answers" ADD COLUMN "in_timed_test" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- A timed test's answers reached practice with no time (a test hands out no practice serve to
-- time them from): the review showed "0s" and they pulled medians down. They take the test's
-- count for the question; study time already counts their module.
UPDATE "answers" AS a
SET "in_timed_test" = true, "time_spent_ms" = ta."seconds" * 1000
FROM "test_answers" AS ta
JOIN "test_attempts" AS t ON t."id" = ta."attempt_id"
WHERE a."user_id" = t."user_id" AND a."question_id" = ta."question_id"
  AND a."answered_at" = ta."answered_at" AND a."is_first_attempt";
