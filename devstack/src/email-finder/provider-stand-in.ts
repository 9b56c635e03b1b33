// What the Apollo and PDL stand-ins share: a server on loopback with the provider's routes over one profile directory
// (plus the control routes the e2e tests use), a key, and the account's rate limit and credits.
import express, { type Router } from 'express';
import { listenHttp } from '../http/listen';
import { controlRoutes, createProfileDirectory, type FinderProfile, type ProfileDirectory } from './profile-directory';
import type { ProviderAccount, ProviderAccountOptions } from './provider-account';

export interface ProviderStandInOptions extends ProviderAccountOptions {
  port?: number;
  host?: string;
  apiKey?: string;
  /** Replaces the bundled directory. */
  profiles?: FinderProfile[];
}

interface ProviderRoutes<Request> {
  router: Router;
  account: ProviderAccount;
  requests: () => Request[];
}

export async function startProviderStandIn<Request>(
  routesOf: (options: ProviderAccountOptions & { apiKey: string; directory: ProfileDirectory }) => ProviderRoutes<Request>,
  defaultApiKey: string,
  { port = 0, host = '127.0.0.1', apiKey = defaultApiKey, profiles, ...accountOptions }: ProviderStandInOptions,
) {
  const directory = createProfileDirectory(profiles);
  const provider = routesOf({ apiKey, directory, ...accountOptions });
  const app = express();
  app.disable('x-powered-by');
  app.use(provider.router, controlRoutes(directory));
  const listening = await listenHttp(app, port, host);
  return {
    url: listening.url,
    port: listening.port,
    apiKey,
    close: listening.close,
    /** What the api sent, oldest first. */
    requests: provider.requests,
    setCredits: provider.account.setCredits,
    addProfile: directory.add,
  };
}
