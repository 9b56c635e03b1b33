const path = require('node:path');
const { createConfig } = require('../scripts/rspack/create-config.cjs');
const { createPrerenderConfig } = require('../scripts/rspack/prerender-config.cjs');
const { createPublicPageConfig } = require('../scripts/rspack/public-page-config.cjs');

// Remote 'mfe_marketing': exposes './App' (default export App({ basePath })) and emits dist/mf-manifest.json.
// `npm run dev -w mfe-marketing` serves it standalone on port 3001 with the MSW handlers from 'mocks'.
// The production build also builds the standalone public page (dist/public-page/, see public-page-config.cjs) and
// prerenders the public pages (dist/prerendered-pages.json, see prerender-config.cjs).
const remote = createConfig({
  name: 'mfe_marketing',
  dir: __dirname,
  exposes: { './App': './src/App.tsx' },
  isHost: false,
  port: 3001,
  // The public site is plain React and CSS: nothing of antd to share.
  antd: false,
});

module.exports =
  process.env.NODE_ENV === 'development'
    ? remote
    : [
        remote,
        createPublicPageConfig({
          name: 'mfe_marketing',
          dir: __dirname,
          entry: './src/public-page/public-page.entry.ts',
          template: path.join(__dirname, 'public/index.html'),
        }),
        createPrerenderConfig({ name: 'mfe_marketing', dir: __dirname, entry: './src/prerender.tsx' }),
      ];
