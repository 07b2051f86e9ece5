ALTER TABLE "users" ADD COLUMN "last_active_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "inactivity_warned_at" timestamp with time zone;--> statement-breakpoint
UPDATE "users" SET "last_active_at" = greatest(
	"created_at",
	(SELECT max("last_seen_at") FROM "sessions" WHERE "sessions"."user_id" = "users"."id"),
	(SELECT max("answered_at") FROM "answers" WHERE "answers"."user_id" = "users"."id")
);
