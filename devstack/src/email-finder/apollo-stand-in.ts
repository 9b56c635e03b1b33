// Apollo's People Enrichment on loopback: POST /api/v1/people/match with `linkedin_url` (query or JSON body) and the
// key in `x-api-key`, answering as docs.apollo.io documents it: 200 {person} for a match (email, email_status,
// names, title, organization), 200 {person: null} for none, 401 for a bad key, 403 API_INACCESSIBLE for a key
// without API access, 422 for refused parameters or used-up credits, 429 with retry-after past the rate limit.
import express, { type Router } from 'express';
import {
  SCENARIO_RETRY_AFTER_SECONDS,
  profileKey,
  scenarioOf,
  type FinderProfile,
  type ProfileDirectory,
} from './profile-directory';
import { createProviderAccount, type ProviderAccountOptions } from './provider-account';
import { startProviderStandIn, type ProviderStandInOptions } from './provider-stand-in';

/** A key Apollo knows but whose plan has no API access (403 API_INACCESSIBLE). */
export const APOLLO_NO_API_ACCESS_KEY = 'devstack-apollo-free-plan';

const ENDPOINT = 'api/v1/people/match';
const UPGRADE = 'Please upgrade your plan from https://app.apollo.io/#/settings/plans/upgrade.';

export interface ApolloRequest {
  linkedinUrl: string;
  apiKey: string | undefined;
  revealPersonalEmails: boolean;
}

export interface ApolloRoutesOptions extends ProviderAccountOptions {
  apiKey: string;
  directory: ProfileDirectory;
}

const flag = (value: unknown) => value === true || value === 'true';

function personOf(found: FinderProfile) {
  const [firstName, ...rest] = (found.name ?? '').split(' ');
  const slug = profileKey(found.profile).split('/').pop() ?? 'person';
  return {
    id: `devstack-${slug}`,
    first_name: firstName || null,
    last_name: rest.join(' ') || null,
    name: found.name,
    linkedin_url: `http://www.${profileKey(found.profile)}`,
    title: found.title ?? null,
    headline: found.title && found.company ? `${found.title} at ${found.company}` : null,
    email_status: found.email ? found.emailStatus : 'unavailable',
    email: found.email,
    extrapolated_email_confidence: found.emailStatus === 'guessed' ? 0.62 : null,
    organization: found.company ? { id: `devstack-org-${found.company.toLowerCase()}`, name: found.company } : null,
  };
}

export function apolloRoutes({ apiKey, directory, ...accountOptions }: ApolloRoutesOptions) {
  const account = createProviderAccount(accountOptions);
  const requests: ApolloRequest[] = [];
  const router: Router = express.Router();

  router.post('/api/v1/people/match', express.json(), (req, res) => {
    const key = req.get('x-api-key');
    const body = (req.body ?? {}) as Record<string, unknown>;
    const linkedinUrl = String(req.query.linkedin_url ?? body.linkedin_url ?? '');
    requests.push({
      linkedinUrl,
      apiKey: key,
      revealPersonalEmails: flag(req.query.reveal_personal_emails ?? body.reveal_personal_emails),
    });

    if (key === APOLLO_NO_API_ACCESS_KEY) {
      res.status(403).json({
        error: `${ENDPOINT} is not accessible with this api_key on a free plan. ${UPGRADE}`,
        error_code: 'API_INACCESSIBLE',
      });
      return;
    }
    if (key !== apiKey) {
      res.status(401).json({ error: 'Invalid access credentials.' });
      return;
    }
    const window = account.take();
    res.set({
      'x-rate-limit-minute': String(window.limit),
      'x-minute-requests-left': String(window.remaining),
    });
    const scenario = scenarioOf(linkedinUrl);
    if (!window.allowed || scenario === 'rateLimited') {
      const wait = window.allowed ? SCENARIO_RETRY_AFTER_SECONDS : Math.ceil((window.resetAt.getTime() - Date.now()) / 1000);
      res
        .status(429)
        .set('retry-after', String(wait))
        .json({
          message: `The maximum number of api calls allowed for ${ENDPOINT} is ${window.limit} times per minute. ${UPGRADE}`,
        });
      return;
    }
    if (scenario === 'serverError') {
      res.status(500).json({ error: 'An unexpected error occurred' });
      return;
    }
    if (scenario === 'badInput' || (linkedinUrl && !/linkedin\.com\//i.test(linkedinUrl))) {
      res.status(422).json({ error: 'Parameters misconfigured: linkedin_url is not a valid LinkedIn profile URL' });
      return;
    }
    const found = linkedinUrl ? directory.get(linkedinUrl) : undefined;
    if (scenario === 'creditsExhausted' || (found?.email && !account.hasCredits())) {
      res.status(422).json({ error: `You have insufficient credits to enrich this person. ${UPGRADE}` });
      return;
    }
    if (!found) {
      // Apollo answers 200 when it cannot match, with no person enriched.
      res.json({ person: null });
      return;
    }
    if (found.email) account.spendCredit();
    res.json({ person: personOf(found) });
  });

  return { router, account, requests: () => [...requests] };
}

export type ApolloStandInOptions = ProviderStandInOptions;

export type ApolloStandIn = Awaited<ReturnType<typeof startApolloStandIn>>;

export function startApolloStandIn(options: ApolloStandInOptions = {}) {
  return startProviderStandIn(apolloRoutes, 'devstack-apollo-key', options);
}
