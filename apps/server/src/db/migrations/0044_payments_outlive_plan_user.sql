ALTER TABLE "local_payments" DROP CONSTRAINT "local_payments_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "local_payments" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "local_payments" ADD CONSTRAINT "local_payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;