-- why: the product pauses a contact's follow-ups when the user wrote to them by hand, and says so (pause_reason, wrote_by_hand_at).
ALTER TABLE "contacts" ADD COLUMN "pause_reason" text;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "wrote_by_hand_at" timestamp with time zone;