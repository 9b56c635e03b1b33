import { Router } from 'express';
import type { AppConfig } from '../config/config';
import { sendCompressed } from './compression.middleware';

/**
 * What the shell reads at start to find its remotes and the api (so remotes redeploy without a shell rebuild), plus
 * the public site's settings (the walkthrough video: DEMO_VIDEO_URL, null when unset).
 */
export interface RuntimeConfig {
  remotes: AppConfig['remotes'];
  graphqlUrl: string;
  authUrl: string;
  demoVideoUrl: string | null;
}

/** The runtime config of this api's settings (also written into the standalone public pages: static-web.routes). */
export function runtimeConfigOf(config: AppConfig): RuntimeConfig {
  return { remotes: config.remotes, graphqlUrl: '/graphql', authUrl: '/api/auth', demoVideoUrl: config.demoVideoUrl };
}

export function runtimeConfigRoutes(config: AppConfig): Router {
  const json = JSON.stringify(runtimeConfigOf(config));
  const router = Router();
  // Cached briefly: a redeployed remote URL reaches browsers within a minute, without a request on every page load.
  router.get('/runtime-config.json', async (req, res) => {
    res.set('Cache-Control', 'public, max-age=60');
    await sendCompressed(req, res, json, 'json');
  });
  return router;
}
