// What the shell and the remotes share through Module Federation (scripts/rspack): a shared module is never
// tree-shaken, so each one is a deliberate choice. These checks stand in for the build, which cannot see what a
// consumer of a shared module imports from it.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const repo = path.resolve(__dirname, '..', '..', '..');
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the build config is CommonJS
const { createSharedConfig } = require(path.join(repo, 'scripts', 'rspack', 'shared-config.cjs')) as {
  createSharedConfig: (
    pkg: object,
    dir: string,
    options?: { antd?: boolean },
  ) => Record<
    string,
    { shareKey?: string; singleton?: boolean; version?: string; strictVersion?: boolean; requiredVersion?: string | false }
  >;
};

const FRONT_ENDS = ['shell', 'shared-ui', 'mfe-marketing', 'mfe-dashboard', 'mfe-chat', 'mfe-candidate'];

/** Code that runs in the browser: not tests, and not the public site's prerender entry (built for Node). */
function browserSourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return name === 'testing' ? [] : browserSourceFiles(file);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && name !== 'prerender.tsx' ? [file] : [];
  });
}

/** Names imported from `moduleName` in the front ends' production code (type-only imports excepted). */
function importedNames(moduleName: string): Map<string, string> {
  const names = new Map<string, string>();
  const pattern = new RegExp(`import\\s+(type\\s+)?([^;]*?)\\s+from\\s+'${moduleName}'`, 'g');
  for (const ws of FRONT_ENDS) {
    for (const file of browserSourceFiles(path.join(repo, ws, 'src'))) {
      for (const [, typeOnly, clause] of readFileSync(file, 'utf8').matchAll(pattern)) {
        if (typeOnly) continue;
        if (!clause?.startsWith('{')) throw new Error(`${file}: import named exports from '${moduleName}'`);
        for (const part of clause.slice(1, -1).split(',')) {
          const name = part.trim().split(/(?<!\s)\s+as\s+/)[0]!;
          if (name && !name.startsWith('type ')) names.set(name, path.relative(repo, file));
        }
      }
    }
  }
  return names;
}

describe('react-router in the browser', () => {
  const browserApi = readFileSync(path.join(repo, 'scripts', 'rspack', 'react-router-browser.mjs'), 'utf8');
  const exported = new Set(
    /export\s*\{([^}]*)\}\s*from\s*'react-router'/
      .exec(browserApi)![1]!
      .replace(/\/\/[^\n]*/g, '')
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
  );

  it("offers every name the front ends import from 'react-router-dom'", () => {
    const missing = [...importedNames('react-router-dom')].filter(([name]) => !exported.has(name));
    expect(missing).toEqual([]);
  });

  it('re-exports only names react-router has, and none of its server APIs', () => {
    const reactRouter = jest.requireActual<Record<string, unknown>>('react-router');
    expect([...exported].filter((name) => !(name in reactRouter))).toEqual([]);
    for (const serverApi of ['StaticRouter', 'createStaticHandler', 'ServerRouter', 'createRequestHandler', 'createCookie']) {
      expect(exported).not.toContain(serverApi);
    }
  });

  it("is reached through 'react-router-dom' only (a direct 'react-router' import would load a second router)", () => {
    expect([...importedNames('react-router')]).toEqual([]);
  });
});

describe('shared-ui', () => {
  const shellDir = path.join(repo, 'shell');
  const shared = createSharedConfig(JSON.parse(readFileSync(path.join(shellDir, 'package.json'), 'utf8')), shellDir);

  it('shares the session store and query client entries, not the root entry (each app bundles the antd parts it uses)', () => {
    expect(shared['shared-ui/']).toMatchObject({ singleton: true });
    expect(Object.keys(shared)).not.toContain('shared-ui');
  });

  it('asks for at least the singleton entries each app is built against, strictly (docs/operations.md, the shared-ui rule)', () => {
    const pkg = JSON.parse(readFileSync(path.join(repo, 'shared-ui', 'package.json'), 'utf8')) as {
      version: string;
      federation: { singletonVersion: string };
    };
    const singletons = pkg.federation.singletonVersion;
    expect(pkg.version).toMatch(/^[1-9]\d*\.\d+\.\d+$/);
    expect(singletons).toMatch(/^[1-9]\d*\.\d+\.\d+$/);
    // The singletons' version moves with core and query only; the package's with every change, in the same major.
    expect(singletons.split('.')[0]).toBe(pkg.version.split('.')[0]);
    expect(shared['shared-ui/']).toEqual({
      singleton: true,
      strictVersion: true,
      requiredVersion: `^${singletons}`,
      version: singletons,
    });
  });

  it("keeps the root entry's stateful parts behind the shared entries (a relative import would copy them per app)", () => {
    const root = readFileSync(path.join(repo, 'shared-ui', 'src', 'index.ts'), 'utf8');
    expect(root).toContain("export * from 'shared-ui/core';");
    expect(root).toContain("export * from 'shared-ui/query';");
    const relativeIntoShared = browserSourceFiles(path.join(repo, 'shared-ui', 'src'))
      .filter((file) => !file.includes(`${path.sep}core${path.sep}`) && !file.includes(`${path.sep}query${path.sep}`))
      .filter((file) => /from '\.\.?\/(?:\.\.\/)*(core|query)\//.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(repo, file));
    expect(relativeIntoShared).toEqual([]);
  });
});

describe('antd', () => {
  const shellDir = path.join(repo, 'shell');
  const shared = createSharedConfig(JSON.parse(readFileSync(path.join(shellDir, 'package.json'), 'utf8')), shellDir);

  it('is not one shared module: each app bundles the components it imports', () => {
    expect(Object.keys(shared)).not.toContain('antd');
    expect(Object.keys(shared).filter((key) => key.startsWith('antd/'))).toEqual([]);
  });

  it('shares only the CSS-in-JS engine: each app renders its own antd providers around its own components', () => {
    expect(Object.keys(shared).filter((key) => key.includes('antd') || key.includes('@ant-design'))).toEqual([
      '@ant-design/cssinjs',
    ]);
  });

  it("stays out of the shell's dashboard frame, which a remote's own antd page sits in", () => {
    const frame = browserSourceFiles(path.join(repo, 'shell', 'src', 'dashboard-layout'));
    const usingAntd = frame.filter((file) => /from '(antd|@ant-design\/[^']+)'/.test(readFileSync(file, 'utf8')));
    expect(frame.length).toBeGreaterThan(3);
    expect(usingAntd.map((file) => path.relative(repo, file))).toEqual([]);
  });

  it('shares nothing of antd for an app that does not use it (the public site)', () => {
    const marketingDir = path.join(repo, 'mfe-marketing');
    const pkg = JSON.parse(readFileSync(path.join(marketingDir, 'package.json'), 'utf8'));
    const keys = Object.keys(createSharedConfig(pkg, marketingDir, { antd: false }));
    expect(keys.filter((key) => key.includes('antd') || key.includes('@ant-design'))).toEqual([]);
  });
});
