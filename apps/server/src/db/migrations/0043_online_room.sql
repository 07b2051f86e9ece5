CREATE TABLE "online_room" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"url" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "online_room_single_row" CHECK ("online_room"."id")
);
