// One jest run over every workspace; each workspace keeps its own jest.config.cjs.
module.exports = {
  // Global option (ignored inside projects): the slowest suites start PGlite or a PostgreSQL cluster.
  testTimeout: 120000,
  projects: [
    '<rootDir>/contracts',
    '<rootDir>/mocks',
    '<rootDir>/shared-ui',
    '<rootDir>/shell',
    '<rootDir>/mfe-marketing',
    '<rootDir>/mfe-dashboard',
    '<rootDir>/mfe-chat',
    '<rootDir>/mfe-candidate',
    '<rootDir>/api',
    '<rootDir>/devstack',
  ],
};
