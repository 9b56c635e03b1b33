import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
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
  createRoot(container).render(
    <StrictMode>
      <BrowserRouter>
        <ShellRoot loadRemoteApp={loadRemoteApp} />
      </BrowserRouter>
    </StrictMode>,
  );
}

void start();
