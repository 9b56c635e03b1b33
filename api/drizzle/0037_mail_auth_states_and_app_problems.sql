-- why: issue 37, provider-neutral names for two Google-named tables: pending consents (Connect Outlook's shared
-- google_auth_states, told apart by scope) carry their provider, so one provider's callback never takes the other's;
-- the operator's app problems (google_project_problems) gain a provider, so Microsoft's are kept too. Rows are copied
-- (a consent in flight during the deploy still completes), then the old tables dropped.
CREATE TABLE "mail_auth_states" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"user_id" uuid NOT NULL,
	"code_verifier" text NOT NULL,
	"return_to" text NOT NULL,
	"scopes" text[] NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_auth_states_provider_check" CHECK ("mail_auth_states"."provider" IN ('google', 'microsoft'))
);
--> statement-breakpoint
CREATE TABLE "mail_app_problems" (
	"provider" text NOT NULL,
	"problem" text NOT NULL,
	"detail" text NOT NULL,
	"first_seen_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "mail_app_problems_pkey" PRIMARY KEY("provider","problem"),
	CONSTRAINT "mail_app_problems_provider_check" CHECK ("mail_app_problems"."provider" IN ('google', 'microsoft'))
);
--> statement-breakpoint
INSERT INTO "mail_auth_states" ("state_hash", "provider", "user_id", "code_verifier", "return_to", "scopes", "expires_at", "created_at")
SELECT "state_hash", CASE WHEN 'Mail.Send' = ANY("scopes") THEN 'microsoft' ELSE 'google' END, "user_id", "code_verifier",
       "return_to", "scopes", "expires_at", "created_at"
  FROM "google_auth_states";--> statement-breakpoint
INSERT INTO "mail_app_problems" ("provider", "problem", "detail", "first_seen_at", "last_seen_at")
SELECT 'google', "problem", "detail", "first_seen_at", "last_seen_at" FROM "google_project_problems";--> statement-breakpoint
DROP TABLE "google_auth_states" CASCADE;--> statement-breakpoint
DROP TABLE "google_project_problems" CASCADE;--> statement-breakpoint
ALTER TABLE "mail_auth_states" ADD CONSTRAINT "mail_auth_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_auth_states_user_id_idx" ON "mail_auth_states" USING btree ("user_id");