// The shell's index.html preloads the chunks every page starts with (scripts/rspack/boot-preload.cjs).
import path from 'node:path';

const repo = path.resolve(__dirname, '..', '..', '..');
type Chunk = { initial: boolean; files: string[]; origins?: Array<{ moduleName?: string; request?: string }> };
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the build config is CommonJS
const { bootChunkFiles, frameFiles, largestFirst, withPreloads } = require(
  path.join(repo, 'scripts', 'rspack', 'boot-preload.cjs'),
) as {
  bootChunkFiles: (chunks: Chunk[]) => string[];
  frameFiles: (chunks: Chunk[]) => { js: string[]; css: string[] };
  largestFirst: (files: string[], sizeOf: (file: string) => number) => string[];
  withPreloads: (html: string, files: string[], publicPath?: string) => string;
};

const provides = (name: string) => ({ moduleName: `provide shared module (default) ${name}@1.0.0 = /repo/node_modules/${name}` });

test('preloads the bootstrap chunks and the shared modules every page starts with, not those some pages use', () => {
  const chunks: Chunk[] = [
    { initial: true, files: ['main.1.js'], origins: [{ request: './src/index.ts' }] },
    { initial: false, files: ['300.a.js', '300.a.css'], origins: [{ moduleName: './src/index.ts', request: './bootstrap' }] },
    { initial: false, files: ['121.b.js'], origins: [provides('react')] },
    { initial: false, files: ['275.c.js'], origins: [provides('react-dom/client')] },
    { initial: false, files: ['507.d.js'], origins: [provides('react-router-dom')] },
    { initial: false, files: ['624.e.js'], origins: [provides('shared-ui/core')] },
    { initial: false, files: ['128.f.js'], origins: [provides('@tanstack/react-query')] },
    { initial: false, files: ['726.g.js'], origins: [provides('shared-ui/query')] },
    { initial: false, files: ['505.h.js'], origins: [provides('@ant-design/cssinjs')] },
    { initial: false, files: ['969.i.js'], origins: [{ moduleName: './src/app/app-routes.tsx', request: '../auth/login.page' }] },
  ];
  expect(bootChunkFiles(chunks)).toEqual(['121.b.js', '275.c.js', '300.a.js', '507.d.js', '624.e.js']);
});

test("lists the signed-in frame's own chunks and CSS for signed-in pages only: layout, react-query, the query client", () => {
  const chunks: Chunk[] = [
    { initial: false, files: ['300.a.js'], origins: [{ moduleName: './src/index.ts', request: './bootstrap' }] },
    {
      initial: false,
      files: ['120.a.js', '120.b.css'],
      origins: [{ moduleName: './src/app/app-routes.tsx', request: '../dashboard-layout/dashboard-layout' }],
    },
    { initial: false, files: ['128.f.js'], origins: [provides('@tanstack/react-query')] },
    { initial: false, files: ['726.g.js'], origins: [provides('shared-ui/query')] },
    { initial: false, files: ['969.i.js'], origins: [{ moduleName: './src/app/app-routes.tsx', request: '../auth/login.page' }] },
  ];
  expect(frameFiles(chunks)).toEqual({ js: ['120.a.js', '128.f.js', '726.g.js'], css: ['120.b.css'] });
});

test('the links go before the first script, so the browser starts them with main.js (at low priority: the text paints first)', () => {
  const html = '<head><title>x</title><script defer src="/main.1.js"></script></head>';
  expect(withPreloads(html, ['121.b.js', '300.a.js'])).toBe(
    '<head><title>x</title><link rel="preload" href="/121.b.js" as="script" fetchpriority="low">' +
      '<link rel="preload" href="/300.a.js" as="script" fetchpriority="low"><script defer src="/main.1.js"></script></head>',
  );
});

test('the largest file is asked for first, so the last of them arrives soonest (ties in name order)', () => {
  const sizes: Record<string, number> = { 'boot-app.a.js': 27_000, 'boot-vendor.b.js': 230_000, 'x.c.js': 27_000 };
  expect(largestFirst(['x.c.js', 'boot-app.a.js', 'boot-vendor.b.js'], (file) => sizes[file] ?? 0)).toEqual([
    'boot-vendor.b.js',
    'boot-app.a.js',
    'x.c.js',
  ]);
});
