import { AUTH_BASE_PATH, type RuntimeConfig } from 'contracts';

/** Used when /runtime-config.json is unreachable: the api's defaults (wiring brief). */
export const DEFAULT_RUNTIME_CONFIG: RuntimeConfig = {
  remotes: {
    marketing: '/remotes/mfe-marketing/mf-manifest.json',
    dashboard: '/remotes/mfe-dashboard/mf-manifest.json',
    chat: '/remotes/mfe-chat/mf-manifest.json',
    candidate: '/remotes/mfe-candidate/mf-manifest.json',
  },
  graphqlUrl: '/graphql',
  authUrl: AUTH_BASE_PATH,
};

/** Reads /runtime-config.json (remote manifest URLs, API paths); falls back to the defaults if it fails. */
export async function loadRuntimeConfig(url = '/runtime-config.json'): Promise<RuntimeConfig> {
  try {
    // Same mode as the <link rel="preload"> in index.html, so the browser reuses the preloaded answer.
    const response = await fetch(url, { credentials: 'same-origin' });
    if (!response.ok) throw new Error(`runtime config answered ${response.status}`);
    const config = (await response.json()) as Partial<RuntimeConfig>;
    return {
      remotes: { ...DEFAULT_RUNTIME_CONFIG.remotes, ...config.remotes },
      graphqlUrl: config.graphqlUrl ?? DEFAULT_RUNTIME_CONFIG.graphqlUrl,
      authUrl: config.authUrl ?? DEFAULT_RUNTIME_CONFIG.authUrl,
    };
  } catch (error) {
    console.error('[shell] could not read /runtime-config.json, using defaults', error);
    return DEFAULT_RUNTIME_CONFIG;
  }
}
