const preset = require('../jest.preset.cjs');

// PGlite's CommonJS build still loads node built-ins with dynamic import(), which jest (CJS, no VM modules)
// cannot run; swc rewrites those to require(), so @electric-sql .cjs files go through the transform too.
const swcTransform = Object.values(preset.transform)[0];

module.exports = {
  ...preset,
  displayName: 'devstack',
  rootDir: __dirname,
  testEnvironment: 'node',
  transform: { ...preset.transform, '/node_modules/@electric-sql/.+\\.cjs$': swcTransform },
  transformIgnorePatterns: preset.transformIgnorePatterns.map((pattern) => pattern.replace('(?!(', '(?!(@electric-sql|')),
  // Real servers (PGlite boot, child processes) take a few seconds on 2 cores.
  testTimeout: 120000,
};
