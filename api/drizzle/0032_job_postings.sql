-- why: the posting a user imported stays with the sequence (job_postings, campaigns.job_posting_id), so it can be re-checked daily and its closing can hold the follow-ups (issue 38).
CREATE TABLE "job_postings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "job_postings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"url" text NOT NULL,
	"ats" text,
	"role" text,
	"company" text,
	"company_domain" text,
	"location" text,
	"remote" boolean,
	"date_posted" timestamp with time zone,
	"valid_through" timestamp with time zone,
	"no_contact_sentence" text,
	"status" text DEFAULT 'open' NOT NULL,
	"imported_at" timestamp with time zone NOT NULL,
	"last_checked_at" timestamp with time zone NOT NULL,
	"next_check_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_postings_status_known" CHECK ("job_postings"."status" in ('open', 'closed')),
	CONSTRAINT "job_postings_closed_reason_known" CHECK ("job_postings"."closed_reason" in ('ats-closed', 'not-found', 'valid-through-passed', 'page-says-closed'))
);
--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "job_posting_id" integer;--> statement-breakpoint
ALTER TABLE "job_postings" ADD CONSTRAINT "job_postings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_postings_user_id_idx" ON "job_postings" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "job_postings_next_check_at_idx" ON "job_postings" USING btree ("next_check_at") WHERE "job_postings"."status" = 'open';--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_job_posting_id_job_postings_id_fk" FOREIGN KEY ("job_posting_id") REFERENCES "public"."job_postings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaigns_job_posting_id_idx" ON "campaigns" USING btree ("job_posting_id");