// The email finder providers on loopback, all reading one directory (profiles.json plus POST /__control/profiles):
// our own contract GET /lookup?linkedInUrl=... ({email, name, emailConfidence} or 404, bearer key), Apollo's
// POST /api/v1/people/match and PDL's GET /v5/person/enrich (see apollo-stand-in.ts, pdl-stand-in.ts). Also serves
// the dev checkout pages (GET /checkout/:item) the billing page links to under npm start.
import express from 'express';
import { escapeHtml } from '../http/html';
import { listenHttp } from '../http/listen';
import { apolloRoutes } from './apollo-stand-in';
import { pdlRoutes } from './pdl-stand-in';
import { controlRoutes, createProfileDirectory, type FinderEmailStatus, type FinderProfile } from './profile-directory';

export { profileKey, type FinderProfile } from './profile-directory';

export interface EmailFinderStandInOptions {
  port?: number;
  host?: string;
  /** When set, GET /lookup needs `Authorization: Bearer <apiKey>`. */
  apiKey?: string;
  /** The key the Apollo routes accept in `x-api-key`. */
  apolloApiKey?: string;
  /** The key the PDL routes accept in `X-Api-Key`. */
  pdlApiKey?: string;
  /** Replaces the bundled directory. */
  profiles?: FinderProfile[];
}

export type EmailFinderStandIn = Awaited<ReturnType<typeof startEmailFinderStandIn>>;

const CONFIDENCE: Record<FinderEmailStatus, string> = {
  verified: 'VERIFIED',
  likely: 'LIKELY',
  guessed: 'GUESSED',
  unknown: 'UNKNOWN',
  unavailable: 'UNKNOWN',
};

export async function startEmailFinderStandIn({
  port = 0,
  host = '127.0.0.1',
  apiKey,
  apolloApiKey = 'devstack-apollo-key',
  pdlApiKey = 'devstack-pdl-key',
  profiles,
}: EmailFinderStandInOptions = {}) {
  const directory = createProfileDirectory(profiles);
  const apollo = apolloRoutes({ apiKey: apolloApiKey, directory });
  const pdl = pdlRoutes({ apiKey: pdlApiKey, directory });
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
    const found = directory.get(url);
    if (!found?.email) {
      res.status(404).json({ error: 'not found' });
      return;
    }
    res.json({ email: found.email, name: found.name, emailConfidence: CONFIDENCE[found.emailStatus ?? 'verified'] });
  });
  app.use(apollo.router, pdl.router, controlRoutes(directory));
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
    apolloApiKey,
    pdlApiKey,
    /** URLs looked up through GET /lookup so far (tests check what the api sent). */
    lookups: () => [...lookups],
    apolloRequests: apollo.requests,
    pdlRequests: pdl.requests,
    addProfile: directory.add,
  };
}
