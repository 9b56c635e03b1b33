-- why: a sequence's sending policy (issue 36): its own hours and the recipient's work week, read by the scheduler with the zone.
ALTER TABLE "campaigns" ADD COLUMN "send_window_start" smallint DEFAULT 540 NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "send_window_end" smallint DEFAULT 1020 NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "work_week" text;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_work_week_known" CHECK ("campaigns"."work_week" in ('MON_FRI', 'SUN_THU', 'MON_SAT', 'SUN_FRI', 'SAT_THU'));--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_send_window_valid" CHECK ("campaigns"."send_window_start" >= 360 and "campaigns"."send_window_end" <= 1320 and "campaigns"."send_window_end" - "campaigns"."send_window_start" >= 120);