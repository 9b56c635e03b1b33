const { createConfig } = require('../scripts/rspack/create-config.cjs');

// Development: each remote runs its own dev server (`npm run dev -w mfe-<name>`); this one serves a runtime
// config pointing at them. Production: the api serves /runtime-config.json from its environment.
const DEV_REMOTE_PORTS = { marketing: 3001, dashboard: 3002, chat: 3003, candidate: 3004 };

module.exports = createConfig({
  name: 'shell',
  dir: __dirname,
  isHost: true,
  port: 3000,
  devServer: {
    setupMiddlewares: (middlewares) => {
      middlewares.unshift({
        name: 'dev-runtime-config',
        path: '/runtime-config.json',
        middleware: (_req, res) => {
          const remotes = Object.fromEntries(
            Object.entries(DEV_REMOTE_PORTS).map(([key, port]) => [key, `http://localhost:${port}/mf-manifest.json`]),
          );
          res.setHeader('Content-Type', 'application/json');
          res.end(JSON.stringify({ remotes, graphqlUrl: '/graphql', authUrl: '/api/auth' }));
        },
      });
      return middlewares;
    },
  },
});
