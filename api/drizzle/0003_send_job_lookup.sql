-- The delivery engine's safety sweep asks "does this scheduled email still have a pending send job?";
-- this partial expression index answers it without scanning agenda_jobs.
CREATE INDEX IF NOT EXISTS "agenda_jobs_send_campaign_email_idx"
	ON "agenda_jobs" (((data ->> 'campaignEmailId')::integer))
	WHERE name = 'send-campaign-email' AND next_run_at IS NOT NULL;
