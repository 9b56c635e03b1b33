// The email finder provider on loopback: GET /lookup?linkedInUrl=... answers {email, name} for the profiles of
// profiles.json (plus any added with POST /__control/profiles) or 404. Also serves the dev checkout pages
// (GET /checkout/:item) the billing page links to under npm start.
import { readFileSync } from 'node:fs';
import express from 'express';
import { escapeHtml } from '../http/html';
import { listenHttp } from '../http/listen';

export interface FinderProfile {
  /** Profile URL without scheme or www, e.g. 'linkedin.com/in/jane-recruiter' (compared case-insensitively). */
  profile: string;
  email: string;
  name: string | null;
}

export interface EmailFinderStandInOptions {
  port?: number;
  host?: string;
  /** When set, lookups need `Authorization: Bearer <apiKey>`. */
  apiKey?: string;
  /** Replaces the bundled directory. */
  profiles?: FinderProfile[];
}

export type EmailFinderStandIn = Awaited<ReturnType<typeof startEmailFinderStandIn>>;

const bundledProfiles = (): FinderProfile[] =>
  JSON.parse(readFileSync(new URL('./profiles.json', import.meta.url), 'utf8')) as FinderProfile[];

/** 'https://www.LinkedIn.com/in/Jane/?x=1' -> 'linkedin.com/in/jane'. */
export function profileKey(url: string): string {
  return url
    .trim()
    .toLowerCase()
    .replace(/^https?:\/\//, '')
    .replace(/^www\./, '')
    .replace(/[?#].*$/, '')
    .replace(/\/+$/, '');
}

export async function startEmailFinderStandIn({
  port = 0,
  host = '127.0.0.1',
  apiKey,
  profiles,
}: EmailFinderStandInOptions = {}) {
  const directory = new Map<string, FinderProfile>();
  const add = (entry: FinderProfile) => directory.set(profileKey(entry.profile), { ...entry, name: entry.name ?? null });
  (profiles ?? bundledProfiles()).forEach(add);
  const lookups: string[] = [];

  const app = express();
  app.disable('x-powered-by');
  app.get('/lookup', (req, res) => {
    if (apiKey && req.headers.authorization !== `Bearer ${apiKey}`) {
      res.status(401).json({ error: 'invalid api key' });
      return;
    }
    const url = typeof req.query.linkedInUrl === 'string' ? req.query.linkedInUrl : '';
    lookups.push(url);
    const found = directory.get(profileKey(url));
    if (!found) {
      res.status(404).json({ error: 'not found' });
      return;
    }
    res.json({ email: found.email, name: found.name });
  });
  app.post('/__control/profiles', express.json(), (req, res) => {
    const entries = (Array.isArray(req.body) ? req.body : [req.body]) as Partial<FinderProfile>[];
    if (!entries.every((e) => typeof e.profile === 'string' && typeof e.email === 'string')) {
      res.status(400).json({ error: 'each entry needs profile and email' });
      return;
    }
    entries.forEach((e) => add({ profile: e.profile!, email: e.email!, name: e.name ?? null }));
    res.json({ ok: true, count: directory.size });
  });
  app.get('/checkout/:item', (req, res) => {
    const item = escapeHtml(req.params.item);
    res
      .type('html')
      .send(
        `<!doctype html><title>Checkout ${item}</title><h1>Dev checkout: ${item}</h1><p>No payment is taken in development.</p>`,
      );
  });

  const listening = await listenHttp(app, port, host);
  return {
    url: listening.url,
    port: listening.port,
    close: listening.close,
    /** URLs looked up so far (tests check what the api sent). */
    lookups: () => [...lookups],
    addProfile: add,
  };
}
