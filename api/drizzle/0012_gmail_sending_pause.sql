-- Issue 27: Gmail as it really behaves. When Gmail refuses a send with "Retry after <time> (Mail sending)" the
-- account's emails wait until then: the claim refuses every email of an account whose sending is paused, so no
-- worker calls Gmail for it before that time (the engine then reschedules the email to the time it resumes).
-- Problems of the Google Cloud project itself (Gmail API disabled, OAuth client refused) are kept for the operator
-- (/readyz shows the recent ones). A first mailbox sweep cut short by a 429 keeps its place (sweep_*).
CREATE TABLE "google_project_problems" (
	"problem" text PRIMARY KEY NOT NULL,
	"detail" text NOT NULL,
	"first_seen_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "google_grants" ADD COLUMN "sweep_history_id" text;--> statement-breakpoint
ALTER TABLE "google_grants" ADD COLUMN "sweep_after_thread" text;--> statement-breakpoint
ALTER TABLE "google_grants" ADD COLUMN "sending_paused_until" timestamp with time zone;--> statement-breakpoint
CREATE OR REPLACE FUNCTION claim_campaign_email(
	p_email_id integer,
	p_user_id uuid,
	p_token text,
	p_message_id text,
	p_now timestamptz,
	p_claim_expires_at timestamptz,
	p_cap_since timestamptz,
	p_daily_cap integer
) RETURNS text LANGUAGE plpgsql VOLATILE AS $$
BEGIN
	-- Two claims of one account never both pass the cap: under READ COMMITTED the count taken after this lock
	-- sees every claim committed before it.
	PERFORM pg_advisory_xact_lock(724311002, hashtext(p_user_id::text));
	UPDATE campaign_emails e
	   SET claim_token = p_token, claimed_at = p_now, claim_expires_at = p_claim_expires_at,
	       attempts = e.attempts + 1, rfc_message_id = COALESCE(e.rfc_message_id, p_message_id),
	       error_message = NULL, updated_at = p_now
	 WHERE e.id = p_email_id AND e.user_id = p_user_id AND e.status = 'SCHEDULED' AND e.claim_token IS NULL
	   AND EXISTS (SELECT 1 FROM contacts c WHERE c.id = e.contact_id AND c.deleted_at IS NULL AND c.is_active
	                 AND (c.status IS NULL OR c.status = 'IN_PROGRESS'))
	   AND EXISTS (SELECT 1 FROM campaigns k WHERE k.id = e.campaign_id AND k.deleted_at IS NULL AND k.is_active)
	   AND EXISTS (SELECT 1 FROM users u WHERE u.id = e.user_id AND u.deleted_at IS NULL)
	   AND EXISTS (SELECT 1 FROM google_grants g WHERE g.user_id = e.user_id AND g.revoked_at IS NULL
	                 AND g.refresh_token_ciphertext IS NOT NULL
	                 AND (g.sending_paused_until IS NULL OR g.sending_paused_until <= p_now))
	   AND (SELECT count(*) FROM campaign_emails s
	         WHERE s.user_id = p_user_id
	           AND (s.sent_at > p_cap_since OR (s.status = 'SCHEDULED' AND s.claim_token IS NOT NULL))) < p_daily_cap;
	IF NOT FOUND THEN
		RETURN 'not-claimable';
	END IF;
	RETURN 'claimed';
END;
$$;
