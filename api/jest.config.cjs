// api tests run against a real PostgreSQL server provided by the global setup.
module.exports = {
  ...require('../jest.preset.cjs'),
  displayName: 'api',
  rootDir: __dirname,
  testEnvironment: 'node',
  globalSetup: '<rootDir>/jest.global-setup.ts',
  globalTeardown: '<rootDir>/jest.global-teardown.ts',
  testTimeout: 30000,
  // The test kit (api/testkit, outside the production folders) carries its own proof that the seed works.
  testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/testkit/**/*.test.ts'],
};
