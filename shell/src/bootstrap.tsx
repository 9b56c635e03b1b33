import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { configureEndpoints, configurePublicSite } from 'shared-ui/core';
import { loadFirstScreen } from './app/first-screen';
import { ShellRoot } from './app/shell-root';
import { registerFederatedRemotes } from './remotes/federated-remote-loader';
import { loadRuntimeConfig } from './runtime-config/load-runtime-config';

async function start(): Promise<void> {
  const config = await loadRuntimeConfig();
  configureEndpoints({ graphqlUrl: config.graphqlUrl, authUrl: config.authUrl });
  configurePublicSite({ demoVideoUrl: config.demoVideoUrl ?? null });
  const { loadRemoteApp, loadRemoteNavigation } = registerFederatedRemotes(config);
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const app = (
    <StrictMode>
      <BrowserRouter>
        <ShellRoot loadRemoteApp={loadRemoteApp} loadRemoteNavigation={loadRemoteNavigation} />
      </BrowserRouter>
    </StrictMode>
  );
  // A public page's first load never comes here: the api serves it prerendered with the marketing remote's own
  // standalone script (scripts/rspack/public-page-config.cjs). The shell mounts that remote only when the visitor moves
  // to a public page from one of its own.
  await loadFirstScreen(window.location.pathname, loadRemoteApp);
  // A transition renders in short slices, so drawing the whole first screen does not block the page in one long task.
  const root = createRoot(container);
  startTransition(() => root.render(app));
}

void start();
