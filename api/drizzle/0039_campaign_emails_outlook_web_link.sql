-- why: issue 37, 'Open in Outlook' opens the one email: Graph's webLink of its Sent Items copy, kept when the
-- mailbox may read (Mail.ReadBasic); a send-only Outlook mailbox is never read, so its emails open Sent Items.
ALTER TABLE "campaign_emails" ADD COLUMN "outlook_web_link" text;