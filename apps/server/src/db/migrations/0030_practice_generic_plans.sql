-- The practice functions were meant to plan their statements once per connection (0004). Under
-- plan_cache_mode auto, PostgreSQL plans a statement with parameters afresh (a custom plan) until
-- it judges the generic plan cheap enough, and for these it went on planning. Recording a group
-- of answers over the seeded bank (bench/seed.ts), median of 80, two rounds each, custom against
-- generic plans: on PGlite a group of one 3.1-4.4 ms against 2.2-2.3, of five 3.8-4.0 against
-- 3.0-3.2, of ten 4.4-6.2 against 3.6-3.7; on PostgreSQL within the runs' noise (a group of one
-- 1.9-2.2 ms against 2.0-2.7); groups of 50 and 200 the same either way. Small groups are what a
-- quiet server, and each student's wait, see.
ALTER FUNCTION practice_record_serves(uuid[], text[], timestamptz[])
  SET plan_cache_mode = force_generic_plan;
--> statement-breakpoint
ALTER FUNCTION practice_record_checks(uuid[], text[], timestamptz[], boolean[])
  SET plan_cache_mode = force_generic_plan;
--> statement-breakpoint
ALTER FUNCTION practice_record_attempts(
  uuid[], text[], timestamptz[], boolean[], text[], integer[], integer[], integer[], boolean[], integer
) SET plan_cache_mode = force_generic_plan;
--> statement-breakpoint
ALTER FUNCTION practice_claim_trial(uuid, text, timestamptz, boolean, integer)
  SET plan_cache_mode = force_generic_plan;
