-- Issue 27: 'Send now' (product.md §10). The user's click sets send_now_requested_at and scheduled_for to the same
-- instant: the email skips the working-hours window while its due time is still the one Send now gave it.
ALTER TABLE "campaign_emails" ADD COLUMN "send_now_requested_at" timestamp with time zone;