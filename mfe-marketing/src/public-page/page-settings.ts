import { demoVideoUrlOf, RUNTIME_CONFIG_ELEMENT_ID, type RuntimeConfig } from 'contracts';
import { configureEndpoints, configurePublicSite } from 'shared-ui/core';

/**
 * Hands the api's paths and the walkthrough video from the RuntimeConfig the api wrote into the page to shared-ui/core,
 * as the shell does from /runtime-config.json, before the first render. A page without it (or with a broken one) keeps
 * the same-origin defaults and no video.
 */
export function applyPageSettings(doc: Document): void {
  let config: Partial<RuntimeConfig> | null = null;
  try {
    config = JSON.parse(doc.getElementById(RUNTIME_CONFIG_ELEMENT_ID)?.textContent ?? 'null') as Partial<RuntimeConfig> | null;
  } catch {
    config = null;
  }
  if (!config || typeof config !== 'object') return;
  configureEndpoints({
    ...(typeof config.graphqlUrl === 'string' ? { graphqlUrl: config.graphqlUrl } : {}),
    ...(typeof config.authUrl === 'string' ? { authUrl: config.authUrl } : {}),
  });
  configurePublicSite({ demoVideoUrl: demoVideoUrlOf(config.demoVideoUrl) });
}
