ALTER TABLE "payment_customers" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "payment_customers" ADD COLUMN "name" text;