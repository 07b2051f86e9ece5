-- Invitations sent twice before a resend replaced the pending one: the newest stays pending,
-- the others are withdrawn, so the index below can hold.
UPDATE "family_invitations" f SET "revoked_at" = now()
WHERE f."accepted_at" IS NULL AND f."revoked_at" IS NULL AND EXISTS (
  SELECT 1 FROM "family_invitations" n
  WHERE n."child_id" = f."child_id" AND lower(n."email") = lower(f."email")
    AND n."accepted_at" IS NULL AND n."revoked_at" IS NULL
    AND (n."created_at", n."id") > (f."created_at", f."id"));--> statement-breakpoint
CREATE UNIQUE INDEX "family_invitations_pending_key" ON "family_invitations" USING btree ("child_id",lower("email")) WHERE "family_invitations"."accepted_at" is null and "family_invitations"."revoked_at" is null;
