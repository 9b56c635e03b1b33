// Shared jest settings: TypeScript/TSX through swc to CommonJS. ESM-only packages in
// node_modules are transformed too (listed here once), so every suite runs without VM modules.
const esmPackages = [
  'agenda',
  '@agendajs',
  '@tanstack',
  'msw',
  '@mswjs',
  '@bundled-es-modules',
  'until-async',
  'outvariant',
  'strict-event-emitter',
  'headers-polyfill',
  'rettime',
  'uuid',
  'drizzle-orm',
  'nanoid',
  '@open-draft',
  'cron-parser',
  'luxon',
  'is-node-process',
  'tough-cookie',
  'tldts',
  'tldts-core',
  // file-type (the api's upload check) and its ESM dependencies
  'file-type',
  'strtok3',
  'token-types',
  '@tokenizer',
  '@borewit',
  'uint8array-extras',
];
module.exports = {
  transform: {
    '^.+\\.(t|j)sx?$|^.+\\.mjs$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  transformIgnorePatterns: [`/node_modules/(?!(${esmPackages.join('|')})/)`],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/src/**/*.test.tsx'],
};
