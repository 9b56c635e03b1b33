const { frontEndJestOptions } = require('../scripts/rspack/jest-front-end.cjs');

module.exports = {
  ...require('../jest.preset.cjs'),
  displayName: 'mfe-marketing',
  rootDir: __dirname,
  ...frontEndJestOptions(),
};
