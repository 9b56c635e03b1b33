-- Issue 29: campaign_emails.kind (SEQUENCE | THANK_YOU | GRACIOUS_REPLY) and the note's reply-to Message-ID; the
-- claim function below lets an approved note go to a contact that replied. (The reply outcome constraint picks up
-- OFFER, added to contracts' REPLY_OUTCOMES alongside.)
ALTER TABLE "reply_outcome_events" DROP CONSTRAINT "reply_outcome_events_outcome_known";--> statement-breakpoint
ALTER TABLE "campaign_emails" ADD COLUMN "kind" text DEFAULT 'SEQUENCE' NOT NULL;--> statement-breakpoint
ALTER TABLE "campaign_emails" ADD COLUMN "reply_to_message_id" text;--> statement-breakpoint
ALTER TABLE "campaign_emails" ADD CONSTRAINT "campaign_emails_kind_known" CHECK ("campaign_emails"."kind" in ('SEQUENCE', 'THANK_YOU', 'GRACIOUS_REPLY'));--> statement-breakpoint
ALTER TABLE "reply_outcome_events" ADD CONSTRAINT "reply_outcome_events_outcome_known" CHECK ("reply_outcome_events"."outcome" in ('INTERVIEW_INVITE', 'NOT_MOVING_FORWARD', 'APPLICATION_RECEIVED', 'OUT_OF_OFFICE', 'LEFT_COMPANY', 'BOUNCED', 'OTHER_REPLY', 'OFFER'));--> statement-breakpoint
-- Issue 29: notes after a reply (product.md §11). A note the user approved (kind THANK_YOU / GRACIOUS_REPLY) goes to
-- a contact whose sequence stopped on that reply: for a note the contact's status check is "not ERROR" instead of
-- "IN_PROGRESS". Every other check stays: still SCHEDULED and unclaimed, contact/campaign/account not deleted and
-- active, grant live, Gmail's daily-limit pause over, and the account under its 24-hour cap (a note counts in it).
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
	                 AND CASE WHEN e.kind = 'SEQUENCE' THEN (c.status IS NULL OR c.status = 'IN_PROGRESS')
	                          ELSE (c.status IS NULL OR c.status <> 'ERROR') END)
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
