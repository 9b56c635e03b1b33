// A remote's expose-assets.json (scripts/rspack/expose-assets.cjs): every file of an exposed module's chunk group.
import path from 'node:path';

const repo = path.resolve(__dirname, '..', '..', '..');
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the build config is CommonJS
const { exposeAssets } = require(path.join(repo, 'scripts', 'rspack', 'expose-assets.cjs')) as {
  exposeAssets: (groups: Record<string, { assets?: Array<{ name: string }> }>) => Record<string, { js: string[]; css: string[] }>;
};

test("lists each exposed module's chunks and CSS, including a chunk it shares with a shared module's fallback", () => {
  const groups = {
    main: { assets: [{ name: 'main.1.js' }] },
    mfe_dashboard: { assets: [{ name: 'remoteEntry.2.js' }] },
    __federation_expose_App: {
      assets: [
        { name: '6894.a.js' },
        { name: '9591.b.js' },
        { name: '__federation_expose_App.c.css' },
        { name: '__federation_expose_App.d.js' },
      ],
    },
  };
  expect(exposeAssets(groups)).toEqual({
    './App': { js: ['6894.a.js', '9591.b.js', '__federation_expose_App.d.js'], css: ['__federation_expose_App.c.css'] },
  });
});
