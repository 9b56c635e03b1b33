-- why: sign-in with Microsoft (issue 37) finds the account by its Microsoft identity, as google_sub does for Google.
ALTER TABLE "users" ADD COLUMN "microsoft_sub" text;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_microsoft_sub_unique" UNIQUE("microsoft_sub");