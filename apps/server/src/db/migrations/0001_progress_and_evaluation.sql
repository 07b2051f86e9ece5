CREATE TABLE "answers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"question_id" text NOT NULL,
	"submodule_id" text NOT NULL,
	"answer" text NOT NULL,
	"is_correct" boolean NOT NULL,
	"is_first_attempt" boolean NOT NULL,
	"points_earned" integer DEFAULT 0 NOT NULL,
	"time_spent_ms" integer DEFAULT 0 NOT NULL,
	"hints_used" integer DEFAULT 0 NOT NULL,
	"superhints_used" integer DEFAULT 0 NOT NULL,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "question_serves" (
	"user_id" uuid NOT NULL,
	"question_id" text NOT NULL,
	"served_at" timestamp with time zone DEFAULT now() NOT NULL,
	"checked_at" timestamp with time zone,
	"hints_used" integer DEFAULT 0 NOT NULL,
	"superhints_used" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "question_serves_user_id_question_id_pk" PRIMARY KEY("user_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "evaluation_submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"evaluation_version" text NOT NULL,
	"answers" jsonb NOT NULL,
	"result" jsonb,
	"scored_at" timestamp with time zone,
	"client_ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "answers" ADD CONSTRAINT "answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answers" ADD CONSTRAINT "answers_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answers" ADD CONSTRAINT "answers_submodule_id_submodules_id_fk" FOREIGN KEY ("submodule_id") REFERENCES "public"."submodules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_serves" ADD CONSTRAINT "question_serves_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_serves" ADD CONSTRAINT "question_serves_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "answers_first_attempt_key" ON "answers" USING btree ("user_id","question_id") WHERE "answers"."is_first_attempt";--> statement-breakpoint
CREATE INDEX "answers_user_question_time_idx" ON "answers" USING btree ("user_id","question_id","answered_at");--> statement-breakpoint
CREATE INDEX "answers_user_time_idx" ON "answers" USING btree ("user_id","answered_at");--> statement-breakpoint
CREATE INDEX "evaluation_submissions_created_idx" ON "evaluation_submissions" USING btree ("created_at");