// The Module Federation shared singletons, identical in every app: one React, one router, one query cache, one
// session store and one CSS-in-JS style cache. None is eager: each app keeps its async boundary (src/index.ts ->
// import('./bootstrap')), so shared modules load on demand.
//
// antd is NOT shared: a shared module cannot be tree-shaken, and shared antd was one 1.4 MB chunk on every page that
// used a single component. Each app bundles the antd components it imports, and renders its own antd providers
// (shared-ui's UiKitProviders): the shell's dashboard frame is antd-free, so a signed-in page carries one copy of the
// UI kit. For the same reason the root 'shared-ui' entry (antd components, GraphQL hooks) is bundled by each app;
// only its 'shared-ui/core' (session store) and 'shared-ui/query' (query client) entries are singletons. The CSS-in-JS
// engine is shared so the dashboard and chat remotes write a component's styles once per page.
const SINGLETONS = ['react', 'react-dom', 'react-router-dom', '@tanstack/react-query', 'zustand'];
// Packages whose sub-paths are imported (react/jsx-runtime, react-dom/client) share them through the prefix form;
// so does shared-ui (shared-ui/core, shared-ui/query), below.
const PREFIXED = ['react', 'react-dom'];

function packageVersion(name, dir) {
  return require(require.resolve(`${name}/package.json`, { paths: [dir] })).version;
}

/**
 * The version of shared-ui's singleton entries (core, query): `federation.singletonVersion` in its package.json. It
 * moves only when those entries change; the package's own version also moves for the root entry, which each app
 * bundles, so a new export there ships with the one remote that uses it (docs/operations.md, release rules).
 */
function sharedUiSingletonVersion(dir) {
  const pkg = require(require.resolve('shared-ui/package.json', { paths: [dir] }));
  return pkg.federation?.singletonVersion ?? pkg.version;
}

/**
 * @param {object} pkg the app's package.json
 * @param {string} dir the app folder (where its dependencies resolve from)
 * @param {{ antd?: boolean }} [options] antd: false for an app that never imports it
 */
function createSharedConfig(pkg, dir, { antd = true } = {}) {
  const deps = { ...pkg.devDependencies, ...pkg.dependencies };
  const shared = {};
  for (const name of SINGLETONS) {
    shared[name] = { singleton: true, requiredVersion: deps[name] || false };
  }
  for (const name of PREFIXED) {
    shared[`${name}/`] = { singleton: true, requiredVersion: deps[name] || false };
  }
  // Our own package: an app needs at least the shared-ui singletons it was built against (a workspace dependency has no
  // range of its own). Strict, because both entries hold state that must exist once (the session store, the query client):
  // a remote built against a newer minor than the shell provides fails at load, shows its fallback and names both
  // versions in the console, rather than running on a copy that lacks what it imports (docs/operations.md).
  // FEDERATION_SHARED_UI_VERSION builds an app as if against that shared-ui (provided and required): only the
  // version-skew e2e spec sets it, for a remote built against a newer shared-ui than the live shell's.
  const singletonVersion = process.env.FEDERATION_SHARED_UI_VERSION || sharedUiSingletonVersion(dir);
  shared['shared-ui/'] = {
    singleton: true,
    strictVersion: true,
    requiredVersion: `^${singletonVersion}`,
    version: singletonVersion,
  };
  // Aliased to scripts/rspack/react-router-browser.mjs, which has no package.json of its own to take a version from.
  shared['react-router-dom'].version = packageVersion('react-router-dom', dir);
  if (!antd) return shared;
  return { ...shared, '@ant-design/cssinjs': { singleton: true, requiredVersion: false } };
}

module.exports = { createSharedConfig, SINGLETONS };
