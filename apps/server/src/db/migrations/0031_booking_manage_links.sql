CREATE TABLE "booking_manage_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"booking_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tutor_bookings" DROP CONSTRAINT "tutor_bookings_manage_token_hash_unique";--> statement-breakpoint
ALTER TABLE "booking_manage_links" ADD CONSTRAINT "booking_manage_links_booking_id_tutor_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."tutor_bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_manage_links_booking_idx" ON "booking_manage_links" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "tutor_bookings_user_idx" ON "tutor_bookings" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "tutor_bookings_booked_by_idx" ON "tutor_bookings" USING btree ("booked_by_user_id");--> statement-breakpoint
-- The receipts already mailed keep working: their links move to the new table.
INSERT INTO "booking_manage_links" ("token_hash", "booking_id", "created_at")
  SELECT "manage_token_hash", "id", coalesce("paid_at", "created_at") FROM "tutor_bookings"
  WHERE "manage_token_hash" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "tutor_bookings" DROP COLUMN "manage_token_hash";