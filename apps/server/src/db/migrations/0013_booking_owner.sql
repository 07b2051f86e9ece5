ALTER TABLE "tutor_bookings" ADD COLUMN "booker_hash" text;--> statement-breakpoint
CREATE INDEX "tutor_bookings_booker_idx" ON "tutor_bookings" USING btree ("booker_hash");