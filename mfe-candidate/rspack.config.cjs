const { createConfig } = require('../scripts/rspack/create-config.cjs');

// Remote 'mfe_candidate': exposes './App' (default export App({ basePath })) and emits dist/mf-manifest.json.
// `npm run dev -w mfe-candidate` serves it standalone on port 3004 with the MSW handlers from 'mocks'.
module.exports = createConfig({
  name: 'mfe_candidate',
  dir: __dirname,
  exposes: { './App': './src/App.tsx' },
  isHost: false,
  port: 3004,
  // The candidate pages are plain React and CSS (src/components/ui): nothing of antd to share.
  antd: false,
});
