-- why: an email Gmail accepted past its daily limit but never delivered (a failure notice said so) is marked, and sent again once after the hold (never a third time).
ALTER TABLE "campaign_emails" ADD COLUMN "undelivered_at" timestamp with time zone;
