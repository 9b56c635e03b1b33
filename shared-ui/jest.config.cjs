const { frontEndJestOptions } = require('../scripts/rspack/jest-front-end.cjs');

module.exports = {
  ...require('../jest.preset.cjs'),
  displayName: 'shared-ui',
  rootDir: __dirname,
  ...frontEndJestOptions(),
};
