-- The delivery engine's claim in one round trip (see api/src/modules/delivery/email-claim.repository.ts).
-- Claims a SCHEDULED, unclaimed email for sending if its contact still expects it, its campaign is active, its
-- account exists with a live Gmail grant and is under its 24-hour cap, and the project-wide rate has a slot in
-- the current second. All or nothing: without a rate slot the claim is rolled back (sub-transaction).
-- Under READ COMMITTED every statement here reads a fresh snapshot, so the cap count taken after the
-- per-account advisory lock sees every claim committed before it.
CREATE OR REPLACE FUNCTION claim_campaign_email(
	p_email_id integer,
	p_user_id uuid,
	p_token text,
	p_message_id text,
	p_now timestamptz,
	p_claim_expires_at timestamptz,
	p_cap_since timestamptz,
	p_daily_cap integer,
	p_rate_per_second integer
) RETURNS text LANGUAGE plpgsql VOLATILE AS $$
BEGIN
	PERFORM pg_advisory_xact_lock(724311002, hashtext(p_user_id::text));
	BEGIN
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
		INSERT INTO send_rate_windows AS w (second, sends)
		VALUES (floor(extract(epoch FROM clock_timestamp()))::bigint, 1)
		ON CONFLICT (second) DO UPDATE SET sends = w.sends + 1 WHERE w.sends < p_rate_per_second;
		IF NOT FOUND THEN
			RAISE EXCEPTION USING ERRCODE = 'DL001', MESSAGE = 'no send slot left in this second';
		END IF;
		RETURN 'claimed';
	EXCEPTION WHEN SQLSTATE 'DL001' THEN
		RETURN 'rate-limited';
	END;
END;
$$;
