CREATE TABLE "item_stats" (
	"question_id" text PRIMARY KEY NOT NULL,
	"computed_at" timestamp with time zone NOT NULL,
	"difficulty" integer NOT NULL,
	"attempts" integer NOT NULL,
	"share_correct" real NOT NULL,
	"median_time_ms" integer NOT NULL,
	"share_with_hints" real NOT NULL,
	"choice_shares" jsonb NOT NULL,
	"point_biserial" real,
	"flags" jsonb NOT NULL
);
