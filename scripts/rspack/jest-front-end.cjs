// Jest settings shared by the front-end workspaces (shell, shared-ui, remotes) on top of ../../jest.preset.cjs.
const preset = require('../../jest.preset.cjs');

// ESM-only packages that antd pulls in (the preset already lists msw, graphql-request, @tanstack, ...).
const FRONT_END_ESM = ['@ant-design', '@rc-component', 'rc-[a-z-]+', '@babel/runtime'];

/** The preset's transformIgnorePatterns with the antd family un-ignored as well. */
const transformIgnorePatterns = preset.transformIgnorePatterns.map((pattern) =>
  pattern.replace('(?!(', `(?!(${FRONT_END_ESM.join('|')}|`),
);

/** jsdom with Node's fetch/streams kept (msw needs them), antd's ESM transformed, CSS imports stubbed. */
function frontEndJestOptions() {
  return {
    testEnvironment: require.resolve('./jest-front-end.environment.cjs'),
    testEnvironmentOptions: { url: 'http://localhost/' },
    setupFilesAfterEnv: [require.resolve('./jest-front-end.setup.ts')],
    transformIgnorePatterns,
    moduleNameMapper: { '\\.css$': require.resolve('./jest-style-stub.cjs') },
  };
}

module.exports = { frontEndJestOptions };
