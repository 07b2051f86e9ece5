ALTER TABLE "subscriptions" ADD COLUMN "provider_invoice_id" text;--> statement-breakpoint
ALTER TABLE "local_payments" ADD COLUMN "checkout_session_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_provider_invoice_key" ON "subscriptions" USING btree ("provider","provider_invoice_id");