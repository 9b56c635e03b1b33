import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { configureEndpoints, configurePublicSite } from 'shared-ui/core';
import { ShellRoot } from './app/shell-root';
import { registerFederatedRemotes } from './remotes/federated-remote-loader';
import { loadRuntimeConfig } from './runtime-config/load-runtime-config';

async function start(): Promise<void> {
  const config = await loadRuntimeConfig();
  configureEndpoints({ graphqlUrl: config.graphqlUrl, authUrl: config.authUrl });
  configurePublicSite({ demoVideoUrl: config.demoVideoUrl ?? null });
  const loadRemoteApp = registerFederatedRemotes(config);
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const app = (
    <StrictMode>
      <BrowserRouter>
        <ShellRoot loadRemoteApp={loadRemoteApp} />
      </BrowserRouter>
    </StrictMode>
  );
  // A public page arrives prerendered inside #root (api: static-web.routes.ts): hydrate it, so what is painted stays
  // painted; the marketing remote's Suspense boundary hydrates once the remote has loaded. As a transition the
  // hydration yields to the browser between small slices instead of blocking it (input, painting) in long tasks.
  if (container.hasChildNodes()) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
}

void start();
