ALTER TABLE "question_reports" ADD COLUMN "resolution_note" text;--> statement-breakpoint
CREATE INDEX "question_reports_user_idx" ON "question_reports" USING btree ("user_id","created_at");