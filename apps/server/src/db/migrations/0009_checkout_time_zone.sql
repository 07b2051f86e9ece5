-- The buyer's time zone, sent with a plan checkout: fulfilment (webhook or verify, maybe later
-- and on another instance) counts the plan's months in it. Null on rows written before it and
-- by earlier releases during a rolling upgrade: those use the academy's zone (America/Chicago).
ALTER TABLE "checkout_sessions" ADD COLUMN "time_zone" text;
