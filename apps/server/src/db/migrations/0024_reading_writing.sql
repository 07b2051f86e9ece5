ALTER TABLE "questions" ADD COLUMN "passage" jsonb;--> statement-breakpoint
ALTER TABLE "evaluation_submissions" ADD COLUMN "kind" text DEFAULT 'math' NOT NULL;