-- Issue 27: the Gmail quota budget in units. Google charges each method in units (messages.send 100, messages.get 5,
-- history.list 2 ...) against a per-project and a per-user limit a minute; every worker takes units here, in one
-- autocommit statement, before it calls Gmail. A call over either limit is not made (a send is deferred, a poll stops
-- and keeps its place). One row per clock minute for the project ('project') and one per user (the user's id).
CREATE TABLE "gmail_quota_windows" (
	"scope" text NOT NULL,
	"minute" bigint NOT NULL,
	"units" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "gmail_quota_windows_pkey" PRIMARY KEY("scope","minute")
);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION take_gmail_units(
	p_user_id uuid,
	p_units integer,
	p_user_limit integer,
	p_project_limit integer
) RETURNS boolean LANGUAGE plpgsql VOLATILE AS $$
DECLARE
	v_minute bigint := floor(extract(epoch FROM clock_timestamp()) / 60)::bigint;
BEGIN
	IF p_units > p_project_limit OR (p_user_id IS NOT NULL AND p_units > p_user_limit) THEN
		RETURN false;
	END IF;
	-- The user's row first (rarely contended), the project's hot row last, so it is held for the shortest time.
	IF p_user_id IS NOT NULL THEN
		INSERT INTO gmail_quota_windows AS w (scope, minute, units) VALUES (p_user_id::text, v_minute, p_units)
		ON CONFLICT (scope, minute) DO UPDATE SET units = w.units + p_units WHERE w.units + p_units <= p_user_limit;
		IF NOT FOUND THEN
			RETURN false;
		END IF;
	END IF;
	INSERT INTO gmail_quota_windows AS w (scope, minute, units) VALUES ('project', v_minute, p_units)
	ON CONFLICT (scope, minute) DO UPDATE SET units = w.units + p_units WHERE w.units + p_units <= p_project_limit;
	IF NOT FOUND THEN
		-- Taken from the user a moment ago in this same statement: given back, the call is not made.
		UPDATE gmail_quota_windows SET units = units - p_units WHERE scope = p_user_id::text AND minute = v_minute;
		RETURN false;
	END IF;
	RETURN true;
END;
$$;
--> statement-breakpoint
-- Before a send's claim: a slot of the per-second send rate (PROJECT_SEND_RATE) and the send's units for its account
-- and the project, in one statement. 'rate' or 'units' says which refused (nothing is kept then).
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
BEGIN
	INSERT INTO send_rate_windows AS w (second, sends) VALUES (v_second, 1)
	ON CONFLICT (second) DO UPDATE SET sends = w.sends + 1 WHERE w.sends < p_rate;
	IF NOT FOUND THEN
		RETURN 'rate';
	END IF;
	SELECT e.user_id INTO v_user_id FROM campaign_emails e WHERE e.id = p_email_id;
	IF NOT take_gmail_units(v_user_id, p_units, p_user_limit, p_project_limit) THEN
		UPDATE send_rate_windows SET sends = sends - 1 WHERE second = v_second;
		RETURN 'units';
	END IF;
	RETURN 'ok';
END;
$$;
