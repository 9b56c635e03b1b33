-- Issue 14: a follow-up delay is 1..60 days (contracts MAX_FOLLOW_UP_DELAY; the first step 0). Rows saved before the
-- api checked it (up to 2147483647, which left an email without a sending day) are brought into range first, then
-- the database refuses any other value.
UPDATE "sequence_steps" SET "days_delay" = 60 WHERE "days_delay" > 60;--> statement-breakpoint
UPDATE "sequence_steps" SET "days_delay" = 0 WHERE "days_delay" < 0;--> statement-breakpoint
ALTER TABLE "sequence_steps" ADD CONSTRAINT "sequence_steps_days_delay_range" CHECK ("sequence_steps"."days_delay" BETWEEN 0 AND 60);
