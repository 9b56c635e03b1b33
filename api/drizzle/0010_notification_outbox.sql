-- Issue 13: the product's own emails about a user's sequences (heads-ups, reply alerts, sequence updates) get an
-- outbox: one row per event, unique per (kind, subject_key), so a crash or two workers never email an event twice.
CREATE TABLE "notification_log" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notification_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"subject_key" text NOT NULL,
	"contact_id" integer,
	"status" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"retry_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_log_kind_subject_key_unique" UNIQUE("kind","subject_key"),
	CONSTRAINT "notification_log_kind_known" CHECK ("notification_log"."kind" in ('HEADS_UP', 'REPLY_ALERT', 'SEQUENCE_FINISHED', 'SEQUENCE_BOUNCED', 'GMAIL_RECONNECT')),
	CONSTRAINT "notification_log_status_known" CHECK ("notification_log"."status" in ('SENDING', 'SENT', 'RETRY', 'FAILED', 'SKIPPED'))
);
--> statement-breakpoint
ALTER TABLE "notification_log" ADD CONSTRAINT "notification_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_log" ADD CONSTRAINT "notification_log_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notification_log_user_id_idx" ON "notification_log" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "notification_log_contact_id_idx" ON "notification_log" USING btree ("contact_id");--> statement-breakpoint
CREATE INDEX "notification_log_retry_at_idx" ON "notification_log" USING btree ("retry_at") WHERE "notification_log"."status" = 'RETRY';