// The people every email finder stand-in knows (profiles.json plus any added with POST /__control/profiles), and
// the profile paths that make a provider stand-in answer one of its documented errors instead.
import { readFileSync } from 'node:fs';
import express, { type Router } from 'express';

/** How sure the provider is of the address, in Apollo's words (`email_status`); PDL's likelihood follows from it. */
export type FinderEmailStatus = 'verified' | 'likely' | 'guessed' | 'unavailable' | 'unknown';

export interface FinderProfile {
  /** Profile URL without scheme or www, e.g. 'linkedin.com/in/jane-recruiter' (compared case-insensitively). */
  profile: string;
  /** null: the person is known but no address is (Apollo `email_status: unavailable`, PDL no email fields). */
  email: string | null;
  name: string | null;
  /** Defaults to 'verified'. */
  emailStatus?: FinderEmailStatus;
  title?: string | null;
  company?: string | null;
}

/** Profile paths that make the Apollo and PDL stand-ins answer an error as the real service documents it. */
export const SCENARIO_PROFILES = {
  /** 429 with the provider's retry hint (Apollo: retry-after 42 s; PDL: x-ratelimit-reset 42 s ahead). */
  rateLimited: 'linkedin.com/in/devstack-rate-limited',
  /** Credits used up (PDL 402 payment_required; Apollo 422 naming credits). */
  creditsExhausted: 'linkedin.com/in/devstack-credits-exhausted',
  /** The provider refuses the input (PDL 400 invalid_request_error; Apollo 422). */
  badInput: 'linkedin.com/in/devstack-bad-input',
  /** A 500 from the provider. */
  serverError: 'linkedin.com/in/devstack-server-error',
} as const;

/** The retry hint the rate-limited scenario gives, in seconds. */
export const SCENARIO_RETRY_AFTER_SECONDS = 42;

/** 'https://www.LinkedIn.com/in/Jane/?x=1' -> 'linkedin.com/in/jane'. */
export function profileKey(url: string): string {
  let key = url
    .trim()
    .toLowerCase()
    .replace(/^https?:\/\//, '')
    .replace(/^www\./, '');
  const query = key.search(/[?#]/);
  if (query !== -1) key = key.slice(0, query);
  while (key.endsWith('/')) key = key.slice(0, -1);
  return key;
}

export const bundledProfiles = (): FinderProfile[] =>
  JSON.parse(readFileSync(new URL('./profiles.json', import.meta.url), 'utf8')) as FinderProfile[];

export type ScenarioName = keyof typeof SCENARIO_PROFILES;

export function scenarioOf(url: string): ScenarioName | null {
  const key = profileKey(url);
  const found = (Object.entries(SCENARIO_PROFILES) as [ScenarioName, string][]).find(([, path]) => path === key);
  return found ? found[0] : null;
}

export type ProfileDirectory = ReturnType<typeof createProfileDirectory>;

export function createProfileDirectory(profiles: FinderProfile[] = bundledProfiles()) {
  const entries = new Map<string, FinderProfile>();
  const add = (entry: FinderProfile) =>
    entries.set(profileKey(entry.profile), { ...entry, name: entry.name ?? null, emailStatus: entry.emailStatus ?? 'verified' });
  profiles.forEach(add);
  return {
    add,
    get: (url: string) => entries.get(profileKey(url)),
    size: () => entries.size,
  };
}

const STATUSES: readonly FinderEmailStatus[] = ['verified', 'likely', 'guessed', 'unavailable', 'unknown'];

/** POST /__control/profiles: add one profile or a list ({profile, email, name?, emailStatus?, title?, company?}). */
export function controlRoutes(directory: ProfileDirectory): Router {
  const router = express.Router();
  router.post('/__control/profiles', express.json(), (req, res) => {
    const entries = (Array.isArray(req.body) ? req.body : [req.body]) as Partial<FinderProfile>[];
    const valid = entries.every(
      (e) =>
        typeof e.profile === 'string' &&
        (typeof e.email === 'string' || e.email === null) &&
        (e.emailStatus === undefined || STATUSES.includes(e.emailStatus)),
    );
    if (!valid) {
      res.status(400).json({ error: 'each entry needs profile and email (emailStatus one of ' + STATUSES.join(', ') + ')' });
      return;
    }
    entries.forEach((e) =>
      directory.add({
        profile: e.profile!,
        email: e.email ?? null,
        name: e.name ?? null,
        emailStatus: e.emailStatus,
        title: e.title ?? null,
        company: e.company ?? null,
      }),
    );
    res.json({ ok: true, count: directory.size() });
  });
  return router;
}
