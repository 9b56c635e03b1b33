// People Data Labs' Person Enrichment on loopback: GET /v5/person/enrich?profile=<url> with the key in `X-Api-Key`
// (or `api_key`), answering as docs.peopledatalabs.com documents it: 200 {status, likelihood, data} for a match
// (work_email, emails[], recommended_personal_email, names, job), 404 not_found, 400 invalid_request_error,
// 401 authentication_error, 402 payment_required once the credits are used, 429 rate_limit_error with
// x-ratelimit-* headers (x-ratelimit-reset: when the window resets, in UTC). Errors are {status, error: {type, message}}.
import express, { type Response, type Router } from 'express';
import {
  SCENARIO_RETRY_AFTER_SECONDS,
  profileKey,
  scenarioOf,
  type FinderEmailStatus,
  type FinderProfile,
  type ProfileDirectory,
} from './profile-directory';
import { createProviderAccount, type ProviderAccountOptions } from './provider-account';
import { startProviderStandIn, type ProviderStandInOptions } from './provider-stand-in';

export interface PdlRequest {
  profile: string;
  apiKey: string | undefined;
  titlecase: boolean;
}

export interface PdlRoutesOptions extends ProviderAccountOptions {
  apiKey: string;
  directory: ProfileDirectory;
}

/** PDL scores the match, not the address: the fixture's email status stands for how sure the match is. */
const LIKELIHOOD: Record<FinderEmailStatus, number> = { verified: 10, likely: 8, guessed: 4, unknown: 6, unavailable: 7 };

// '2026-11-27 01:02:00' (UTC), per window, as the rate-limit headers carry it.
const utc = (date: Date) => date.toISOString().slice(0, 19).replace('T', ' ');

function fail(res: Response, status: number, type: string, message: string): void {
  res.status(status).json({ status, error: { type, message } });
}

function dataOf(found: FinderProfile, titlecase: boolean) {
  const cased = (value: string | null) => (value === null ? null : titlecase ? value : value.toLowerCase());
  const [first, ...rest] = (found.name ?? '').split(' ');
  const company = found.company ?? null;
  const work = found.email && found.emailStatus !== 'guessed' ? found.email : null;
  return {
    id: `devstack-${profileKey(found.profile).split('/').pop()}`,
    full_name: cased(found.name),
    first_name: cased(first || null),
    last_name: cased(rest.join(' ') || null),
    linkedin_url: profileKey(found.profile),
    job_title: found.title ? found.title.toLowerCase() : null,
    job_company_name: company ? company.toLowerCase() : null,
    work_email: work,
    personal_emails: [],
    recommended_personal_email: null,
    // A guessed address is one PDL only lists, untyped, without calling it the work email.
    emails: found.email ? [{ address: found.email, type: work ? 'current_professional' : null }] : [],
  };
}

export function pdlRoutes({ apiKey, directory, ...accountOptions }: PdlRoutesOptions) {
  const account = createProviderAccount(accountOptions);
  const requests: PdlRequest[] = [];
  const router: Router = express.Router();

  router.get('/v5/person/enrich', (req, res) => {
    const key = req.get('x-api-key') ?? (typeof req.query.api_key === 'string' ? req.query.api_key : undefined);
    const profile = typeof req.query.profile === 'string' ? req.query.profile : '';
    const titlecase = req.query.titlecase === 'true';
    requests.push({ profile, apiKey: key, titlecase });

    if (key !== apiKey) return fail(res, 401, 'authentication_error', 'Request contained a missing or invalid key');
    const window = account.take();
    const scenario = scenarioOf(profile);
    // The rate-limited fixture answers as if the window had just filled up, resetting in a known time.
    const limited = !window.allowed || scenario === 'rateLimited';
    const resetAt = window.allowed && limited ? new Date(Date.now() + SCENARIO_RETRY_AFTER_SECONDS * 1000) : window.resetAt;
    res.set({
      'x-ratelimit-limit': JSON.stringify({ minute: window.limit }),
      'x-ratelimit-remaining': JSON.stringify({ minute: limited ? 0 : window.remaining }),
      'x-ratelimit-reset': JSON.stringify({ minute: utc(resetAt) }),
      'x-totallimit-remaining': String(account.credits()),
    });
    if (limited) return fail(res, 429, 'rate_limit_error', 'An error occurred due to requests hitting the API too quick');
    if (scenario === 'serverError') return fail(res, 500, 'api_error', 'The server encountered an unexpected condition');
    if (!profile || scenario === 'badInput') {
      return fail(res, 400, 'invalid_request_error', 'Request contained either missing or invalid parameters');
    }
    if (scenario === 'creditsExhausted' || !account.hasCredits()) {
      return fail(res, 402, 'payment_required', 'You have hit your account maximum (all matches used)');
    }
    const found = directory.get(profile);
    const minLikelihood = Number(req.query.min_likelihood ?? 0);
    const likelihood = found ? LIKELIHOOD[found.emailStatus ?? 'verified'] : 0;
    if (!found || likelihood < minLikelihood) {
      return fail(res, 404, 'not_found', 'No records were found matching your request');
    }
    // PDL charges per match.
    account.spendCredit();
    res.json({ status: 200, likelihood, data: dataOf(found, titlecase) });
  });

  return { router, account, requests: () => [...requests] };
}

export type PdlStandInOptions = ProviderStandInOptions;

export type PdlStandIn = Awaited<ReturnType<typeof startPdlStandIn>>;

export function startPdlStandIn(options: PdlStandInOptions = {}) {
  return startProviderStandIn(pdlRoutes, 'devstack-pdl-key', options);
}
