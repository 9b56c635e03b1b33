const { frontEndJestOptions } = require('../scripts/rspack/jest-front-end.cjs');

module.exports = {
  ...require('../jest.preset.cjs'),
  displayName: 'mfe-candidate',
  rootDir: __dirname,
  ...frontEndJestOptions(),
};
