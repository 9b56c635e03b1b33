CREATE TABLE "reply_outcome_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reply_outcome_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"contact_id" integer NOT NULL,
	"outcome" text NOT NULL,
	"source" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"thread_id" text,
	"gmail_message_id" text,
	"return_date" date,
	"interview_at" timestamp with time zone,
	"link_used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reply_outcome_events_contact_message_unique" UNIQUE("contact_id","gmail_message_id"),
	CONSTRAINT "reply_outcome_events_outcome_known" CHECK ("reply_outcome_events"."outcome" in ('INTERVIEW_INVITE', 'NOT_MOVING_FORWARD', 'APPLICATION_RECEIVED', 'OUT_OF_OFFICE', 'LEFT_COMPANY', 'BOUNCED', 'OTHER_REPLY')),
	CONSTRAINT "reply_outcome_events_source_known" CHECK ("reply_outcome_events"."source" in ('DETECTED', 'APP', 'EMAIL_LINK'))
);
--> statement-breakpoint
ALTER TABLE "notification_log" DROP CONSTRAINT "notification_log_kind_known";--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "outcome" text;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "outcome_proposed" text;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "outcome_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "out_of_office_until" date;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "interview_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reply_outcome_events" ADD CONSTRAINT "reply_outcome_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reply_outcome_events" ADD CONSTRAINT "reply_outcome_events_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reply_outcome_events_contact_id_occurred_at_idx" ON "reply_outcome_events" USING btree ("contact_id","occurred_at");--> statement-breakpoint
ALTER TABLE "notification_log" ADD CONSTRAINT "notification_log_kind_known" CHECK ("notification_log"."kind" in ('HEADS_UP', 'REPLY_ALERT', 'SEQUENCE_FINISHED', 'SEQUENCE_BOUNCED', 'GMAIL_RECONNECT', 'INTERVIEW_CONGRATS'));