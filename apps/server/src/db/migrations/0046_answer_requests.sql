CREATE TABLE "answer_requests" (
	"user_id" uuid NOT NULL,
	"key" uuid NOT NULL,
	"answer_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "answer_requests_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
ALTER TABLE "answer_requests" ADD CONSTRAINT "answer_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "answer_requests_created_idx" ON "answer_requests" USING btree ("created_at");