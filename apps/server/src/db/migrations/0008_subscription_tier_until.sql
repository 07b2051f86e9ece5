-- When a user's stored tier stops being right with no event to say so (a plan or pass that
-- ends, a chained pass that takes over): the server compares it with the clock on each signed-in
-- request and rewrites the tier then (features/payments/tier-rollover.ts). Earlier releases
-- neither read nor write it; their rows are bounded by the paid tier's end date.
ALTER TABLE "users" ADD COLUMN "subscription_tier_until" timestamp with time zone;
--> statement-breakpoint
-- Paid tiers written before it are checked once more, on their user's next request, so that a
-- pass chained behind another one is seen when it takes over.
UPDATE "users" SET "subscription_tier_until" = now()
 WHERE "subscription_tier" NOT IN ('Guest', 'Free');
