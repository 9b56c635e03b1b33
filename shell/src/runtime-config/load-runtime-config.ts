import { DEFAULT_RUNTIME_CONFIG, demoVideoUrlOf, type RuntimeConfig } from 'contracts';

/** Reads /runtime-config.json (remote manifest URLs, API paths, public-site video); falls back to the defaults if it fails. */
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
      demoVideoUrl: demoVideoUrlOf(config.demoVideoUrl),
    };
  } catch (error) {
    console.error('[shell] could not read /runtime-config.json, using defaults', error);
    return DEFAULT_RUNTIME_CONFIG;
  }
}
