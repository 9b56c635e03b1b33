const { createConfig } = require('../scripts/rspack/create-config.cjs');

// Remote 'mfe_chat': exposes './App' (default export App({ basePath })) and './navigation' (its sidebar items and
// route prefixes, which the shell's frame loads without the App), and emits dist/mf-manifest.json.
// `npm run dev -w mfe-chat` serves it standalone on port 3003 with the MSW handlers from 'mocks'.
module.exports = createConfig({
  name: 'mfe_chat',
  dir: __dirname,
  exposes: { './App': './src/App.tsx', './navigation': './src/navigation.ts' },
  isHost: false,
  port: 3003,
});
