-- Issue 41: a stated "Retry after" holds the account's Gmail calls; a reply check that Gmail refused is counted per email.
ALTER TABLE "google_grants" ADD COLUMN "gmail_held_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "campaign_emails" ADD COLUMN "reply_check_failures" integer DEFAULT 0 NOT NULL;