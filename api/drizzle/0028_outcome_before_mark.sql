-- why: the undo of 'Mark as replied' restores the outcome the user had set before the mark (issue 35, item 8).
ALTER TABLE "contacts" ADD COLUMN "outcome_before_mark" text;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "outcome_confirmed_before_mark_at" timestamp with time zone;