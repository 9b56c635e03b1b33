-- why: issue 37, the two messages the engine finds unconfirmed sends by ('check your Gmail Sent folder', 'not in your
-- Gmail Sent folder') now name no mailbox, since Outlook users get them too. Rows that still carry the old words are
-- rewritten, so the engine keeps finding them (settling, the Sent-folder look, a new claim).
UPDATE "campaign_emails" SET "error_message" = 'Sending was interrupted and delivery could not be confirmed. It was not sent again to avoid a duplicate: check the sent mail of your mailbox.'
 WHERE "error_message" = 'Sending was interrupted and delivery could not be confirmed. It was not sent again to avoid a duplicate: check your Gmail Sent folder.';
--> statement-breakpoint
UPDATE "contacts" SET "error_message" = 'Sending was interrupted and delivery could not be confirmed. It was not sent again to avoid a duplicate: check the sent mail of your mailbox.'
 WHERE "error_message" = 'Sending was interrupted and delivery could not be confirmed. It was not sent again to avoid a duplicate: check your Gmail Sent folder.';
--> statement-breakpoint
UPDATE "campaign_emails" SET "error_message" = 'Sending was interrupted and the email is not in the sent mail of your mailbox, so it did not go out. It was not sent again automatically.'
 WHERE "error_message" = 'Sending was interrupted and the email is not in your Gmail Sent folder, so it did not go out. It was not sent again automatically.';
--> statement-breakpoint
UPDATE "contacts" SET "error_message" = 'Sending was interrupted and the email is not in the sent mail of your mailbox, so it did not go out. It was not sent again automatically.'
 WHERE "error_message" = 'Sending was interrupted and the email is not in your Gmail Sent folder, so it did not go out. It was not sent again automatically.';
