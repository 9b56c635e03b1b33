CREATE TABLE "google_auth_states" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"code_verifier" text NOT NULL,
	"return_to" text NOT NULL,
	"scopes" text[] NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "send_rate_windows" (
	"second" bigint PRIMARY KEY NOT NULL,
	"sends" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "google_grants" ADD COLUMN "history_id" text;--> statement-breakpoint
ALTER TABLE "google_auth_states" ADD CONSTRAINT "google_auth_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "google_auth_states_user_id_idx" ON "google_auth_states" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "campaign_emails_user_id_sent_at_idx" ON "campaign_emails" USING btree ("user_id","sent_at") WHERE "campaign_emails"."sent_at" is not null;