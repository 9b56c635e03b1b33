// One jest run over every workspace; each workspace keeps its own jest.config.cjs.
module.exports = {
  projects: [
    '<rootDir>/contracts', '<rootDir>/shared-ui', '<rootDir>/shell', '<rootDir>/mfe-marketing',
    '<rootDir>/mfe-dashboard', '<rootDir>/mfe-chat', '<rootDir>/mfe-candidate', '<rootDir>/api', '<rootDir>/devstack',
  ],
};
