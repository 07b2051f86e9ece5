ALTER TABLE "test_attempt_modules" ADD COLUMN "reached" boolean DEFAULT true NOT NULL;--> statement-breakpoint
-- Modules whose break is still on were not shown yet; every earlier one is taken as reached.
UPDATE "test_attempt_modules" SET "reached" = false
WHERE "finished_at" IS NULL AND "started_at" > now();
