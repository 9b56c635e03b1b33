-- The Reply Engine reads a resume once: its text (or why there is none) is kept with the attachment.
ALTER TABLE "attachments" ADD COLUMN "extracted_text" text;--> statement-breakpoint
ALTER TABLE "attachments" ADD COLUMN "text_status" text;