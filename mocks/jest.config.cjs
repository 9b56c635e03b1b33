module.exports = {
  ...require('../jest.preset.cjs'),
  displayName: 'mocks',
  rootDir: __dirname,
  testEnvironment: 'node',
};
