const { createConfig } = require('../scripts/rspack/create-config.cjs');

// Remote 'mfe_marketing': exposes './App' (default export App({ basePath })) and emits dist/mf-manifest.json.
// `npm run dev -w mfe-marketing` serves it standalone on port 3001 with the MSW handlers from 'mocks'.
module.exports = createConfig({
  name: 'mfe_marketing',
  dir: __dirname,
  exposes: { './App': './src/App.tsx' },
  isHost: false,
  port: 3001,
});
