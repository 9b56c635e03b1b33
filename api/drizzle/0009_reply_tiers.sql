-- Issue 13: notification preferences become real, a stopped sequence says why (and a reply the user marked can be
-- taken back until the next would-be send), and send-only accounts get one heads-up per follow-up.
ALTER TABLE "users" ADD COLUMN "notify_reply_alerts" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "notify_sequence_updates" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "stop_reason" text;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "reply_undo_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "campaign_emails" ADD COLUMN "heads_up_sent_at" timestamp with time zone;