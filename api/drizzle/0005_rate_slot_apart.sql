-- The project-wide send rate moves out of the claim (api/src/modules/delivery/send-rate.ts): inside the claim, the
-- per-second counter row stayed locked until the claim committed, so every claim of the fleet queued behind it
-- (60 ms mean wait at 120 sends/s in the benchmark). The claim keeps every other check; the slot is taken in its
-- own statement just before it.
DROP FUNCTION IF EXISTS claim_campaign_email(integer, uuid, text, text, timestamptz, timestamptz, timestamptz, integer, integer);
--> statement-breakpoint
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
	                 AND g.refresh_token_ciphertext IS NOT NULL)
	   AND (SELECT count(*) FROM campaign_emails s
	         WHERE s.user_id = p_user_id
	           AND (s.sent_at > p_cap_since OR (s.status = 'SCHEDULED' AND s.claim_token IS NOT NULL))) < p_daily_cap;
	IF NOT FOUND THEN
		RETURN 'not-claimable';
	END IF;
	RETURN 'claimed';
END;
$$;
