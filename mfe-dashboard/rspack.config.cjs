const { createConfig } = require('../scripts/rspack/create-config.cjs');

// Remote 'mfe_dashboard': exposes './App' (default export App({ basePath })) and './navigation' (its sidebar items and
// route prefixes, which the shell's frame loads without the App), and emits dist/mf-manifest.json.
// `npm run dev -w mfe-dashboard` serves it standalone on port 3002 with the MSW handlers from 'mocks'.
module.exports = createConfig({
  name: 'mfe_dashboard',
  dir: __dirname,
  exposes: { './App': './src/App.tsx', './navigation': './src/navigation.ts' },
  isHost: false,
  port: 3002,
});
