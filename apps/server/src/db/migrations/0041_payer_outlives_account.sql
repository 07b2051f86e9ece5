ALTER TABLE "checkout_sessions" DROP CONSTRAINT "checkout_sessions_payer_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "local_payments" DROP CONSTRAINT "local_payments_payer_user_id_users_id_fk";
