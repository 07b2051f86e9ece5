ALTER TABLE "account_tokens" ADD COLUMN "replaced_at" timestamp with time zone;--> statement-breakpoint
-- Links replaced before this column existed: the replacement cut their expiry to the very
-- moment (same clock value) the newer link of the same user and purpose was created.
UPDATE "account_tokens" AS "old" SET "replaced_at" = "old"."expires_at"
WHERE "old"."used_at" IS NULL
  AND EXISTS (
    SELECT 1 FROM "account_tokens" AS "newer"
    WHERE "newer"."user_id" = "old"."user_id"
      AND "newer"."purpose" = "old"."purpose"
      AND "newer"."token_hash" <> "old"."token_hash"
      AND "newer"."created_at" = "old"."expires_at"
  );
