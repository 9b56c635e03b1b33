import { Router } from 'express';
import type { AppConfig } from '../config/config';

/** What the shell reads at start to find its remotes and the api (so remotes redeploy without a shell rebuild). */
export interface RuntimeConfig {
  remotes: AppConfig['remotes'];
  graphqlUrl: string;
  authUrl: string;
}

export function runtimeConfigRoutes(config: AppConfig): Router {
  const body: RuntimeConfig = { remotes: config.remotes, graphqlUrl: '/graphql', authUrl: '/api/auth' };
  const router = Router();
  router.get('/runtime-config.json', (_req, res) => {
    res.set('Cache-Control', 'no-cache').json(body);
  });
  return router;
}
