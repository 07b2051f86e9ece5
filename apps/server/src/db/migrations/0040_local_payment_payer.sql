ALTER TABLE "local_payments" ADD COLUMN "payer_user_id" uuid;--> statement-breakpoint
ALTER TABLE "local_payments" ADD CONSTRAINT "local_payments_payer_user_id_users_id_fk" FOREIGN KEY ("payer_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "local_payments_payer_idx" ON "local_payments" USING btree ("payer_user_id","created_at");--> statement-breakpoint
-- A plan a parent paid for before the payer was kept: its payments are the parent's (decision 057).
UPDATE "local_payments" SET "payer_user_id" = "checkout_sessions"."payer_user_id" FROM "checkout_sessions" WHERE "checkout_sessions"."provider_subscription_id" = "local_payments"."provider_subscription_id" AND "checkout_sessions"."payer_user_id" <> "local_payments"."user_id";
