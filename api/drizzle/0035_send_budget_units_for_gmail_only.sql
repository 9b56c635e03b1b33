-- why: Gmail's quota units are Gmail's: a send from a Microsoft mailbox (Graph throttles with 429 instead) takes only the project's per-second send slot, never Gmail units of the user or the project (issue 37).
CREATE OR REPLACE FUNCTION take_send_budget(
	p_email_id integer,
	p_rate integer,
	p_units integer,
	p_user_limit integer,
	p_project_limit integer
) RETURNS text LANGUAGE plpgsql VOLATILE AS $$
DECLARE
	v_second bigint := floor(extract(epoch FROM clock_timestamp()))::bigint;
	v_user_id uuid;
	v_provider text;
BEGIN
	INSERT INTO send_rate_windows AS w (second, sends) VALUES (v_second, 1)
	ON CONFLICT (second) DO UPDATE SET sends = w.sends + 1 WHERE w.sends < p_rate;
	IF NOT FOUND THEN
		RETURN 'rate';
	END IF;
	SELECT e.user_id, g.provider INTO v_user_id, v_provider
	  FROM campaign_emails e LEFT JOIN mail_grants g ON g.user_id = e.user_id
	 WHERE e.id = p_email_id;
	IF COALESCE(v_provider, 'google') = 'google' AND NOT take_gmail_units(v_user_id, p_units, p_user_limit, p_project_limit) THEN
		UPDATE send_rate_windows SET sends = sends - 1 WHERE second = v_second;
		RETURN 'units';
	END IF;
	RETURN 'ok';
END;
$$;
