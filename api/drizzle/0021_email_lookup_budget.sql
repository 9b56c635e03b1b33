-- Issue 40: the email finder's per-user daily/monthly budgets, the project-wide daily cap and the per-user answer cache.
CREATE TABLE "email_lookup_cache" (
	"user_id" uuid NOT NULL,
	"key_hash" text NOT NULL,
	"found" boolean NOT NULL,
	"email" text,
	"name" text,
	"email_confidence" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_lookup_cache_pkey" PRIMARY KEY("user_id","key_hash")
);
--> statement-breakpoint
CREATE TABLE "email_lookup_project_usage" (
	"day" text PRIMARY KEY NOT NULL,
	"lookups" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_lookup_usage" (
	"user_id" uuid NOT NULL,
	"period" text NOT NULL,
	"lookups" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "email_lookup_usage_pkey" PRIMARY KEY("user_id","period"),
	CONSTRAINT "email_lookup_usage_period_format" CHECK ("email_lookup_usage"."period" ~ '^[0-9]{4}-[0-9]{2}(-[0-9]{2})?$')
);
--> statement-breakpoint
ALTER TABLE "email_lookup_cache" ADD CONSTRAINT "email_lookup_cache_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_lookup_usage" ADD CONSTRAINT "email_lookup_usage_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_lookup_cache_expires_at_idx" ON "email_lookup_cache" USING btree ("expires_at");