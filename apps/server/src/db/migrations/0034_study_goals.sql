CREATE TABLE "study_goals" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"target_score" smallint NOT NULL,
	"test_date" date,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "study_goals" ADD CONSTRAINT "study_goals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;