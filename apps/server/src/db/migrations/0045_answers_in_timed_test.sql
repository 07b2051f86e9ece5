ALTER TABLE "answers" ADD COLUMN "in_timed_test" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- A timed test's answers reached practice with no time (a test hands out no practice serve to
-- time them from): the review showed "0s" and they pulled medians down. They take the test's
-- count for the question; study time already counts their module. A module's answers were
-- stored as first attempts, without hints, as it ended (stamped by the database's clock, a
-- moment after the module's end by the server's): a first attempt so made is the test's.
UPDATE "answers" AS a
SET "in_timed_test" = true, "time_spent_ms" = ta."seconds" * 1000
FROM "test_answers" AS ta
JOIN "test_attempt_modules" AS m ON m."attempt_id" = ta."attempt_id" AND m."index" = ta."module_index"
JOIN "test_attempts" AS t ON t."id" = ta."attempt_id"
WHERE a."user_id" = t."user_id" AND a."question_id" = ta."question_id" AND a."answer" = ta."answer"
  AND a."is_first_attempt" AND a."hints_used" = 0 AND a."superhints_used" = 0
  AND a."answered_at" BETWEEN m."finished_at" - interval '1 minute'
                          AND m."finished_at" + interval '10 minutes';
