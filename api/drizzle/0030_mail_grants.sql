-- why: issue 37, one mailbox permission table for every provider: google_grants becomes mail_grants with a
-- provider column ('google' for every existing row), google_email becomes address and gmail_held_until held_until;
-- the claim function is recreated unchanged but for the table's name (plpgsql bodies name tables as text).
ALTER TABLE "google_grants" RENAME TO "mail_grants";--> statement-breakpoint
ALTER TABLE "mail_grants" RENAME COLUMN "google_email" TO "address";--> statement-breakpoint
ALTER TABLE "mail_grants" RENAME COLUMN "gmail_held_until" TO "held_until";--> statement-breakpoint
ALTER TABLE "mail_grants" ADD COLUMN "provider" text DEFAULT 'google' NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_grants" ADD CONSTRAINT "mail_grants_provider_check" CHECK ("mail_grants"."provider" IN ('google', 'microsoft'));--> statement-breakpoint
ALTER TABLE "mail_grants" RENAME CONSTRAINT "google_grants_user_id_unique" TO "mail_grants_user_id_unique";--> statement-breakpoint
ALTER TABLE "mail_grants" RENAME CONSTRAINT "google_grants_user_id_users_id_fk" TO "mail_grants_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "mail_grants" RENAME CONSTRAINT "google_grants_pkey" TO "mail_grants_pkey";--> statement-breakpoint
ALTER INDEX "google_grants_key_id_idx" RENAME TO "mail_grants_key_id_idx";--> statement-breakpoint
ALTER SEQUENCE "google_grants_id_seq" RENAME TO "mail_grants_id_seq";--> statement-breakpoint
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
	   AND EXISTS (SELECT 1 FROM mail_grants g WHERE g.user_id = e.user_id AND g.revoked_at IS NULL
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
