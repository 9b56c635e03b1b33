// The Module Federation shared singletons, identical in every app: one React, one router, one query cache,
// one antd and one shared-ui (so the zustand session store exists once). None is eager: each app keeps
// its async boundary (src/index.ts -> import('./bootstrap')), so shared modules load on demand.
const SINGLETONS = ['react', 'react-dom', 'react-router-dom', '@tanstack/react-query', 'antd', 'zustand', 'shared-ui'];
// Packages whose sub-paths are imported (react/jsx-runtime, react-dom/client, shared-ui/core) share
// them too, through the prefix form.
const PREFIXED = ['react', 'react-dom', 'shared-ui'];

function createSharedConfig(pkg) {
  const deps = { ...pkg.devDependencies, ...pkg.dependencies };
  const shared = {};
  for (const name of SINGLETONS) {
    shared[name] = { singleton: true, requiredVersion: deps[name] || false };
  }
  for (const name of PREFIXED) {
    shared[`${name}/`] = { singleton: true, requiredVersion: deps[name] || false };
  }
  return shared;
}

module.exports = { createSharedConfig, SINGLETONS };
