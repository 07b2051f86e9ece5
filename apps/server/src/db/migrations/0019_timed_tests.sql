CREATE TABLE "test_answers" (
	"attempt_id" uuid NOT NULL,
	"question_id" text NOT NULL,
	"module_index" integer NOT NULL,
	"answer" text NOT NULL,
	"marked" boolean DEFAULT false NOT NULL,
	"seconds" integer DEFAULT 0 NOT NULL,
	"answered_at" timestamp with time zone NOT NULL,
	CONSTRAINT "test_answers_attempt_id_question_id_pk" PRIMARY KEY("attempt_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "test_attempt_modules" (
	"attempt_id" uuid NOT NULL,
	"index" integer NOT NULL,
	"level" text NOT NULL,
	"question_ids" jsonb NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "test_attempt_modules_attempt_id_index_pk" PRIMARY KEY("attempt_id","index")
);
--> statement-breakpoint
CREATE TABLE "test_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"test_id" text NOT NULL,
	"time_factor" real DEFAULT 1 NOT NULL,
	"current_module" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "extended_time" text DEFAULT 'standard' NOT NULL;--> statement-breakpoint
ALTER TABLE "test_answers" ADD CONSTRAINT "test_answers_attempt_id_test_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."test_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_attempt_modules" ADD CONSTRAINT "test_attempt_modules_attempt_id_test_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."test_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_attempts" ADD CONSTRAINT "test_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "test_attempts_user_idx" ON "test_attempts" USING btree ("user_id","created_at");