// The Module Federation shared singletons, identical in every app: one React, one router, one query cache, one
// shared-ui (so the zustand session store exists once) and one antd theme/App context. None is eager: each app keeps
// its async boundary (src/index.ts -> import('./bootstrap')), so shared modules load on demand.
//
// antd itself is NOT shared: a shared module cannot be tree-shaken, and shared antd was one 1.4 MB chunk on every
// page that used a single component. Each app bundles the antd components it imports. What must exist once for the
// shell's <AppProviders> (theme, notifications) to reach a remote's components is shared instead: antd's React
// context modules, matched by their resolved file (antd imports them relatively), and the CSS-in-JS engine (one
// style cache, so a component's styles are generated once per page).
const path = require('node:path');

const SINGLETONS = ['react', 'react-dom', 'react-router-dom', '@tanstack/react-query', 'zustand', 'shared-ui'];
// Packages whose sub-paths are imported (react/jsx-runtime, react-dom/client, shared-ui/core) share
// them too, through the prefix form.
const PREFIXED = ['react', 'react-dom', 'shared-ui'];
/** antd's context modules that <ConfigProvider> and <App> provide (antd/es/<name>.js). */
const ANTD_CONTEXTS = [
  'config-provider/context',
  'config-provider/SizeContext',
  'config-provider/DisabledContext',
  'theme/context',
  'app/context',
  'locale/context',
  'form/validateMessagesContext',
];

function packageVersion(name, dir) {
  return require(require.resolve(`${name}/package.json`, { paths: [dir] })).version;
}

/** One shared entry per antd context file, keyed by its absolute path so antd's own relative imports match it. */
function antdContextShares(dir) {
  const antdRoot = path.dirname(require.resolve('antd/package.json', { paths: [dir] }));
  const version = packageVersion('antd', dir);
  const shares = {};
  for (const name of ANTD_CONTEXTS) {
    shares[path.join(antdRoot, 'es', `${name}.js`)] = {
      shareKey: `antd/es/${name}`,
      singleton: true,
      version,
      requiredVersion: `^${version.split('.')[0]}.0.0`,
    };
  }
  return shares;
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
  // Aliased to scripts/rspack/react-router-browser.mjs, which has no package.json of its own to take a version from.
  shared['react-router-dom'].version = packageVersion('react-router-dom', dir);
  if (!antd) return shared;
  return { ...shared, '@ant-design/cssinjs': { singleton: true, requiredVersion: false }, ...antdContextShares(dir) };
}

module.exports = { createSharedConfig, SINGLETONS };
