CREATE TABLE "sat_dates" (
	"test_date" date PRIMARY KEY NOT NULL,
	"registration_deadline" date,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
